// The members of models that a generator writes, one for each key of the payload, named after it.
// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

public import Foundation

/// The models of `github_events.json`: 30 events of GitHub's public timeline from January 2013,
/// of seven kinds, with every kind's payload members in one `Payload` of optionals.
///
/// Generic over how a timestamp is decoded, so that one model serves a plain decoder
/// (``Events``, `String` timestamps) and one whose `dateDecodingStrategy` is `.iso8601`
/// (``DatedEvents``, `Date` timestamps).
public enum GitHub: Sendable {
  /// The whole document, timestamps as written.
  public typealias Events = [Event<String>]

  /// The whole document, timestamps as dates.
  public typealias DatedEvents = [Event<Date>]

  /// Something that someone did to a repository.
  public struct Event<Timestamp: Codable & Equatable & Sendable>: Codable, Equatable, Sendable {
    public let type: String
    public let createdAt: Timestamp
    public let actor: Account
    public let repo: EventRepository
    public let isPublic: Bool
    public let payload: Payload<Timestamp>
    public let id: String
    public let org: Account?

    enum CodingKeys: String, CodingKey {
      case type
      case createdAt = "created_at"
      case actor, repo
      case isPublic = "public"
      case payload, id, org
    }
  }

  /// The user or organization of an event, in short.
  public struct Account: Codable, Equatable, Sendable {
    public let gravatarID: String
    public let login: String
    public let avatarURL: String
    public let url: String
    public let id: Int

    enum CodingKeys: String, CodingKey {
      case gravatarID = "gravatar_id"
      case login
      case avatarURL = "avatar_url"
      case url, id
    }
  }

  /// The repository of an event, in short.
  public struct EventRepository: Codable, Equatable, Sendable {
    public let url: String
    public let id: Int
    public let name: String
  }

  /// What happened: the members of every event kind's payload, each present for some kinds.
  public struct Payload<Timestamp: Codable & Equatable & Sendable>: Codable, Equatable, Sendable {
    // PushEvent
    public let commits: [Commit]?
    public let distinctSize: Int?
    public let ref: String?
    public let pushID: Int?
    public let head: String?
    public let before: String?
    public let size: Int?
    // CreateEvent
    public let description: String?
    public let masterBranch: String?
    public let refType: String?
    // ForkEvent
    public let forkee: Repository<Timestamp>?
    // IssuesEvent, IssueCommentEvent, WatchEvent
    public let action: String?
    public let issue: Issue<Timestamp>?
    public let comment: Comment<Timestamp>?
    // GollumEvent
    public let pages: [Page]?

    enum CodingKeys: String, CodingKey {
      case commits
      case distinctSize = "distinct_size"
      case ref
      case pushID = "push_id"
      case head, before, size, description
      case masterBranch = "master_branch"
      case refType = "ref_type"
      case forkee, action, issue, comment, pages
    }
  }

  /// A commit pushed.
  public struct Commit: Codable, Equatable, Sendable {
    public let url: String
    public let message: String
    public let isDistinct: Bool
    public let sha: String
    public let author: Author

    enum CodingKeys: String, CodingKey {
      case url, message
      case isDistinct = "distinct"
      case sha, author
    }
  }

  /// Who wrote a commit.
  public struct Author: Codable, Equatable, Sendable {
    public let email: String
    public let name: String
  }

  /// A user, with the links to everything about them.
  public struct User: Codable, Equatable, Sendable {
    public let url: String
    public let gistsURL: String
    public let gravatarID: String
    public let type: String
    public let avatarURL: String
    public let subscriptionsURL: String
    public let organizationsURL: String
    public let receivedEventsURL: String
    public let reposURL: String
    public let login: String
    public let id: Int
    public let starredURL: String
    public let eventsURL: String
    public let followersURL: String
    public let followingURL: String

    enum CodingKeys: String, CodingKey {
      case url
      case gistsURL = "gists_url"
      case gravatarID = "gravatar_id"
      case type
      case avatarURL = "avatar_url"
      case subscriptionsURL = "subscriptions_url"
      case organizationsURL = "organizations_url"
      case receivedEventsURL = "received_events_url"
      case reposURL = "repos_url"
      case login, id
      case starredURL = "starred_url"
      case eventsURL = "events_url"
      case followersURL = "followers_url"
      case followingURL = "following_url"
    }
  }

  /// A repository in full: the fork that a ForkEvent made.
  public struct Repository<Timestamp: Codable & Equatable & Sendable>: Codable, Equatable, Sendable
  {
    public let description: String
    public let isFork: Bool
    public let url: String
    public let language: String
    public let stargazersURL: String
    public let cloneURL: String
    public let tagsURL: String
    public let fullName: String
    public let mergesURL: String
    public let forks: Int
    public let isPrivate: Bool
    public let gitRefsURL: String
    public let archiveURL: String
    public let collaboratorsURL: String
    public let owner: User
    public let languagesURL: String
    public let treesURL: String
    public let labelsURL: String
    public let htmlURL: String
    public let pushedAt: Timestamp
    public let createdAt: Timestamp
    public let hasIssues: Bool
    public let forksURL: String
    public let branchesURL: String
    public let commitsURL: String
    public let notificationsURL: String
    public let openIssues: Int
    public let contentsURL: String
    public let blobsURL: String
    public let issuesURL: String
    public let compareURL: String
    public let issueEventsURL: String
    public let name: String
    public let updatedAt: Timestamp
    public let statusesURL: String
    public let forksCount: Int
    public let assigneesURL: String
    public let sshURL: String
    public let isPublic: Bool
    public let hasWiki: Bool
    public let subscribersURL: String
    public let mirrorURL: String?
    public let watchersCount: Int
    public let id: Int
    public let hasDownloads: Bool
    public let gitCommitsURL: String
    public let downloadsURL: String
    public let pullsURL: String
    public let homepage: String?
    public let issueCommentURL: String
    public let hooksURL: String
    public let subscriptionURL: String
    public let milestonesURL: String
    public let svnURL: String
    public let eventsURL: String
    public let gitTagsURL: String
    public let teamsURL: String
    public let commentsURL: String
    public let openIssuesCount: Int
    public let keysURL: String
    public let gitURL: String
    public let contributorsURL: String
    public let size: Int
    public let watchers: Int

