/// The models of `twitter.json`: one page of a 2014 search API response, 100 statuses, mostly in
/// Japanese, as a user would generate them from the payload (snake-case keys through
/// `CodingKeys`, optionals where the payload has `null` or leaves a key out).
enum Twitter {
  /// The page: the statuses found and how the search ran.
  struct SearchResult: Codable, Equatable {
    let statuses: [Status]
    let searchMetadata: SearchMetadata

    enum CodingKeys: String, CodingKey {
      case statuses
      case searchMetadata = "search_metadata"
    }
  }

  /// How the search ran, and the queries for the pages before and after.
  struct SearchMetadata: Codable, Equatable {
    let completedIn: Double
    let maxID: Int
    let maxIDStr: String
    let nextResults: String
    let query: String
    let refreshURL: String
    let count: Int
    let sinceID: Int
    let sinceIDStr: String

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
  struct Status: Codable, Equatable {
    let metadata: Metadata
    let createdAt: String
    let id: Int
    let idStr: String
    let text: String
    let source: String
    let truncated: Bool
    let inReplyToStatusID: Int?
    let inReplyToStatusIDStr: String?
    let inReplyToUserID: Int?
    let inReplyToUserIDStr: String?
    let inReplyToScreenName: String?
    let user: User
    let geo: Point?
    let coordinates: Point?
    let place: Place?
    let contributors: [Contributor]?
    let retweetCount: Int
    let favoriteCount: Int
    let entities: Entities
    let isFavorited: Bool
    let isRetweeted: Bool
    let lang: String
    let retweetedStatus: RetweetedStatus?
    let isPossiblySensitive: Bool?

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
  struct RetweetedStatus: Codable, Equatable {
    let metadata: Metadata
    let createdAt: String
    let id: Int
    let idStr: String
    let text: String
    let source: String
    let truncated: Bool
    let inReplyToStatusID: Int?
    let inReplyToStatusIDStr: String?
    let inReplyToUserID: Int?
    let inReplyToUserIDStr: String?
    let inReplyToScreenName: String?
    let user: User
    let geo: Point?
    let coordinates: Point?
    let place: Place?
    let contributors: [Contributor]?
    let retweetCount: Int
    let favoriteCount: Int
    let entities: Entities
    let isFavorited: Bool
    let isRetweeted: Bool
    let lang: String
    let isPossiblySensitive: Bool?

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
  struct Metadata: Codable, Equatable {
    let resultType: String
    let isoLanguageCode: String

    enum CodingKeys: String, CodingKey {
      case resultType = "result_type"
      case isoLanguageCode = "iso_language_code"
    }
  }

  /// The author of a status.
  struct User: Codable, Equatable {
    let id: Int
    let idStr: String
    let name: String
    let screenName: String
    let location: String
    let description: String
    let url: String?
    let entities: UserEntities
    let isProtected: Bool
    let followersCount: Int
    let friendsCount: Int
    let listedCount: Int
    let createdAt: String
    let favouritesCount: Int
    let utcOffset: Int?
    let timeZone: String?
    let isGeoEnabled: Bool
    let isVerified: Bool
    let statusesCount: Int
    let lang: String
    let areContributorsEnabled: Bool
    let isTranslator: Bool
    let isTranslationEnabled: Bool
    let profileBackgroundColor: String
    let profileBackgroundImageURL: String
    let profileBackgroundImageURLHTTPS: String
    let isProfileBackgroundTiled: Bool
    let profileImageURL: String
    let profileImageURLHTTPS: String
    let profileBannerURL: String?
    let profileLinkColor: String
    let profileSidebarBorderColor: String
    let profileSidebarFillColor: String
    let profileTextColor: String
    let usesProfileBackgroundImage: Bool
    let hasDefaultProfile: Bool
    let hasDefaultProfileImage: Bool
    let isFollowing: Bool
    let isFollowRequestSent: Bool
    let hasNotifications: Bool

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
  struct UserEntities: Codable, Equatable {
    let description: Links
    let url: Links?
  }

  /// The links found in one piece of text.
  struct Links: Codable, Equatable {
    let urls: [Link]
  }

  /// The hashtags, cashtags, links, mentions and media of a status's text.
  struct Entities: Codable, Equatable {
    let hashtags: [Hashtag]
    let symbols: [Hashtag]
    let urls: [Link]
    let userMentions: [UserMention]
    let media: [Media]?

    enum CodingKeys: String, CodingKey {
      case hashtags, symbols, urls
      case userMentions = "user_mentions"
      case media
    }
  }

  /// A hashtag, or a cashtag (`symbols`, which have the same shape), and where it is in the text.
  struct Hashtag: Codable, Equatable {
    let text: String
    let indices: [Int]
  }

  /// A shortened link, what it stands for, and where it is in the text.
  struct Link: Codable, Equatable {
    let url: String
    let expandedURL: String
    let displayURL: String
    let indices: [Int]

    enum CodingKeys: String, CodingKey {
      case url
      case expandedURL = "expanded_url"
      case displayURL = "display_url"
      case indices
    }
  }

  /// A user mentioned in a status's text.
  struct UserMention: Codable, Equatable {
    let screenName: String
    let name: String
    let id: Int
    let idStr: String
    let indices: [Int]

    enum CodingKeys: String, CodingKey {
      case screenName = "screen_name"
      case name, id
      case idStr = "id_str"
      case indices
    }
  }

  /// A photo attached to a status, or to the status it retweets.
  struct Media: Codable, Equatable {
    let id: Int
    let idStr: String
    let indices: [Int]
    let mediaURL: String
    let mediaURLHTTPS: String
    let url: String
    let displayURL: String
    let expandedURL: String
    let type: String
    let sizes: Sizes
    let sourceStatusID: Int?
    let sourceStatusIDStr: String?

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
  struct Sizes: Codable, Equatable {
    let medium: Size
    let small: Size
    let thumb: Size
    let large: Size
  }

  /// One size of a photo.
  struct Size: Codable, Equatable {
    let w: Int
    let h: Int
    let resize: Resize
  }

  /// How a photo was brought to a size.
  enum Resize: String, Codable, Equatable {
    case fit, crop
  }

  /// Where a status was sent from; always `null` in this payload.
  struct Point: Codable, Equatable {
    let type: String
    let coordinates: [Double]
  }

  /// The place a status is about; always `null` in this payload.
  struct Place: Codable, Equatable {
    let id: String
    let name: String
    let fullName: String
    let countryCode: String

    enum CodingKeys: String, CodingKey {
      case id, name
      case fullName = "full_name"
      case countryCode = "country_code"
    }
  }

  /// A user who helped write a status; `contributors` is always `null` in this payload.
  struct Contributor: Codable, Equatable {
    let id: Int
    let idStr: String
    let screenName: String

    enum CodingKeys: String, CodingKey {
      case id
      case idStr = "id_str"
      case screenName = "screen_name"
    }
  }
}
