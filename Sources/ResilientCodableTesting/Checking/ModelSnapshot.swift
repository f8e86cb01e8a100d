import Foundation
import ResilientCodableCore

/// A decoded model as JSON, each array's elements at the indices they had in the payload, so
/// that two decodes of payloads that differ in one value line up element by element although
/// one dropped elements that the other kept.
indirect enum ModelSnapshot: Equatable {
  /// A string, a number, a Boolean or `null`, as `JSONSerialization` reads it.
  case scalar(AnyHashable)
  /// An object, by key.
  case object([String: ModelSnapshot])
  /// An array, by the payload's index of each element.
  case array([Int: ModelSnapshot])

  /// Makes the snapshot of a model's value as it encodes to JSON.
  ///
  /// The JSON is read with `JSONSerialization`, some 80 times faster than decoding a
  /// `PreservedValue` here, which matters at one read per drift case.
  init(
    encoding value: any Encodable, droppedIndices: [[CodingPath.Component]: Set<Int>]
  ) throws {
    let encoder = JSONEncoder()
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    let json = try JSONSerialization.jsonObject(
      with: encoder.encode(value), options: .fragmentsAllowed)
    self.init(json: json, droppedIndices: droppedIndices)
  }

  /// Makes the snapshot of what `JSONSerialization` read, skipping, in the array at each path,
  /// the payload's indices of the elements that the decode dropped.
  private init(
    json: Any, droppedIndices: [[CodingPath.Component]: Set<Int>],
    at path: [CodingPath.Component] = []
  ) {
    switch json {
    case let members as [String: Any]:
      self = .object(
        members.reduce(into: [:]) { snapshot, member in
          snapshot[member.key] = ModelSnapshot(
            json: member.value, droppedIndices: droppedIndices, at: path + [.key(member.key)])
        })
    case let elements as [Any]:
      let dropped = droppedIndices[path] ?? []
      var snapshot: [Int: ModelSnapshot] = [:]
      var index = 0
      for element in elements {
        while dropped.contains(index) { index += 1 }
        snapshot[index] = ModelSnapshot(
          json: element, droppedIndices: droppedIndices, at: path + [.index(index)])
        index += 1
      }
      self = .array(snapshot)
    case let scalar as AnyHashable:
      self = .scalar(scalar)
    default:
      self = .scalar(String(describing: json))
    }
  }

  /// The payload's indices of the elements that the entries dropped, by the path of their
  /// array.
  static func droppedIndices(in entries: [ErrorDigest.Entry]) -> [[CodingPath.Component]: Set<Int>]
  {
    entries.reduce(into: [:]) { dropped, entry in
      if let index = entry.action.index {
        dropped[entry.recoveryPath.components.dropLast(), default: []].insert(index)
      }
    }
  }
}
