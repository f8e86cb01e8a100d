/// The keys a payload spells from the properties' names: SafeDecoding's casings and the cases of
/// `KeyStyle`.
enum KeyStyling {
  /// The cases of `KeyStyle`.
  static let styles: Set<String> = [
    "camelCase", "snakeCase", "upperSnakeCase", "kebabCase", "upperKebabCase",
  ]

  /// `name` in the `KeyStyle` case `style`.
  static func key(_ name: String, style: String) -> String? {
    let casing =
      switch style {
      case "snakeCase": "snake"
      case "upperSnakeCase": "snakeUppercase"
      case "kebabCase": "kebab"
      case "upperKebabCase": "kebabUppercase"
      default: "camel"
      }
    return convert(name, to: casing)
  }

  /// `key` as a `JSONDecoder` with `.convertFromSnakeCase` presents it: the first word in
  /// lowercase, every other word capitalized, the underscores between words removed
  /// (`html_url` is `htmlUrl`), those before the first word and after the last kept (`_links`).
  static func convertedFromSnakeCase(_ key: String) -> String {
    guard let first = key.firstIndex(where: { $0 != "_" }) else { return key }
    let last = key.lastIndex(where: { $0 != "_" }) ?? first
    let words = key[first...last].split(separator: "_")
    guard words.count > 1 else { return key }
    let rest = words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }
    let camelCase = ([words[0].lowercased()] + rest).joined()
    return key[..<first] + camelCase + key[key.index(after: last)...]
  }

  /// `name`, a Swift property name in lower camel case, in SafeDecoding's `casing`.
  static func convert(_ name: String, to casing: String) -> String? {
    // A word starts at an uppercase letter after anything but an uppercase one (a lowercase
    // letter or a digit, as Foundation's `.convertToSnakeCase` splits `addressLine1Check`), and
    // at the last uppercase letter of a run that a lowercase letter follows: `avatarURL`,
    // `urlString`, `URLString`.
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
    switch casing {
    case "camel": return name
    case "snake": return words.joined(separator: "_")
    case "snakeUppercase": return words.joined(separator: "_").uppercased()
    case "kebab": return words.joined(separator: "-")
    case "kebabUppercase": return words.joined(separator: "-").uppercased()
    case "flat": return words.joined()
    default: return nil
    }
  }
}
