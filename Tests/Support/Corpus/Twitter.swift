// The members of models that a generator writes, one for each key of the payload, named after it.
// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

/// The models of `twitter.json`: one page of a 2014 search API response, 100 statuses, mostly in
/// Japanese, as a user would generate them from the payload (snake-case keys through
/// `CodingKeys`, optionals where the payload has `null` or leaves a key out).
public enum Twitter: Sendable {
  /// The page: the statuses found and how the search ran.
  public struct SearchResult: Codable, Equatable, Sendable {
    public let statuses: [Status]
    public let searchMetadata: SearchMetadata

    enum CodingKeys: String, CodingKey {
      case statuses
      case searchMetadata = "search_metadata"
    }
  }

  /// How the search ran, and the queries for the pages before and after.
  public struct SearchMetadata: Codable, Equatable, Sendable {
    public let completedIn: Double
    public let maxID: Int
    public let maxIDStr: String
    public let nextResults: String
    public let query: String
    public let refreshURL: String
    public let count: Int
    public let sinceID: Int
    public let sinceIDStr: String

    enum CodingKeys: String, CodingKey {
      case completedIn = "completed_in"
      case maxID = "max_id"
      case maxIDStr = "max_id_str"
      case nextResults = "next_results"
      case query
      case refreshURL = "refresh_url"
      case count
      case sinceID = "since_id"
      case sinceIDStr = "since_id_str"
    }
  }

  /// A status found by the search, which may be a retweet of another.
  public struct Status: Codable, Equatable, Sendable {
    public let metadata: Metadata
    public let createdAt: String
    public let id: Int
    public let idStr: String
    public let text: String
    public let source: String
    public let truncated: Bool
    public let inReplyToStatusID: Int?
    public let inReplyToStatusIDStr: String?
    public let inReplyToUserID: Int?
    public let inReplyToUserIDStr: String?
    public let inReplyToScreenName: String?
    public let user: User
    public let geo: Point?
    public let coordinates: Point?
    public let place: Place?
    public let contributors: [Contributor]?
    public let retweetCount: Int
    public let favoriteCount: Int
    public let entities: Entities
    public let isFavorited: Bool
    public let isRetweeted: Bool
    public let lang: String
    public let retweetedStatus: RetweetedStatus?
    public let isPossiblySensitive: Bool?

    enum CodingKeys: String, CodingKey {
      case metadata
      case createdAt = "created_at"
      case id
      case idStr = "id_str"
      case text, source, truncated
      case inReplyToStatusID = "in_reply_to_status_id"
      case inReplyToStatusIDStr = "in_reply_to_status_id_str"
      case inReplyToUserID = "in_reply_to_user_id"
      case inReplyToUserIDStr = "in_reply_to_user_id_str"
      case inReplyToScreenName = "in_reply_to_screen_name"
      case user, geo, coordinates, place, contributors
      case retweetCount = "retweet_count"
      case favoriteCount = "favorite_count"
      case entities
      case isFavorited = "favorited"
      case isRetweeted = "retweeted"
      case lang
      case retweetedStatus = "retweeted_status"
      case isPossiblySensitive = "possibly_sensitive"
    }
  }

  /// The status that a retweet repeats: a status's members, less `retweeted_status`.
  public struct RetweetedStatus: Codable, Equatable, Sendable {
    public let metadata: Metadata
    public let createdAt: String
    public let id: Int
    public let idStr: String
    public let text: String
    public let source: String
    public let truncated: Bool
    public let inReplyToStatusID: Int?
    public let inReplyToStatusIDStr: String?
    public let inReplyToUserID: Int?
    public let inReplyToUserIDStr: String?
    public let inReplyToScreenName: String?
    public let user: User
    public let geo: Point?
    public let coordinates: Point?
    public let place: Place?
    public let contributors: [Contributor]?
    public let retweetCount: Int
    public let favoriteCount: Int
    public let entities: Entities
    public let isFavorited: Bool
    public let isRetweeted: Bool
    public let lang: String
    public let isPossiblySensitive: Bool?

