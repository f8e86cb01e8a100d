/// A label attached to a pull request.
struct Label: Codable {
  /// The label's name, such as `bug`.
  var name: String

  /// The label's color as six hexadecimal digits, such as `d73a4a`.
  var color: String
}
