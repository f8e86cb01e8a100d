/// How the payload spelled the model keys of a coding path, which a decoder's key strategy may
/// have rewritten before the model saw them.
enum PayloadKeySpelling: Sendable {
  /// As the coding path has them.
  case asDecoded
  /// In snake case, which a `JSONDecoder` with `.convertFromSnakeCase` turned into the model's
  /// names.
  case snakeCase

  /// `path` as a JSON Pointer with the keys as the payload spelled them.
  ///
  /// A model's key is spelled back in snake case when that spelling converts to it again
  /// (`stateReason` is `state_reason`; `htmlURL`, which no snake-case key converts to, stays as
  /// it is). The keys of dictionaries, which key strategies leave alone, stay as they are.
  func jsonPointer(of path: [any CodingKey]) -> String {
    CodingPath(
      path.map { key in
        guard self == .snakeCase, key.intValue == nil, Self.isModelKey(key) else {
          return CodingPath.Component(key)
        }
        let snakeCase = SnakeCase.spelling(of: key.stringValue)
        let isExact = SnakeCase.camelCase(of: snakeCase) == key.stringValue
        return .key(isExact ? snakeCase : key.stringValue)
      }
    ).jsonPointer
  }

  /// Whether `key` is a key of a model, which a key strategy converts: not a dictionary key of
  /// this library or of a decoder's internals.
  private static func isModelKey(_ key: any CodingKey) -> Bool {
    !(key is AnyCodingKey) && !String(describing: type(of: key)).hasPrefix("_")
  }
}

/// The conversions of `JSONEncoder.KeyEncodingStrategy.convertToSnakeCase` and
/// `JSONDecoder.KeyDecodingStrategy.convertFromSnakeCase`.
enum SnakeCase {
  /// `name` in snake case: `myURLProperty` is `my_url_property`.
  static func spelling(of name: String) -> String {
    let characters = Array(name)
    var result = ""
    for (index, character) in characters.enumerated() {
      let previous = index > 0 ? characters[index - 1] : nil
      let next = index + 1 < characters.count ? characters[index + 1] : nil
      let startsWord =
        index > 0 && character.isUppercase
        && (previous?.isUppercase == false
          || previous?.isUppercase == true && next?.isLowercase == true)
      if startsWord { result.append("_") }
      result += character.lowercased()
    }
    return result
  }

  /// `key`, in snake case, as `.convertFromSnakeCase` presents it: `state_reason` is
  /// `stateReason`, `html_url` is `htmlUrl`.
  static func camelCase(of key: String) -> String {
    let words = key.split(separator: "_")
    guard words.count > 1 else { return key }
    let rest = words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }
    return ([words[0].lowercased()] + rest).joined()
  }
}
