import Foundation
import ResilientCodableCore

/// A decoded model as JSON, each array's elements at the indices they had in the payload, so
/// that two decodes of payloads that differ in one value line up element by element although
/// one dropped elements that the other kept.
indirect enum ModelSnapshot: Equatable {
  /// A scalar, `null`, or what the model encoded in another way.
  case scalar(PreservedValue)
  /// An object, by key.
  case object([String: ModelSnapshot])
  /// An array, by the payload's index of each element.
  case array([Int: ModelSnapshot])

  /// Makes the snapshot of the model's JSON `value`, skipping, in the array at each path, the
  /// payload's indices of the elements that the decode dropped.
  init(
    _ value: PreservedValue, droppedIndices: [[CodingPath.Component]: Set<Int>],
    at path: [CodingPath.Component] = []
  ) {
    switch value {
    case .object(let members):
      self = .object(
        members.reduce(into: [:]) { snapshot, member in
          snapshot[member.key] = ModelSnapshot(
            member.value, droppedIndices: droppedIndices, at: path + [.key(member.key)])
        })
    case .array(let elements):
      let dropped = droppedIndices[path] ?? []
      var snapshot: [Int: ModelSnapshot] = [:]
      var index = 0
      for element in elements {
        while dropped.contains(index) { index += 1 }
        snapshot[index] = ModelSnapshot(
          element, droppedIndices: droppedIndices, at: path + [.index(index)])
        index += 1
      }
      self = .array(snapshot)
    default:
      self = .scalar(value)
    }
  }

  /// Makes the snapshot of a model's value as it encodes to JSON.
  init(
    encoding value: any Encodable, droppedIndices: [[CodingPath.Component]: Set<Int>]
  ) throws {
    let encoder = JSONEncoder()
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    let json = try JSONDecoder().decode(PreservedValue.self, from: encoder.encode(value))
    self.init(json, droppedIndices: droppedIndices)
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
