import Foundation

/// The first value of a JSON object that `JSONSerialization` cannot write, and where it is.
///
/// `JSONSerialization.isValidJSONObject(_:)` only says whether a whole object can be written.
/// The fault is found by asking it again about each element, descending into the first one it
/// refuses, so what counts as JSON stays Foundation's own answer.
struct JSONObjectFault: CustomStringConvertible {
  /// What is wrong with the value.
  private enum Kind {
    /// A value of a type that JSON has no spelling for.
    case value(any Any.Type)
    /// A number that is not finite, spelled as `NSNumber` describes it.
    case nonFiniteNumber(String)
    /// A dictionary key that is not a string.
    case key(any Any.Type)
  }

  private let kind: Kind
  /// Where the value is, from the object's root.
  private let path: CodingPath

  /// Finds the fault in `object`, which `JSONSerialization` refuses to write.
  init(in object: Any) {
    var value = object
    var components: [CodingPath.Component] = []
    while let step = Self.firstRefusedElement(of: value) {
      components.append(step.component)
      value = step.element
    }
    path = CodingPath(components)
    if let key = (value as? [AnyHashable: Any])?.keys.first(where: { !($0.base is String) }) {
      kind = .key(type(of: key.base))
    } else if let number = value as? NSNumber, !number.doubleValue.isFinite {
      kind = .nonFiniteNumber("\(number)")
    } else {
      kind = .value(type(of: value))
    }
  }

  /// What is wrong, and where, as a `DecodingError`'s description.
  var description: String {
    let location = path.components.isEmpty ? "" : " at \(path.jsonPointer)"
    return switch kind {
    case .value(let type): "Expected a JSON value\(location) but found `\(type)` instead"
    case .nonFiniteNumber(let number):
      "Expected a finite number\(location) but found \(number) instead"
    case .key(let type):
      "Expected string keys\(location) but found a key of type `\(type)` instead"
    }
  }

  /// The first element of `value` that `JSONSerialization` refuses, if `value` is an array or a
  /// dictionary with string keys, and the step to it; a dictionary's entries in key order, so
  /// that one object always names the same fault.
  private static func firstRefusedElement(
    of value: Any
  ) -> (component: CodingPath.Component, element: Any)? {
    if let array = value as? [Any] {
      return array.firstIndex(where: isRefused).map { (.index($0), array[$0]) }
    }
    guard let dictionary = value as? [AnyHashable: Any] else { return nil }
    var refused: [(key: String, element: Any)] = []
    for (key, element) in dictionary {
      guard let key = key.base as? String else { return nil }
      if isRefused(element) { refused.append((key, element)) }
    }
    return refused.min { $0.key < $1.key }.map { (.key($0.key), $0.element) }
  }

  /// Whether `JSONSerialization` refuses to write `value`, at the top or inside an object.
  private static func isRefused(_ value: Any) -> Bool {
    !JSONSerialization.isValidJSONObject([value])
  }
}
