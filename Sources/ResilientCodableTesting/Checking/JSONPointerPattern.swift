/// A JSON Pointer in which `*` stands for any one key or index, such as `/nodes/*/id`.
struct JSONPointerPattern {
  /// The pattern's reference tokens, escaped as the pointer writes them.
  private let tokens: [Substring]

  init(_ pattern: String) {
    tokens = pattern.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map {
      $0
    }
  }

  /// Whether `pointer` is the pattern with every `*` replaced by one token.
  func matches(_ pointer: String) -> Bool {
    let pointerTokens = pointer.split(separator: "/", omittingEmptySubsequences: false)
      .dropFirst()
    return tokens.count == pointerTokens.count
      && zip(tokens, pointerTokens).allSatisfy { $0 == "*" || $0 == $1 }
  }
}
