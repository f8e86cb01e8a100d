internal import Foundation

/// `JSONDecoder`'s conversion of a payload's snake-case key, word for word: the reader must find
/// exactly the keys that `JSONDecoder` finds, including where Foundation's `capitalized` differs
/// from ``KeyCasing``'s plain rule.
enum JSONKeyConversion {
  /// `key` as `JSONDecoder.KeyDecodingStrategy.convertFromSnakeCase` converts it.
  static func convertedFromSnakeCase(_ key: String) -> String {
    guard let first = key.firstIndex(where: { $0 != "_" }) else { return key }
    var last = key.index(before: key.endIndex)
    while last > first && key[last] == "_" { key.formIndex(before: &last) }
    let words = key[first...last].split(separator: "_")
    guard words.count > 1 else { return key }
    let camelCase = ([words[0].lowercased()] + words.dropFirst().map(\.capitalized)).joined()
    return key[..<first] + camelCase + key[key.index(after: last)...]
  }
}
