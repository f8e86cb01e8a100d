import Foundation
import ResilientCodable

// Models of the real payloads in Fixtures/RealPayloads, each twice: with wrappers (and a decoder
// that converts snake case) and with `@SafeDecoding(keyStyle: .snakeCase, preservingUnknownKeys:
// true)`. Both read the same fields; the drift tests hold them to the same values and digest.
//
// What each writes back differs. A wrapper model is plain `Codable`: it writes back the keys it
// declares, with what its `@Resilient` properties kept (a novel raw value, a `null`), and
// nothing else: the keys it does not declare, and the elements its lists dropped, are gone. A
// macro model, and every model nested in it, keeps the keys it does not declare and, with
// `preservesInvalidData` on, what its properties dropped or replaced, so that it writes back the
// payload it read. The drift tests compare the two on the wrapper's keys, and the macro's bytes
// with the payload.

enum IssueState: String, Codable, Equatable, ResilientRawRepresentable {
  case open, closed, unknown
  static var decodingFallback: Self { .unknown }
}

enum PullRequestAction: String, Codable, Equatable, ResilientRawRepresentable {
  case opened, closed, reopened, edited, synchronize, unknown
  static var decodingFallback: Self { .unknown }
}

enum StatusVisibility: String, Codable, Equatable, ResilientRawRepresentable {
  case `public`, unlisted, `private`, direct, unknown
  static var decodingFallback: Self { .unknown }
}

struct GitHubUser: Codable, Equatable {
  var login: String
  var id: Int
}

struct GitHubLabel: Codable, Equatable {
  var name: String
  var color: String?
}

@SafeDecoding(keyStyle: .snakeCase, preservingUnknownKeys: true)
struct MacroGitHubUser: Codable, Equatable {
  var login: String
  var id: Int
}

@SafeDecoding(keyStyle: .snakeCase, preservingUnknownKeys: true)
struct MacroGitHubLabel: Codable, Equatable {
  var name: String
  var color: String?
}

// MARK: - GitHub REST: an issue

struct WrapperGitHubIssue: Codable, Equatable {
  var id: Int
  var number: Int
  var title: String
  @Resilient var state: IssueState?
  @Resilient var stateReason: String?
  @Resilient var user: GitHubUser?
  @Resilient var labels: [GitHubLabel]
  @Resilient var comments: Int?
  var createdAt: Date
  @Resilient var closedAt: Date?
  @Resilient var htmlUrl: URL?
}

@SafeDecoding(keyStyle: .snakeCase, preservingUnknownKeys: true)
struct MacroGitHubIssue: Codable, Equatable {
  var id: Int
  var number: Int
  var title: String
  var state: IssueState?
  var stateReason: String?
  var user: MacroGitHubUser?
  var labels: [MacroGitHubLabel]
  var comments: Int?
  var createdAt: Date
  var closedAt: Date?
  var htmlUrl: URL?
}

// MARK: - GitHub webhooks: a pull_request event

struct WrapperRepository: Codable, Equatable {
  var id: Int
  var fullName: String
}

struct WrapperBranch: Codable, Equatable {
  var ref: String
  var sha: String
  @Resilient var repo: WrapperRepository?
}

struct WrapperPullRequest: Codable, Equatable {
  var number: Int
  var title: String
  @Resilient var state: IssueState?
  @Resilient var merged: Bool?
  @Resilient var mergedAt: Date?
  @Resilient var additions: Int?
  @Resilient var labels: [GitHubLabel]
  var head: WrapperBranch
  var createdAt: Date
}

/// GitHub's webhooks write a repository's dates in ISO 8601, except push events, which send
/// seconds since 1970.
enum WebhookDates: CodingPreset {
  static let strategy = DateFormatsStrategy([.iso8601, .secondsSince1970])
}

typealias WebhookDate<Value> = Coded<WebhookDates, Value>

/// A repository without a name is no repository.
enum RequiredRepositoryName: CodingPreset {
  static let policy = ValuePolicy(missing: .dropElement, null: .dropElement)
}

struct WrapperEventRepository: Codable, Equatable {
  var id: Int
  @Coded<RequiredRepositoryName, String?> var fullName: String?
  @WebhookDate var pushedAt: Date?
}

struct WrapperPullRequestEvent: Codable, Equatable {
  @Resilient var action: PullRequestAction?
  var number: Int
  var pullRequest: WrapperPullRequest
  @Resilient var repository: WrapperEventRepository?
  @Resilient var sender: GitHubUser?
}

@SafeDecoding(keyStyle: .snakeCase, preservingUnknownKeys: true)
struct MacroRepository: Codable, Equatable {
  var id: Int
  var fullName: String
}

@SafeDecoding(keyStyle: .snakeCase, preservingUnknownKeys: true)
struct MacroBranch: Codable, Equatable {
  var ref: String
  var sha: String
  var repo: MacroRepository?
}

@SafeDecoding(keyStyle: .snakeCase, preservingUnknownKeys: true)
struct MacroPullRequest: Codable, Equatable {
  var number: Int
  var title: String
  var state: IssueState?
  var merged: Bool?
  var mergedAt: Date?
  var additions: Int?
  var labels: [MacroGitHubLabel]
  var head: MacroBranch
  var createdAt: Date
}

@SafeDecoding(keyStyle: .snakeCase, preservingUnknownKeys: true)
struct MacroEventRepository: Codable, Equatable {
  var id: Int
  @Policy(missing: .dropElement, null: .dropElement)
  var fullName: String?
  @CodedBy(.dateFormats(.iso8601, .secondsSince1970)) var pushedAt: Date?
}

@SafeDecoding(keyStyle: .snakeCase, preservingUnknownKeys: true)
struct MacroPullRequestEvent: Codable, Equatable {
  var action: PullRequestAction?
  var number: Int
  var pullRequest: MacroPullRequest
  var repository: MacroEventRepository?
  var sender: MacroGitHubUser?
}

// MARK: - Mastodon: a status

struct StatusTag: Codable, Equatable {
  var name: String
  var url: URL
}

@SafeDecoding(keyStyle: .snakeCase, preservingUnknownKeys: true)
struct MacroStatusTag: Codable, Equatable {
  var name: String
  var url: URL
}

struct WrapperAccount: Codable, Equatable {
  @Coerced var id: String
  var username: String
  @Resilient var followersCount: Int?
  @Resilient var createdAt: Date?
}

struct WrapperStatus: Codable, Equatable {
  @Coerced var id: String
  var createdAt: Date
  @Resilient var editedAt: Date?
  @Resilient var visibility: StatusVisibility?
  @Resilient var repliesCount: Int?
  @Resilient var reblogsCount: Int?
  @Resilient var favouritesCount: Int?
  var account: WrapperAccount
  @Resilient var tags: [StatusTag]
  var content: String
}

@SafeDecoding(keyStyle: .snakeCase, preservingUnknownKeys: true)
struct MacroAccount: Codable, Equatable {
  @Coerced var id: String
  var username: String
  var followersCount: Int?
  var createdAt: Date?
}

@SafeDecoding(keyStyle: .snakeCase, preservingUnknownKeys: true)
struct MacroStatus: Codable, Equatable {
  @Coerced var id: String
  var createdAt: Date
  var editedAt: Date?
  var visibility: StatusVisibility?
  var repliesCount: Int?
  var reblogsCount: Int?
  var favouritesCount: Int?
  var account: MacroAccount
  var tags: [MacroStatusTag]
  var content: String
}
