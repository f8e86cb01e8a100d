extension Twitter {
  /// `twitter.json` for a decoder whose `keyDecodingStrategy` is `.convertFromSnakeCase`: each
  /// property is named as the strategy spells its key (`profile_image_url_https` is
  /// `profileImageUrlHttps`), with no `CodingKeys`.
  ///
  /// Not a second copy of every member: each object keeps its members whose keys have an
  /// underscore, and the ones that lead to them, so that every converted key of the payload's
  /// shapes is decoded at least once.
  enum CamelCase {
    /// The page.
    struct SearchResult: Codable, Equatable {
      let statuses: [Status]
      let searchMetadata: SearchMetadata
    }

    /// How the search ran.
    struct SearchMetadata: Codable, Equatable {
      let completedIn: Double
      let maxId: Int
      let maxIdStr: String
      let nextResults: String
      let refreshUrl: String
      let sinceId: Int
      let sinceIdStr: String
    }

    /// A status found by the search.
    struct Status: Codable, Equatable {
      let metadata: Metadata
      let createdAt: String
      let idStr: String
      let inReplyToStatusId: Int?
      let inReplyToStatusIdStr: String?
      let inReplyToUserId: Int?
      let inReplyToUserIdStr: String?
      let inReplyToScreenName: String?
      let user: User
      let retweetCount: Int
      let favoriteCount: Int
      let entities: Entities
      let retweetedStatus: RetweetedStatus?
      let possiblySensitive: Bool?
    }

    /// The status that a retweet repeats.
    struct RetweetedStatus: Codable, Equatable {
      let metadata: Metadata
      let createdAt: String
      let idStr: String
      let inReplyToStatusIdStr: String?
      let user: User
      let retweetCount: Int
      let favoriteCount: Int
      let entities: Entities
      let possiblySensitive: Bool?
    }

    /// Why the search returned a status.
    struct Metadata: Codable, Equatable {
      let resultType: String
      let isoLanguageCode: String
    }

    /// The author of a status.
    struct User: Codable, Equatable {
      let idStr: String
      let screenName: String
      let entities: UserEntities
      let followersCount: Int
      let friendsCount: Int
      let listedCount: Int
      let createdAt: String
      let favouritesCount: Int
      let utcOffset: Int?
      let timeZone: String?
      let geoEnabled: Bool
      let statusesCount: Int
      let contributorsEnabled: Bool
      let isTranslator: Bool
      let isTranslationEnabled: Bool
      let profileBackgroundColor: String
      let profileBackgroundImageUrl: String
      let profileBackgroundImageUrlHttps: String
      let profileBackgroundTile: Bool
      let profileImageUrl: String
      let profileImageUrlHttps: String
      let profileBannerUrl: String?
      let profileLinkColor: String
      let profileSidebarBorderColor: String
      let profileSidebarFillColor: String
      let profileTextColor: String
      let profileUseBackgroundImage: Bool
      let defaultProfile: Bool
      let defaultProfileImage: Bool
      let followRequestSent: Bool
    }

    /// The links in a user's profile.
    struct UserEntities: Codable, Equatable {
      let description: Links
      let url: Links?
    }

    /// The links found in one piece of text.
    struct Links: Codable, Equatable {
      let urls: [Link]
    }

    /// The links, mentions and media of a status's text.
    struct Entities: Codable, Equatable {
      let urls: [Link]
      let userMentions: [UserMention]
      let media: [Media]?
    }

    /// A shortened link and what it stands for.
    struct Link: Codable, Equatable {
      let expandedUrl: String
      let displayUrl: String
    }

    /// A user mentioned in a status's text.
    struct UserMention: Codable, Equatable {
      let screenName: String
      let idStr: String
    }

    /// A photo attached to a status.
    struct Media: Codable, Equatable {
      let idStr: String
      let mediaUrl: String
      let mediaUrlHttps: String
      let displayUrl: String
      let expandedUrl: String
      let sourceStatusId: Int?
      let sourceStatusIdStr: String?
    }
  }
}