    enum CodingKeys: String, CodingKey {
      case metadata
      case createdAt = "created_at"
      case id
      case idStr = "id_str"
      case text, source, truncated
      case inReplyToStatusID = "in_reply_to_status_id"
      case inReplyToStatusIDStr = "in_reply_to_status_id_str"
      case inReplyToUserID = "in_reply_to_user_id"
      case inReplyToUserIDStr = "in_reply_to_user_id_str"
      case inReplyToScreenName = "in_reply_to_screen_name"
      case user, geo, coordinates, place, contributors
      case retweetCount = "retweet_count"
      case favoriteCount = "favorite_count"
      case entities
      case isFavorited = "favorited"
      case isRetweeted = "retweeted"
      case lang
      case isPossiblySensitive = "possibly_sensitive"
    }
  }

  /// Why the search returned a status, and the language it guessed.
  public struct Metadata: Codable, Equatable, Sendable {
    public let resultType: String
    public let isoLanguageCode: String

    enum CodingKeys: String, CodingKey {
      case resultType = "result_type"
      case isoLanguageCode = "iso_language_code"
    }
  }

  /// The author of a status.
  public struct User: Codable, Equatable, Sendable {
    public let id: Int
    public let idStr: String
    public let name: String
    public let screenName: String
    public let location: String
    public let description: String
    public let url: String?
    public let entities: UserEntities
    public let isProtected: Bool
    public let followersCount: Int
    public let friendsCount: Int
    public let listedCount: Int
    public let createdAt: String
    public let favouritesCount: Int
    public let utcOffset: Int?
    public let timeZone: String?
    public let isGeoEnabled: Bool
    public let isVerified: Bool
    public let statusesCount: Int
    public let lang: String
    public let areContributorsEnabled: Bool
    public let isTranslator: Bool
    public let isTranslationEnabled: Bool
    public let profileBackgroundColor: String
    public let profileBackgroundImageURL: String
    public let profileBackgroundImageURLHTTPS: String
    public let isProfileBackgroundTiled: Bool
    public let profileImageURL: String
    public let profileImageURLHTTPS: String
    public let profileBannerURL: String?
    public let profileLinkColor: String
    public let profileSidebarBorderColor: String
    public let profileSidebarFillColor: String
    public let profileTextColor: String
    public let usesProfileBackgroundImage: Bool
    public let hasDefaultProfile: Bool
    public let hasDefaultProfileImage: Bool
    public let isFollowing: Bool
    public let isFollowRequestSent: Bool
    public let hasNotifications: Bool

    enum CodingKeys: String, CodingKey {
      case id
      case idStr = "id_str"
      case name
      case screenName = "screen_name"
      case location, description, url, entities
      case isProtected = "protected"
      case followersCount = "followers_count"
      case friendsCount = "friends_count"
      case listedCount = "listed_count"
      case createdAt = "created_at"
      case favouritesCount = "favourites_count"
      case utcOffset = "utc_offset"
      case timeZone = "time_zone"
      case isGeoEnabled = "geo_enabled"
      case isVerified = "verified"
      case statusesCount = "statuses_count"
      case lang
      case areContributorsEnabled = "contributors_enabled"
      case isTranslator = "is_translator"
      case isTranslationEnabled = "is_translation_enabled"
      case profileBackgroundColor = "profile_background_color"
      case profileBackgroundImageURL = "profile_background_image_url"
      case profileBackgroundImageURLHTTPS = "profile_background_image_url_https"
      case isProfileBackgroundTiled = "profile_background_tile"
      case profileImageURL = "profile_image_url"
      case profileImageURLHTTPS = "profile_image_url_https"
      case profileBannerURL = "profile_banner_url"
      case profileLinkColor = "profile_link_color"
      case profileSidebarBorderColor = "profile_sidebar_border_color"
      case profileSidebarFillColor = "profile_sidebar_fill_color"
      case profileTextColor = "profile_text_color"
      case usesProfileBackgroundImage = "profile_use_background_image"
      case hasDefaultProfile = "default_profile"
      case hasDefaultProfileImage = "default_profile_image"
      case isFollowing = "following"
      case isFollowRequestSent = "follow_request_sent"
      case hasNotifications = "notifications"
    }
  }

