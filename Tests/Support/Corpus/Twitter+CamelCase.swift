// The members of models that a generator writes, one for each key of the payload, named after it.
// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

extension Twitter {
  /// `twitter.json` for a decoder whose `keyDecodingStrategy` is `.convertFromSnakeCase`: each
  /// property is named as the strategy spells its key (`profile_image_url_https` is
  /// `profileImageUrlHttps`), with no `CodingKeys`.
  ///
  /// Not a second copy of every member: each object keeps its members whose keys have an
  /// underscore, and the ones that lead to them, so that every converted key of the payload's
  /// shapes is decoded at least once.
  public enum CamelCase: Sendable {
    /// The page.
    public struct SearchResult: Codable, Equatable, Sendable {
      public let statuses: [Status]
      public let searchMetadata: SearchMetadata
    }

    /// How the search ran.
    public struct SearchMetadata: Codable, Equatable, Sendable {
      public let completedIn: Double
      public let maxId: Int
      public let maxIdStr: String
      public let nextResults: String
      public let refreshUrl: String
      public let sinceId: Int
      public let sinceIdStr: String
    }

    /// A status found by the search.
    public struct Status: Codable, Equatable, Sendable {
      public let metadata: Metadata
      public let createdAt: String
      public let idStr: String
      public let inReplyToStatusId: Int?
      public let inReplyToStatusIdStr: String?
      public let inReplyToUserId: Int?
      public let inReplyToUserIdStr: String?
      public let inReplyToScreenName: String?
      public let user: User
      public let retweetCount: Int
      public let favoriteCount: Int
      public let entities: Entities
      public let retweetedStatus: RetweetedStatus?
      public let possiblySensitive: Bool?
    }

    /// The status that a retweet repeats.
    public struct RetweetedStatus: Codable, Equatable, Sendable {
      public let metadata: Metadata
      public let createdAt: String
      public let idStr: String
      public let inReplyToStatusIdStr: String?
      public let user: User
      public let retweetCount: Int
      public let favoriteCount: Int
      public let entities: Entities
      public let possiblySensitive: Bool?
    }

    /// Why the search returned a status.
    public struct Metadata: Codable, Equatable, Sendable {
      public let resultType: String
      public let isoLanguageCode: String
    }

    /// The author of a status.
    public struct User: Codable, Equatable, Sendable {
      public let idStr: String
      public let screenName: String
      public let entities: UserEntities
      public let followersCount: Int
      public let friendsCount: Int
      public let listedCount: Int
      public let createdAt: String
      public let favouritesCount: Int
      public let utcOffset: Int?
      public let timeZone: String?
      public let geoEnabled: Bool
      public let statusesCount: Int
      public let contributorsEnabled: Bool
      public let isTranslator: Bool
      public let isTranslationEnabled: Bool
      public let profileBackgroundColor: String
      public let profileBackgroundImageUrl: String
      public let profileBackgroundImageUrlHttps: String
      public let profileBackgroundTile: Bool
      public let profileImageUrl: String
      public let profileImageUrlHttps: String
      public let profileBannerUrl: String?
      public let profileLinkColor: String
      public let profileSidebarBorderColor: String
      public let profileSidebarFillColor: String
      public let profileTextColor: String
      public let profileUseBackgroundImage: Bool
      public let defaultProfile: Bool
      public let defaultProfileImage: Bool
      public let followRequestSent: Bool
    }

    /// The links in a user's profile.
    public struct UserEntities: Codable, Equatable, Sendable {
      public let description: Links
      public let url: Links?
    }

    /// The links found in one piece of text.
    public struct Links: Codable, Equatable, Sendable {
      public let urls: [Link]
    }

    /// The links, mentions and media of a status's text.
    public struct Entities: Codable, Equatable, Sendable {
      public let urls: [Link]
      public let userMentions: [UserMention]
      public let media: [Media]?
    }

    /// A shortened link and what it stands for.
    public struct Link: Codable, Equatable, Sendable {
      public let expandedUrl: String
      public let displayUrl: String
    }

    /// A user mentioned in a status's text.
    public struct UserMention: Codable, Equatable, Sendable {
      public let screenName: String
      public let idStr: String
    }

    /// A photo attached to a status.
    public struct Media: Codable, Equatable, Sendable {
      public let idStr: String
      public let mediaUrl: String
      public let mediaUrlHttps: String
      public let displayUrl: String
      public let expandedUrl: String
      public let sourceStatusId: Int?
      public let sourceStatusIdStr: String?
    }
  }
}
