import Foundation

/// The models of `github_events.json`: 30 events of GitHub's public timeline from January 2013,
/// of seven kinds, with every kind's payload members in one `Payload` of optionals.
///
/// Generic over how a timestamp is decoded, so that one model serves a plain decoder
/// (``Events``, `String` timestamps) and one whose `dateDecodingStrategy` is `.iso8601`
/// (``DatedEvents``, `Date` timestamps).
enum GitHub {
  /// The whole document, timestamps as written.
  typealias Events = [Event<String>]

  /// The whole document, timestamps as dates.
  typealias DatedEvents = [Event<Date>]

  /// Something that someone did to a repository.
  struct Event<Timestamp: Codable & Equatable>: Codable, Equatable {
    let type: String
    let createdAt: Timestamp
    let actor: Account
    let repo: EventRepository
    let isPublic: Bool
    let payload: Payload<Timestamp>
    let id: String
    let org: Account?

    enum CodingKeys: String, CodingKey {
      case type
      case createdAt = "created_at"
      case actor, repo
      case isPublic = "public"
      case payload, id, org
    }
  }

  /// The user or organization of an event, in short.
  struct Account: Codable, Equatable {
    let gravatarID: String
    let login: String
    let avatarURL: String
    let url: String
    let id: Int

    enum CodingKeys: String, CodingKey {
      case gravatarID = "gravatar_id"
      case login
      case avatarURL = "avatar_url"
      case url, id
    }
  }

  /// The repository of an event, in short.
  struct EventRepository: Codable, Equatable {
    let url: String
    let id: Int
    let name: String
  }

  /// What happened: the members of every event kind's payload, each present for some kinds.
  struct Payload<Timestamp: Codable & Equatable>: Codable, Equatable {
    // PushEvent
    let commits: [Commit]?
    let distinctSize: Int?
    let ref: String?
    let pushID: Int?
    let head: String?
    let before: String?
    let size: Int?
    // CreateEvent
    let description: String?
    let masterBranch: String?
    let refType: String?
    // ForkEvent
    let forkee: Repository<Timestamp>?
    // IssuesEvent, IssueCommentEvent, WatchEvent
    let action: String?
    let issue: Issue<Timestamp>?
    let comment: Comment<Timestamp>?
    // GollumEvent
    let pages: [Page]?

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
  struct Commit: Codable, Equatable {
    let url: String
    let message: String
    let isDistinct: Bool
    let sha: String
    let author: Author

    enum CodingKeys: String, CodingKey {
      case url, message
      case isDistinct = "distinct"
      case sha, author
    }
  }

  /// Who wrote a commit.
  struct Author: Codable, Equatable {
    let email: String
    let name: String
  }

  /// A user, with the links to everything about them.
  struct User: Codable, Equatable {
    let url: String
    let gistsURL: String
    let gravatarID: String
    let type: String
    let avatarURL: String
    let subscriptionsURL: String
    let organizationsURL: String
    let receivedEventsURL: String
    let reposURL: String
    let login: String
    let id: Int
    let starredURL: String
    let eventsURL: String
    let followersURL: String
    let followingURL: String

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
  struct Repository<Timestamp: Codable & Equatable>: Codable, Equatable {
    let description: String
    let isFork: Bool
    let url: String
    let language: String
    let stargazersURL: String
    let cloneURL: String
    let tagsURL: String
    let fullName: String
    let mergesURL: String
    let forks: Int
    let isPrivate: Bool
    let gitRefsURL: String
    let archiveURL: String
    let collaboratorsURL: String
    let owner: User
    let languagesURL: String
    let treesURL: String
    let labelsURL: String
    let htmlURL: String
    let pushedAt: Timestamp
    let createdAt: Timestamp
    let hasIssues: Bool
    let forksURL: String
    let branchesURL: String
    let commitsURL: String
    let notificationsURL: String
    let openIssues: Int
    let contentsURL: String
    let blobsURL: String
    let issuesURL: String
    let compareURL: String
    let issueEventsURL: String
    let name: String
    let updatedAt: Timestamp
    let statusesURL: String
    let forksCount: Int
    let assigneesURL: String
    let sshURL: String
    let isPublic: Bool
    let hasWiki: Bool
    let subscribersURL: String
    let mirrorURL: String?
    let watchersCount: Int
    let id: Int
    let hasDownloads: Bool
    let gitCommitsURL: String
    let downloadsURL: String
    let pullsURL: String
    let homepage: String?
    let issueCommentURL: String
    let hooksURL: String
    let subscriptionURL: String
    let milestonesURL: String
    let svnURL: String
    let eventsURL: String
    let gitTagsURL: String
    let teamsURL: String
    let commentsURL: String
    let openIssuesCount: Int
    let keysURL: String
    let gitURL: String
    let contributorsURL: String
    let size: Int
    let watchers: Int

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
  struct Issue<Timestamp: Codable & Equatable>: Codable, Equatable {
    let user: User
    let url: String
    let labels: [Label]
    let htmlURL: String
    let labelsURL: String
    let pullRequest: PullRequestLinks
    let createdAt: Timestamp
    let closedAt: Timestamp?
    let milestone: Milestone?
    let title: String
    let body: String
    let updatedAt: Timestamp
    let number: Int
    let state: IssueState
    let assignee: User?
    let id: Int
    let eventsURL: String
    let commentsURL: String
    let comments: Int

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
  enum IssueState: String, Codable, Equatable {
    case open, closed
  }

  /// An issue's label; every issue of this payload has none.
  struct Label: Codable, Equatable {
    let url: String
    let name: String
    let color: String
  }

  /// An issue's milestone; `null` for every issue of this payload.
  struct Milestone: Codable, Equatable {
    let url: String
    let number: Int
    let title: String
  }

  /// The links to an issue's pull request, all `null` when the issue is not one.
  struct PullRequestLinks: Codable, Equatable {
    let htmlURL: String?
    let patchURL: String?
    let diffURL: String?

    enum CodingKeys: String, CodingKey {
      case htmlURL = "html_url"
      case patchURL = "patch_url"
      case diffURL = "diff_url"
    }
  }

  /// A comment on an issue.
  struct Comment<Timestamp: Codable & Equatable>: Codable, Equatable {
    let user: User
    let url: String
    let issueURL: String
    let createdAt: Timestamp
    let body: String
    let updatedAt: Timestamp
    let id: Int

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
  struct Page: Codable, Equatable {
    let pageName: String
    let htmlURL: String
    let title: String
    let sha: String
    let summary: String?
    let action: String

    enum CodingKeys: String, CodingKey {
      case pageName = "page_name"
      case htmlURL = "html_url"
      case title, sha, summary, action
    }
  }
}
