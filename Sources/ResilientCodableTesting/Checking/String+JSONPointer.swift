extension String {
  /// Whether the string, a JSON Pointer, is `other` or a path under it.
  func isJSONPointer(within other: String) -> Bool {
    self == other || hasPrefix(other + "/")
  }
}
