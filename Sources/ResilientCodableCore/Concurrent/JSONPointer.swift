/// A JSON Pointer (RFC 6901) as its reference tokens: `/data/items` is `data`, then `items`.
struct JSONPointer: Hashable, Sendable {
  /// The tokens, unescaped (`~1` is `/`, `~0` is `~`), outermost first; none for the root.
  let tokens: [String]

  /// Parses `text`: `""` for the root, otherwise `/` before each token.
  ///
  /// - Returns: `nil` if `text` is not empty and does not start with `/`, or holds a `~` that
  ///   starts no escape.
  init?(_ text: String) {
    guard !text.isEmpty else {
      tokens = []
      return
    }
    guard text.hasPrefix("/") else { return nil }
    var tokens: [String] = []
    for raw in text.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
      var token = ""
      var isEscaping = false
      for character in raw {
        if isEscaping {
          guard character == "0" || character == "1" else { return nil }
          token.append(character == "0" ? "~" : "/")
          isEscaping = false
        } else if character == "~" {
          isEscaping = true
        } else {
          token.append(character)
        }
      }
      guard !isEscaping else { return nil }
      tokens.append(token)
    }
    self.tokens = tokens
  }

  /// The index that `token` names in an array: digits without a leading zero, or `nil`.
  static func index(_ token: String) -> Int? {
    guard let first = token.utf8.first, first != UInt8(ascii: "0") || token.utf8.count == 1,
      token.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
    else { return nil }
    return Int(token)
  }
}

extension JSONPointer {
  /// The pointer of the root, `""`.
  init(root: Void) { tokens = [] }
}
