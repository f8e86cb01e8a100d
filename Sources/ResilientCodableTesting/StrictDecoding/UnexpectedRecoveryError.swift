public import ResilientCodableCore

/// The error that `JSONDecoder.decodeWithoutRecovery(_:from:)` throws when the decode
/// recovered from something.
///
/// Its description lists each entry of the digest on a line, with its JSON Pointer:
///
/// ```
/// decoding Repository reported 1 entry, expected none:
/// - /stars typeMismatch: Expected `Int` but found a string instead (set stars to nil)
/// ```
public struct UnexpectedRecoveryError: Error, Sendable, CustomStringConvertible {
  /// The name of the type decoded.
  public let typeName: String

  /// The digest of what the decode recovered from.
  public let digest: ErrorDigest

  /// A line that counts the digest's entries, then one line per entry.
  public var description: String {
    let count = digest.recoveryCount
    let lines = digest.entries.map { entry in
      "- \(entry.jsonPointer.isEmpty ? "/" : entry.jsonPointer) \(entry.category): "
        + "\(entry.message) (\(entry.recoveryDescription))"
    }
    let omitted = digest.omitted.map { group in
      "- … and \(group.count) more like \(group.normalizedJSONPointer)"
    }
    let summary =
      "decoding \(typeName) reported \(count) \(count == 1 ? "entry" : "entries"), expected none:"
    return ([summary] + lines + omitted).joined(separator: "\n")
  }
}
