/// What a decode does with the keys of the payload's objects that no model reads: a server that
/// adds `state_reason` is the first sign of a coming change.
///
/// ```swift
/// decoder.userInfo.resilientDecodingOptions.unknownKeyPolicy = .report
/// let (issue, digest) = try decoder.decode(
///   Issue.self, from: data, reportResilientDecodingErrors: true)
/// // digest: /state_reason unknownKey foundUnknownKey
/// ```
public enum UnknownKeyPolicy: Sendable {
  /// Leave them aside, silently, as synthesized `Codable` does.
  case ignore
  /// Report each as an ``UnknownKeyError`` in the digest, with its JSON Pointer and the category
  /// ``ErrorCategory/unknownKey``: drift to know about, not an error, which
  /// ``ErrorDigest/errors`` leaves out.
  case report
  /// Fail the decode at the first of them, in document order, as serde's
  /// `deny_unknown_fields` does: for tests and tools that must match a schema exactly.
  case reject
}
