import ResilientCodable

/// Where a pull request stands.
///
/// GitHub adds states from time to time; a state this app does not know yet decodes as
/// ``unknown`` and is reported as an unknown novel value rather than failing the pull request.
enum PullRequestState: String, ResilientRawRepresentable, Codable {
  case open = "OPEN"
  case closed = "CLOSED"
  case merged = "MERGED"
  case unknown = "UNKNOWN"

  static var decodingFallback: Self { .unknown }
}
