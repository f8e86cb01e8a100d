import ResilientCodableKeyCasing

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

  /// `name`, a Swift property name in lower camel case, in SafeDecoding's `casing`.
  static func convert(_ name: String, to casing: String) -> String? {
    let words = KeyCasing.words(of: name)
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
