public import ResilientCodableCore

extension ErrorDigest {
  /// The innermost paths of the entries, as strings.
  public var paths: [String] { entries.map(\.codingPath.description) }

  /// The recovery paths of the entries, as strings.
  public var recoveryPaths: [String] { entries.map(\.recoveryPath.description) }

  /// The messages of the entries.
  public var messages: [String] { entries.map(\.message) }
}

extension ErrorDigest? {
  /// The innermost paths of the entries, as strings; none without a digest.
  public var paths: [String] { self?.paths ?? [] }

  /// The recovery paths of the entries, as strings; none without a digest.
  public var recoveryPaths: [String] { self?.recoveryPaths ?? [] }
}
