extension ErrorDigest.Entry {
  /// ``jsonPointer`` with every array index and every dictionary key as `*`, such as
  /// `/items/*/state`: what the same drift in different elements has in common.
  public var normalizedJSONPointer: String {
    let tokens = jsonPointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
    let components = codingPath.components
    return tokens.enumerated().map { position, token in
      let isDictionaryKey =
        position < recoveryKeys.count && type(of: recoveryKeys[position]) == AnyCodingKey.self
      let isIndex =
        if position < components.count, case .index = components[position] { true } else { false }
      return isDictionaryKey || isIndex ? "/*" : "/\(token)"
    }.joined()
  }
}
