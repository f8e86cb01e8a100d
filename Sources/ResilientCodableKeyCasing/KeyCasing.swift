/// How a payload's keys are spelled from Swift names, and how a decoder's key strategy
/// presents them: the one source that the runtime, the macros and the testing product share, so
/// that a key the macros write is the key the runtime reads and the drift checks expect.
package enum KeyCasing {
  /// The words of `name`, a Swift name in lower camel case, in lowercase.
  ///
  /// A word starts at an uppercase letter after anything but an uppercase one (a lowercase
  /// letter or a digit, as Foundation's `.convertToSnakeCase` splits `addressLine1Check`), and at
  /// the last uppercase letter of a run that a lowercase letter follows: `avatarURL` is `avatar`,
  /// `url`; `URLString` is `url`, `string`.
  package static func words(of name: String) -> [String] {
    let characters = Array(name)
    var words: [String] = []
    for (index, character) in characters.enumerated() {
      let previous = index > 0 ? characters[index - 1] : nil
      let next = index + 1 < characters.count ? characters[index + 1] : nil
      let startsWord =
        words.isEmpty
        || character.isUppercase
          && (previous?.isUppercase == false
            || previous?.isUppercase == true && next?.isLowercase == true)
      if startsWord {
        words.append(String(character).lowercased())
      } else {
        words[words.count - 1].append(Character(character.lowercased()))
      }
    }
    return words
  }

  /// `name`, in lower camel case, in snake case, as
  /// `JSONEncoder.KeyEncodingStrategy.convertToSnakeCase` writes it: `myURLProperty` is
  /// `my_url_property`.
  package static func snakeCase(_ name: String) -> String {
    words(of: name).joined(separator: "_")
  }

  /// `key`, in snake case, as `JSONDecoder.KeyDecodingStrategy.convertFromSnakeCase` presents
  /// it: the first word in lowercase, every other word capitalized, the underscores between words
  /// removed (`html_url` is `htmlUrl`), those before the first word and after the last kept
  /// (`_links`).
  package static func convertedFromSnakeCase(_ key: String) -> String {
    guard let first = key.firstIndex(where: { $0 != "_" }) else { return key }
    let last = key.lastIndex(where: { $0 != "_" }) ?? first
    let words = key[first...last].split(separator: "_")
    guard words.count > 1 else { return key }
    let rest = words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }
    let camelCase = ([words[0].lowercased()] + rest).joined()
    return key[..<first] + camelCase + key[key.index(after: last)...]
  }
}