  /// The links in a user's profile: in the description, and the profile's own link if it has one.
  public struct UserEntities: Codable, Equatable, Sendable {
    public let description: Links
    public let url: Links?
  }

  /// The links found in one piece of text.
  public struct Links: Codable, Equatable, Sendable {
    public let urls: [Link]
  }

  /// The hashtags, cashtags, links, mentions and media of a status's text.
  public struct Entities: Codable, Equatable, Sendable {
    public let hashtags: [Hashtag]
    public let symbols: [Hashtag]
    public let urls: [Link]
    public let userMentions: [UserMention]
    public let media: [Media]?

    enum CodingKeys: String, CodingKey {
      case hashtags, symbols, urls
      case userMentions = "user_mentions"
      case media
    }
  }

  /// A hashtag, or a cashtag (`symbols`, which have the same shape), and where it is in the text.
  public struct Hashtag: Codable, Equatable, Sendable {
    public let text: String
    public let indices: [Int]
  }

  /// A shortened link, what it stands for, and where it is in the text.
  public struct Link: Codable, Equatable, Sendable {
    public let url: String
    public let expandedURL: String
    public let displayURL: String
    public let indices: [Int]

    enum CodingKeys: String, CodingKey {
      case url
      case expandedURL = "expanded_url"
      case displayURL = "display_url"
      case indices
    }
  }

  /// A user mentioned in a status's text.
  public struct UserMention: Codable, Equatable, Sendable {
    public let screenName: String
    public let name: String
    public let id: Int
    public let idStr: String
    public let indices: [Int]

    enum CodingKeys: String, CodingKey {
      case screenName = "screen_name"
      case name, id
      case idStr = "id_str"
      case indices
    }
  }

  /// A photo attached to a status, or to the status it retweets.
  public struct Media: Codable, Equatable, Sendable {
    public let id: Int
    public let idStr: String
    public let indices: [Int]
    public let mediaURL: String
    public let mediaURLHTTPS: String
    public let url: String
    public let displayURL: String
    public let expandedURL: String
    public let type: String
    public let sizes: Sizes
    public let sourceStatusID: Int?
    public let sourceStatusIDStr: String?

    enum CodingKeys: String, CodingKey {
      case id
      case idStr = "id_str"
      case indices
      case mediaURL = "media_url"
      case mediaURLHTTPS = "media_url_https"
      case url
      case displayURL = "display_url"
      case expandedURL = "expanded_url"
      case type, sizes
      case sourceStatusID = "source_status_id"
      case sourceStatusIDStr = "source_status_id_str"
    }
  }

  /// The sizes a photo is served in.
  public struct Sizes: Codable, Equatable, Sendable {
    public let medium: Size
    public let small: Size
    public let thumb: Size
    public let large: Size
  }

  /// One size of a photo.
  public struct Size: Codable, Equatable, Sendable {
    public let w: Int
    public let h: Int
    public let resize: Resize
  }

  /// How a photo was brought to a size.
  public enum Resize: String, Codable, Equatable, Sendable {
    case fit, crop
  }

  /// Where a status was sent from; always `null` in this payload.
  public struct Point: Codable, Equatable, Sendable {
    public let type: String
    public let coordinates: [Double]
  }

  /// The place a status is about; always `null` in this payload.
  public struct Place: Codable, Equatable, Sendable {
    public let id: String
    public let name: String
    public let fullName: String
    public let countryCode: String

    enum CodingKeys: String, CodingKey {
      case id, name
      case fullName = "full_name"
      case countryCode = "country_code"
    }
  }

  /// A user who helped write a status; `contributors` is always `null` in this payload.
  public struct Contributor: Codable, Equatable, Sendable {
    public let id: Int
    public let idStr: String
    public let screenName: String

    enum CodingKeys: String, CodingKey {
      case id
      case idStr = "id_str"
      case screenName = "screen_name"
    }
  }
}
