import ResilientCodableCore

extension CodingPath {
  /// The path as a JSON Pointer to print, `/` for the root.
  var displayedPointer: String { components.isEmpty ? "/" : jsonPointer }
}