    enum CodingKeys: String, CodingKey {
      case description
      case isFork = "fork"
      case url, language
      case stargazersURL = "stargazers_url"
      case cloneURL = "clone_url"
      case tagsURL = "tags_url"
      case fullName = "full_name"
      case mergesURL = "merges_url"
      case forks
      case isPrivate = "private"
      case gitRefsURL = "git_refs_url"
      case archiveURL = "archive_url"
      case collaboratorsURL = "collaborators_url"
      case owner
      case languagesURL = "languages_url"
      case treesURL = "trees_url"
      case labelsURL = "labels_url"
      case htmlURL = "html_url"
      case pushedAt = "pushed_at"
      case createdAt = "created_at"
      case hasIssues = "has_issues"
      case forksURL = "forks_url"
      case branchesURL = "branches_url"
      case commitsURL = "commits_url"
      case notificationsURL = "notifications_url"
      case openIssues = "open_issues"
      case contentsURL = "contents_url"
      case blobsURL = "blobs_url"
      case issuesURL = "issues_url"
      case compareURL = "compare_url"
      case issueEventsURL = "issue_events_url"
      case name
      case updatedAt = "updated_at"
      case statusesURL = "statuses_url"
      case forksCount = "forks_count"
      case assigneesURL = "assignees_url"
      case sshURL = "ssh_url"
      case isPublic = "public"
      case hasWiki = "has_wiki"
      case subscribersURL = "subscribers_url"
      case mirrorURL = "mirror_url"
      case watchersCount = "watchers_count"
      case id
      case hasDownloads = "has_downloads"
      case gitCommitsURL = "git_commits_url"
      case downloadsURL = "downloads_url"
      case pullsURL = "pulls_url"
      case homepage
      case issueCommentURL = "issue_comment_url"
      case hooksURL = "hooks_url"
      case subscriptionURL = "subscription_url"
      case milestonesURL = "milestones_url"
      case svnURL = "svn_url"
      case eventsURL = "events_url"
      case gitTagsURL = "git_tags_url"
      case teamsURL = "teams_url"
      case commentsURL = "comments_url"
      case openIssuesCount = "open_issues_count"
      case keysURL = "keys_url"
      case gitURL = "git_url"
      case contributorsURL = "contributors_url"
      case size, watchers
    }
  }

  /// An issue or a pull request.
  public struct Issue<Timestamp: Codable & Equatable & Sendable>: Codable, Equatable, Sendable {
    public let user: User
    public let url: String
    public let labels: [Label]
    public let htmlURL: String
    public let labelsURL: String
    public let pullRequest: PullRequestLinks
    public let createdAt: Timestamp
    public let closedAt: Timestamp?
    public let milestone: Milestone?
    public let title: String
    public let body: String
    public let updatedAt: Timestamp
    public let number: Int
    public let state: IssueState
    public let assignee: User?
    public let id: Int
    public let eventsURL: String
    public let commentsURL: String
    public let comments: Int

    enum CodingKeys: String, CodingKey {
      case user, url, labels
      case htmlURL = "html_url"
      case labelsURL = "labels_url"
      case pullRequest = "pull_request"
      case createdAt = "created_at"
      case closedAt = "closed_at"
      case milestone, title, body
      case updatedAt = "updated_at"
      case number, state, assignee, id
      case eventsURL = "events_url"
      case commentsURL = "comments_url"
      case comments
    }
  }

  /// Whether an issue is open: a closed set.
  public enum IssueState: String, Codable, Equatable, Sendable {
    case open, closed
  }

  /// An issue's label; every issue of this payload has none.
  public struct Label: Codable, Equatable, Sendable {
    public let url: String
    public let name: String
    public let color: String
  }

  /// An issue's milestone; `null` for every issue of this payload.
  public struct Milestone: Codable, Equatable, Sendable {
    public let url: String
    public let number: Int
    public let title: String
  }

  /// The links to an issue's pull request, all `null` when the issue is not one.
  public struct PullRequestLinks: Codable, Equatable, Sendable {
    public let htmlURL: String?
    public let patchURL: String?
    public let diffURL: String?

    enum CodingKeys: String, CodingKey {
      case htmlURL = "html_url"
      case patchURL = "patch_url"
      case diffURL = "diff_url"
    }
  }

  /// A comment on an issue.
  public struct Comment<Timestamp: Codable & Equatable & Sendable>: Codable, Equatable, Sendable {
    public let user: User
    public let url: String
    public let issueURL: String
    public let createdAt: Timestamp
    public let body: String
    public let updatedAt: Timestamp
    public let id: Int

    enum CodingKeys: String, CodingKey {
      case user, url
      case issueURL = "issue_url"
      case createdAt = "created_at"
      case body
      case updatedAt = "updated_at"
      case id
    }
  }

  /// A wiki page edited.
  public struct Page: Codable, Equatable, Sendable {
    public let pageName: String
    public let htmlURL: String
    public let title: String
    public let sha: String
    public let summary: String?
    public let action: String

    enum CodingKeys: String, CodingKey {
      case pageName = "page_name"
      case htmlURL = "html_url"
      case title, sha, summary, action
    }
  }
}
