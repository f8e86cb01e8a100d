import MacroTesting
import Testing

@Suite(.macros(macroSpecs))
struct SafeDecodingExpansionTests {
  @Test func `a struct decodes each kind of property as it should`() {
    assertMacro {
      """
      @SafeDecoding
      struct Episode {
        let id: Int
        let title: String?
        var tags: [String]
        var genres: Set<String>, ratings: [Int: Double]
        var chapters: [String]?
        var rating = 0
        let kind = "episode"
        @Resilient var labels: [String]
        var isLive: Bool { kind == "live" }
        static let shared = 1
        lazy var cache = 0
        var watched = false {
          didSet { print(oldValue) }
        }
      }
      """
    } expansion: {
      """
      struct Episode {
        let id: Int
        let title: String?
        var tags: [String]
        var genres: Set<String>, ratings: [Int: Double]
        var chapters: [String]?
        var rating = 0
        let kind = "episode"
        @Resilient var labels: [String]
        var isLive: Bool { kind == "live" }
        static let shared = 1
        lazy var cache = 0
        var watched = false {
          didSet { print(oldValue) }
        }

        private enum CodingKeys: Swift.String, Swift.CodingKey {
          case id
          case title
          case tags
          case genres
          case ratings
          case chapters
          case rating
          case kind
          case labels
          case watched
        }
      }

      extension Episode: Swift.Decodable {
        init(from decoder: any Swift.Decoder) throws {
          let _$container = try decoder.container(keyedBy: CodingKeys.self)
          let _$context = ResilientCodableCore.SafeDecodingContext(Self.self)
          self.id = try _$container._$decode(forKey: .id)
          self.title = try _$container.decodeResilient(forKey: .title, property: "title", context: _$context)
          self.tags = try _$container.decodeResilient(forKey: .tags, property: "tags", context: _$context)
          self.genres = try _$container.decodeResilient(forKey: .genres, property: "genres", context: _$context)
          self.ratings = try _$container.decodeResilient(forKey: .ratings, property: "ratings", context: _$context)
          self.chapters = try _$container.decodeResilient(forKey: .chapters, property: "chapters", context: _$context)
          self.rating = try _$container.decode(forKey: .rating, property: "rating", context: _$context, initialValue: self.rating)
          self._labels = try _$container._$decodeWrapper(forKey: .labels)
          self.watched = try _$container.decode(forKey: .watched, property: "watched", context: _$context, initialValue: self.watched)
        }
      }
      """
    }
  }

  @Test func `alternate keys and a key style add coding keys and pick the key present`() {
    assertMacro {
      """
      @SafeDecoding(keyStyle: .snakeCase)
      struct Account: Codable {
        @CodedAs("login") var userName: String
        @CodedAt("mail") var email: String?
        var htmlURL: String
        var id: Int
      }
      """
    } expansion: {
      """
      struct Account: Codable {
        var userName: String
        var email: String?
        var htmlURL: String
        var id: Int

        private enum CodingKeys: Swift.String, Swift.CodingKey {
          case userName = "user_name"
          case __userName_key1 = "login"
          case __userName_key2 = "userName"
          case email = "mail"
          case htmlURL = "html_url"
          case __htmlURL_key1 = "htmlUrl"
          case id
        }

        /// What the payload held beyond the declared properties, written back by `encode(to:)`.
        var preservedData = ResilientCodableCore.PreservedData()

        func encode(to encoder: any Swift.Encoder) throws {
          var _$container = encoder.container(keyedBy: CodingKeys.self)
          try _$container._$encode(self.userName, forKey: .userName)
          try _$container.encodeResilient(self.email, forKey: .email, property: "email", preserved: self.preservedData)
          try _$container._$encode(self.htmlURL, forKey: .htmlURL)
          try _$container._$encode(self.id, forKey: .id)
          try self.preservedData.encodeUnknownKeys(to: encoder)
        }
      }

      extension Account {
        init(from decoder: any Swift.Decoder) throws {
          let _$container = try decoder.container(keyedBy: CodingKeys.self)
          let _$context = ResilientCodableCore.SafeDecodingContext(Self.self)
          var _$preserved = ResilientCodableCore.PreservedData(preparingFor: decoder)
          self.userName = try _$container._$decode(forKey: _$container.firstPresentKey(.userName, .__userName_key1, .__userName_key2))
          self.email = try _$container.decodeResilient(forKey: .email, property: "email", context: _$context, preserving: &_$preserved)
          self.htmlURL = try _$container._$decode(forKey: _$container.firstPresentKey(.htmlURL, .__htmlURL_key1))
          self.id = try _$container._$decode(forKey: .id)
          self.preservedData = _$preserved
        }
      }
      """
    }
  }

  @Test func `a key path opens each object once and writes the objects back`() {
    assertMacro {
      """
      @SafeDecoding
      struct Pull: Codable {
        @CodedAt("user", "login") var author: String?
        @CodedAt("user", "id") var authorID: Int
        @CodedAt("head", "repo", "name") var repoName: String?
      }
      """
    } expansion: {
      """
      struct Pull: Codable {
        var author: String?
        var authorID: Int
        var repoName: String?

        private enum CodingKeys: Swift.String, Swift.CodingKey {
          case __object1 = "user"
          case __object2 = "head"
        }

        /// What the payload held beyond the declared properties, written back by `encode(to:)`.
        var preservedData = ResilientCodableCore.PreservedData()

        func encode(to encoder: any Swift.Encoder) throws {
          var _$container = encoder.container(keyedBy: CodingKeys.self)
          var _$object1 = _$container.nestedContainer(keyedBy: ResilientCodableCore.SafeDecodingKey.self, forKey: .__object1)
          var _$object2 = _$container.nestedContainer(keyedBy: ResilientCodableCore.SafeDecodingKey.self, forKey: .__object2)
          var _$object3 = _$object2.nestedContainer(keyedBy: ResilientCodableCore.SafeDecodingKey.self, forKey: ResilientCodableCore.SafeDecodingKey("repo"))
          try _$object1.encodeResilient(self.author, forKey: ResilientCodableCore.SafeDecodingKey("login"), property: "author", preserved: self.preservedData)
          try _$object1._$encode(self.authorID, forKey: ResilientCodableCore.SafeDecodingKey("id"))
          try _$object3.encodeResilient(self.repoName, forKey: ResilientCodableCore.SafeDecodingKey("name"), property: "repoName", preserved: self.preservedData)
          try self.preservedData.encodeUnknownKeys(to: encoder)
        }
      }

      extension Pull {
        init(from decoder: any Swift.Decoder) throws {
          let _$container = try decoder.container(keyedBy: CodingKeys.self)
          let _$context = ResilientCodableCore.SafeDecodingContext(Self.self)
          var _$preserved = ResilientCodableCore.PreservedData(preparingFor: decoder)
          let _$object1 = try _$container.resilientNestedContainer(forKey: .__object1, context: _$context)
          let _$object2 = try _$container.resilientNestedContainer(forKey: .__object2, context: _$context)
          let _$object3 = try _$object2.resilientNestedContainer(forKey: ResilientCodableCore.SafeDecodingKey("repo"), context: _$context)
          self.author = try _$object1.decodeResilient(forKey: ResilientCodableCore.SafeDecodingKey("login"), property: "author", context: _$context, preserving: &_$preserved)
          self.authorID = try _$object1._$decode(forKey: ResilientCodableCore.SafeDecodingKey("id"))
          self.repoName = try _$object3.decodeResilient(forKey: ResilientCodableCore.SafeDecodingKey("name"), property: "repoName", context: _$context, preserving: &_$preserved)
          self.preservedData = _$preserved
        }
      }
      """
    }
  }

  @Test func `@IgnoreSafeDecoding decodes as synthesized code does`() {
    assertMacro {
      """
      @SafeDecoding
      struct Token {
        @IgnoreSafeDecoding var scopes: [String]
        @IgnoreSafeDecoding var expiry: Int?
      }
      """
    } expansion: {
      """
      struct Token {
        var scopes: [String]
        var expiry: Int?
      }

      extension Token: Swift.Decodable {
      }
      """
    }
  }

  @Test func `@FallbackDecoding passes the fallback as a closure`() {
    assertMacro {
      """
      @SafeDecoding
      struct Player {
        @FallbackDecoding(Quality.auto) var quality: Quality
      }
      """
    } expansion: {
      """
      struct Player {
        var quality: Quality

        private enum CodingKeys: Swift.String, Swift.CodingKey {
          case quality
        }
      }

      extension Player: Swift.Decodable {
        init(from decoder: any Swift.Decoder) throws {
          let _$container = try decoder.container(keyedBy: CodingKeys.self)
          let _$context = ResilientCodableCore.SafeDecodingContext(Self.self)
          self.quality = try _$container.decode(forKey: .quality, property: "quality", context: _$context, fallback: { Quality.auto })
        }
      }
      """
    }
  }

  @Test func `@RetryDecoding passes the retries in declaration order`() {
    assertMacro {
      """
      @SafeDecoding
      struct Item {
        @RetryDecoding(String.self, map: { Int($0) })
        @RetryDecoding(Double.self, map: { Int($0) })
        @FallbackDecoding(0)
        var count: Int
      }
      """
    } expansion: {
      """
      struct Item {
        var count: Int

        private enum CodingKeys: Swift.String, Swift.CodingKey {
          case count
        }
      }

      extension Item: Swift.Decodable {
        init(from decoder: any Swift.Decoder) throws {
          let _$container = try decoder.container(keyedBy: CodingKeys.self)
          let _$context = ResilientCodableCore.SafeDecodingContext(Self.self)
          self.count = try _$container.decode(forKey: .count, property: "count", context: _$context, retries: [ResilientCodableCore.DecodingRetry(String.self, map: { Int($0) }), ResilientCodableCore.DecodingRetry(Double.self, map: { Int($0) })], fallback: { 0 })
        }
      }
      """
    }
  }

  @Test func `reporter: is evaluated once per decode`() {
    assertMacro {
      """
      @SafeDecoding(reporter: Logging.shared)
      public struct Page {
        public var items: [Int]
      }
      """
    } expansion: {
      """
      public struct Page {
        public var items: [Int]

        private enum CodingKeys: Swift.String, Swift.CodingKey {
          case items
        }
      }

      extension Page: Swift.Decodable {
        public init(from decoder: any Swift.Decoder) throws {
          let _$container = try decoder.container(keyedBy: CodingKeys.self)
          let _$context = ResilientCodableCore.SafeDecodingContext(Self.self, reporter: Logging.shared)
          self.items = try _$container.decodeResilient(forKey: .items, property: "items", context: _$context)
        }
      }
      """
    }
  }

  @Test func `a class gets a required initializer`() {
    assertMacro {
      """
      @SafeDecoding
      class Asset {
        let id: Int
        var images: [String]?
      }
      """
    } expansion: {
      """
      class Asset {
        let id: Int
        var images: [String]?

        private enum CodingKeys: Swift.String, Swift.CodingKey {
          case id
          case images
        }

        required init(from decoder: any Swift.Decoder) throws {
          let _$container = try decoder.container(keyedBy: CodingKeys.self)
          let _$context = ResilientCodableCore.SafeDecodingContext(Self.self)
          self.id = try _$container._$decode(forKey: .id)
          self.images = try _$container.decodeResilient(forKey: .images, property: "images", context: _$context)
        }
      }

      extension Asset: Swift.Decodable {
      }
      """
    }
  }

  @Test func `a class that declares Decodable gets no extension`() {
    assertMacro {
      """
      @SafeDecoding
      final class Channel: Decodable {
        let name: String
      }
      """
    } expansion: {
      """
      final class Channel: Decodable {
        let name: String

        private enum CodingKeys: Swift.String, Swift.CodingKey {
          case name
        }

        required init(from decoder: any Swift.Decoder) throws {
          let _$container = try decoder.container(keyedBy: CodingKeys.self)
          self.name = try _$container._$decode(forKey: .name)
        }
      }
      """
    }
  }

  @Test func `a declared CodingKeys is respected`() {
    assertMacro {
      """
      @SafeDecoding
      struct Profile: Codable {
        let name: String
        var friends: [String]
        var cache: Int = 0

        enum CodingKeys: String, CodingKey {
          case name = "full_name"
          case friends
        }
      }
      """
    } expansion: {
      """
      struct Profile: Codable {
        let name: String
        var friends: [String]
        var cache: Int = 0

        enum CodingKeys: String, CodingKey {
          case name = "full_name"
          case friends
        }

        /// What the payload held beyond the declared properties, written back by `encode(to:)`.
        var preservedData = ResilientCodableCore.PreservedData()

        func encode(to encoder: any Swift.Encoder) throws {
          var _$container = encoder.container(keyedBy: CodingKeys.self)
          try _$container._$encode(self.name, forKey: .name)
          try _$container.encodeResilient(self.friends, forKey: .friends, property: "friends", preserved: self.preservedData)
          try self.preservedData.encodeUnknownKeys(to: encoder)
        }
      }

      extension Profile {
        init(from decoder: any Swift.Decoder) throws {
          let _$container = try decoder.container(keyedBy: CodingKeys.self)
          let _$context = ResilientCodableCore.SafeDecodingContext(Self.self)
          var _$preserved = ResilientCodableCore.PreservedData(preparingFor: decoder)
          self.name = try _$container._$decode(forKey: .name)
          self.friends = try _$container.decodeResilient(forKey: .friends, property: "friends", context: _$context, preserving: &_$preserved)
          self.preservedData = _$preserved
        }
      }
      """
    }
  }

  @Test func `an enum by nested object, the default`() {
    assertMacro {
      """
      @SafeDecoding
      enum Content {
        case vod(id: Int, [String])
        @CaseNameDecoding("ASSET/EPISODE") case episode(Int?)
        case ad, promo
        @FallbackCaseDecoding case unknown
      }
      """
    } expansion: {
      """
      enum Content {
        case vod(id: Int, [String])
        case episode(Int?)
        case ad, promo
        case unknown

        private enum CodingKeys: Swift.String, Swift.CodingKey {
          case vod
          case episode = "ASSET/EPISODE"
          case ad
          case promo
          case unknown
        }

        private enum CaseCodingKeys {
          enum VodCodingKeys: Swift.String, Swift.CodingKey {
            case id
            case _1
          }
          enum EpisodeCodingKeys: Swift.String, Swift.CodingKey {
            case _0
          }
        }

        init(from decoder: any Swift.Decoder) throws {
          let _$context = ResilientCodableCore.SafeDecodingContext(Self.self)
          let _$enum = ResilientCodableCore._$EnumDecoder(decoder)
          let _$container: Swift.KeyedDecodingContainer<CodingKeys>
          do {
            _$container = try decoder.container(keyedBy: CodingKeys.self)
          } catch {
            try _$enum.recoverWithFallbackCase(from: error, context: _$context, keeping: Swift.Void.self)
            self = .unknown
            return
          }
          guard _$container.allKeys.count == 1, let _$key = _$container.allKeys.first else {
            let _$error = _$enum.invalidCaseObjectError(Self.self, knownCases: ["vod", "ASSET/EPISODE", "ad", "promo", "unknown"], codingPath: _$container.codingPath)
            try _$enum.recoverWithFallbackCase(from: _$error, context: _$context, keeping: Swift.Void.self)
            self = .unknown
            return
          }
          switch _$key {
          case .vod:
            let _$values = try _$container.nestedContainer(keyedBy: CaseCodingKeys.VodCodingKeys.self, forKey: _$key)
            self = .vod(id: try _$values._$decode(forKey: .id), try _$values.decodeResilient(forKey: ._1, property: "_1", context: _$context.forCase("vod")))
          case .episode:
            let _$values = try _$container.nestedContainer(keyedBy: CaseCodingKeys.EpisodeCodingKeys.self, forKey: _$key)
            self = .episode(try _$values.decodeResilient(forKey: ._0, property: "_0", context: _$context.forCase("episode")))
          case .ad:
            _ = try _$container.nestedContainer(keyedBy: ResilientCodableCore.SafeDecodingKey.self, forKey: _$key)
            self = .ad
          case .promo:
            _ = try _$container.nestedContainer(keyedBy: ResilientCodableCore.SafeDecodingKey.self, forKey: _$key)
            self = .promo
          case .unknown:
            _ = try _$container.nestedContainer(keyedBy: ResilientCodableCore.SafeDecodingKey.self, forKey: _$key)
            self = .unknown
          }
        }
      }

      extension Content: Swift.Decodable {
      }
      """
    }
  }

  @Test func `an enum by object property`() {
    assertMacro {
      """
      @SafeDecoding(decodingStrategy: .caseByObjectProperty("type"))
      enum Block {
        case text(body: String, links: [String])
        @CaseNameDecoding("IMAGE") case image(url: String)
        case divider
      }
      """
    } expansion: {
      """
      enum Block {
        case text(body: String, links: [String])
        case image(url: String)
        case divider

        private enum CaseCodingKeys {
          enum TextCodingKeys: Swift.String, Swift.CodingKey {
            case body
            case links
          }
          enum ImageCodingKeys: Swift.String, Swift.CodingKey {
            case url
          }
        }

        init(from decoder: any Swift.Decoder) throws {
          let _$context = ResilientCodableCore.SafeDecodingContext(Self.self)
          let _$enum = ResilientCodableCore._$EnumDecoder(decoder)
          let _$container = try decoder.container(keyedBy: ResilientCodableCore.SafeDecodingKey.self)
          let _$key = try _$container.decode(Swift.String.self, forKey: ResilientCodableCore.SafeDecodingKey("type"))
          switch _$key {
          case "text":
            let _$values = try decoder.container(keyedBy: CaseCodingKeys.TextCodingKeys.self)
            self = .text(body: try _$values._$decode(forKey: .body), links: try _$values.decodeResilient(forKey: .links, property: "links", context: _$context.forCase("text")))
          case "IMAGE":
            let _$values = try decoder.container(keyedBy: CaseCodingKeys.ImageCodingKeys.self)
            self = .image(url: try _$values._$decode(forKey: .url))
          case "divider":
            self = .divider
          default:
            let _$error = _$enum.unknownCaseError(_$key, of: Self.self, knownCases: ["text", "IMAGE", "divider"], codingPath: _$container.codingPath + [ResilientCodableCore.SafeDecodingKey("type")])
            throw _$error
          }
        }
      }

      extension Block: Swift.Decodable {
      }
      """
    }
  }

  @Test func `an Encodable enum by object property encodes the shape it decodes`() {
    assertMacro {
      """
      @SafeDecoding(decodingStrategy: .caseByObjectProperty("kind"))
      enum Attachment: Codable {
        case link(String, title: String?)
        @CaseNameDecoding("NONE") case none
      }
      """
    } expansion: {
      """
      enum Attachment: Codable {
        case link(String, title: String?)
        case none

        private enum CaseCodingKeys {
          enum LinkCodingKeys: Swift.String, Swift.CodingKey {
            case _0
            case title
          }
        }

        init(from decoder: any Swift.Decoder) throws {
          let _$context = ResilientCodableCore.SafeDecodingContext(Self.self)
          let _$enum = ResilientCodableCore._$EnumDecoder(decoder)
          let _$container = try decoder.container(keyedBy: ResilientCodableCore.SafeDecodingKey.self)
          let _$key = try _$container.decode(Swift.String.self, forKey: ResilientCodableCore.SafeDecodingKey("kind"))
          switch _$key {
          case "link":
            let _$values = try decoder.container(keyedBy: CaseCodingKeys.LinkCodingKeys.self)
            self = .link(try _$values._$decode(forKey: ._0), title: try _$values.decodeResilient(forKey: .title, property: "title", context: _$context.forCase("link")))
          case "NONE":
            self = .none
          default:
            let _$error = _$enum.unknownCaseError(_$key, of: Self.self, knownCases: ["link", "NONE"], codingPath: _$container.codingPath + [ResilientCodableCore.SafeDecodingKey("kind")])
            throw _$error
          }
        }

        func encode(to encoder: any Swift.Encoder) throws {
          switch self {
          case .link(let _$value0, let _$value1):
            var _$discriminator = encoder.container(keyedBy: ResilientCodableCore.SafeDecodingKey.self)
            try _$discriminator.encode("link", forKey: ResilientCodableCore.SafeDecodingKey("kind"))
            var _$values = encoder.container(keyedBy: CaseCodingKeys.LinkCodingKeys.self)
            try _$values.encode(_$value0, forKey: ._0)
            try _$values.encodeIfPresent(_$value1, forKey: .title)
          case .none:
            var _$discriminator = encoder.container(keyedBy: ResilientCodableCore.SafeDecodingKey.self)
            try _$discriminator.encode("NONE", forKey: ResilientCodableCore.SafeDecodingKey("kind"))
          }
        }
      }
      """
    }
  }

  @Test func `a fallback case that keeps the payload decodes and encodes it whole`() {
    assertMacro {
      """
      @SafeDecoding
      enum Event: Codable {
        case push(ref: String)
        case fork
        @FallbackCaseDecoding case unknown(PreservedValue)
      }
      """
    } expansion: {
      """
      enum Event: Codable {
        case push(ref: String)
        case fork
        case unknown(PreservedValue)

        private enum CodingKeys: Swift.String, Swift.CodingKey {
          case push
          case fork
        }

        private enum CaseCodingKeys {
          enum PushCodingKeys: Swift.String, Swift.CodingKey {
            case ref
          }
        }

        init(from decoder: any Swift.Decoder) throws {
          let _$context = ResilientCodableCore.SafeDecodingContext(Self.self)
          let _$enum = ResilientCodableCore._$EnumDecoder(decoder)
          let _$container: Swift.KeyedDecodingContainer<CodingKeys>
          do {
            _$container = try decoder.container(keyedBy: CodingKeys.self)
          } catch {
            let _$kept = try _$enum.recoverWithFallbackCase(from: error, context: _$context, keeping: ResilientCodableCore.PreservedValue.self)
            self = .unknown(_$kept)
            return
          }
          guard _$container.allKeys.count == 1, let _$key = _$container.allKeys.first else {
            let _$error = _$enum.invalidCaseObjectError(Self.self, knownCases: ["push", "fork"], codingPath: _$container.codingPath)
            let _$kept = try _$enum.recoverWithFallbackCase(from: _$error, context: _$context, keeping: ResilientCodableCore.PreservedValue.self)
            self = .unknown(_$kept)
            return
          }
          switch _$key {
          case .push:
            let _$values = try _$container.nestedContainer(keyedBy: CaseCodingKeys.PushCodingKeys.self, forKey: _$key)
            self = .push(ref: try _$values._$decode(forKey: .ref))
          case .fork:
            _ = try _$container.nestedContainer(keyedBy: ResilientCodableCore.SafeDecodingKey.self, forKey: _$key)
            self = .fork
          }
        }

        func encode(to encoder: any Swift.Encoder) throws {
          switch self {
          case .push(let _$value0):
            var _$container = encoder.container(keyedBy: CodingKeys.self)
            var _$values = _$container.nestedContainer(keyedBy: CaseCodingKeys.PushCodingKeys.self, forKey: .push)
            try _$values.encode(_$value0, forKey: .ref)
          case .fork:
            var _$container = encoder.container(keyedBy: CodingKeys.self)
            _ = _$container.nestedContainer(keyedBy: ResilientCodableCore.SafeDecodingKey.self, forKey: .fork)
          case .unknown(let _$kept):
            try _$kept.encode(to: encoder)
          }
        }
      }
      """
    }
  }

  @Test func `an enum by adjacent tag, with integer names`() {
    assertMacro {
      """
      @SafeDecoding(decodingStrategy: .caseByAdjacentTag("t", content: "c"))
      enum Message: Codable {
        @CaseNameDecoding(1) case text(String)
        @CaseNameDecoding(2, 3) case point(x: Int, y: Int)
        @CaseNameDecoding(0) case ping
      }
      """
    } expansion: {
      """
      enum Message: Codable {
        case text(String)
        case point(x: Int, y: Int)
        case ping

        private enum CaseCodingKeys {
          enum PointCodingKeys: Swift.String, Swift.CodingKey {
            case x
            case y
          }
        }

        init(from decoder: any Swift.Decoder) throws {
          let _$enum = ResilientCodableCore._$EnumDecoder(decoder)
          let _$container = try decoder.container(keyedBy: ResilientCodableCore.SafeDecodingKey.self)
          let _$key = try _$container.decode(Swift.Int.self, forKey: ResilientCodableCore.SafeDecodingKey("t"))
          switch _$key {
          case 1:
            self = .text(try _$container._$decode(forKey: ResilientCodableCore.SafeDecodingKey("c")))
          case 2, 3:
            let _$values = try _$container.nestedContainer(keyedBy: CaseCodingKeys.PointCodingKeys.self, forKey: ResilientCodableCore.SafeDecodingKey("c"))
            self = .point(x: try _$values._$decode(forKey: .x), y: try _$values._$decode(forKey: .y))
          case 0:
            self = .ping
          default:
            let _$error = _$enum.unknownCaseError(_$key, of: Self.self, knownCases: [1, 2, 3, 0], codingPath: _$container.codingPath + [ResilientCodableCore.SafeDecodingKey("t")])
            throw _$error
          }
        }

        func encode(to encoder: any Swift.Encoder) throws {
          switch self {
          case .text(let _$value0):
            var _$discriminator = encoder.container(keyedBy: ResilientCodableCore.SafeDecodingKey.self)
            try _$discriminator.encode(1, forKey: ResilientCodableCore.SafeDecodingKey("t"))
            var _$container = encoder.container(keyedBy: ResilientCodableCore.SafeDecodingKey.self)
            try _$container.encode(_$value0, forKey: ResilientCodableCore.SafeDecodingKey("c"))
          case .point(let _$value0, let _$value1):
            var _$discriminator = encoder.container(keyedBy: ResilientCodableCore.SafeDecodingKey.self)
            try _$discriminator.encode(2, forKey: ResilientCodableCore.SafeDecodingKey("t"))
            var _$container = encoder.container(keyedBy: ResilientCodableCore.SafeDecodingKey.self)
            var _$values = _$container.nestedContainer(keyedBy: CaseCodingKeys.PointCodingKeys.self, forKey: ResilientCodableCore.SafeDecodingKey("c"))
            try _$values.encode(_$value0, forKey: .x)
            try _$values.encode(_$value1, forKey: .y)
          case .ping:
            var _$discriminator = encoder.container(keyedBy: ResilientCodableCore.SafeDecodingKey.self)
            try _$discriminator.encode(0, forKey: ResilientCodableCore.SafeDecodingKey("t"))
          }
        }
      }
      """
    }
  }

  @Test func `an untagged enum tries its cases in order`() {
    assertMacro {
      """
      @SafeDecoding(decodingStrategy: .untagged)
      enum Cell: Codable {
        case number(Int)
        case user(login: String, tags: [String])
        case none
        @FallbackCaseDecoding case unknown(PreservedValue)
      }
      """
    } expansion: {
      """
      enum Cell: Codable {
        case number(Int)
        case user(login: String, tags: [String])
        case none
        case unknown(PreservedValue)

        private enum CaseCodingKeys {
          enum UserCodingKeys: Swift.String, Swift.CodingKey {
            case login
            case tags
          }
        }

        init(from decoder: any Swift.Decoder) throws {
          let _$context = ResilientCodableCore.SafeDecodingContext(Self.self)
          var _$enum = ResilientCodableCore._$EnumDecoder(decoder)
          if let _$kept = _$enum.attempt("number", { () throws -> Self in
            return .number(try decoder.singleValueContainer().decode(Int.self))
          }) {
            self = _$kept
            return
          }
          if let _$kept = _$enum.attempt("user", { () throws -> Self in
            let _$values = try decoder.container(keyedBy: CaseCodingKeys.UserCodingKeys.self)
            return .user(login: try _$values._$decode(forKey: .login), tags: try _$values.decodeResilient(forKey: .tags, property: "tags", context: _$context.forCase("user")))
          }) {
            self = _$kept
            return
          }
          if let _$kept = _$enum.attempt("none", { () throws -> Self in
            try ResilientCodableCore._$EnumDecoder.expectCaseName(["none"], in: decoder)
            return .none
          }) {
            self = _$kept
            return
          }
          let _$error = _$enum.noCaseError(of: Self.self)
          let _$kept = try _$enum.recoverWithFallbackCase(from: _$error, context: _$context, keeping: ResilientCodableCore.PreservedValue.self)
          self = .unknown(_$kept)
          return
        }

        func encode(to encoder: any Swift.Encoder) throws {
          switch self {
          case .number(let _$value0):
            var _$container = encoder.singleValueContainer()
            try _$container.encode(_$value0)
          case .user(let _$value0, let _$value1):
            var _$values = encoder.container(keyedBy: CaseCodingKeys.UserCodingKeys.self)
            try _$values.encode(_$value0, forKey: .login)
            try _$values.encode(_$value1, forKey: .tags)
          case .none:
            var _$container = encoder.singleValueContainer()
            try _$container.encode("none")
          case .unknown(let _$kept):
            try _$kept.encode(to: encoder)
          }
        }
      }
      """
    }
  }

  @Test func `keys a property gives itself, with SafeDecoding's spellings`() {
    assertMacro {
      """
      @SafeDecoding
      struct User {
        @CodedAt("full_name") let name: String
        @PropertyNameDecoding("user-id") let id: Int
        @PropertyNameDecoding(casing: .snakeUppercase) var avatarURL: String?
        @PropertyNameDecoding(casing: .kebab) var followerCount: Int?
        @PropertyNameDecoding(casing: .flat) var URLString: String?
      }
      """
    } expansion: {
      """
      struct User {
        let name: String
        let id: Int
        var avatarURL: String?
        var followerCount: Int?
        var URLString: String?

        private enum CodingKeys: Swift.String, Swift.CodingKey {
          case name = "full_name"
          case id = "user-id"
          case avatarURL = "AVATAR_URL"
          case followerCount = "follower-count"
          case URLString = "urlstring"
        }
      }

      extension User: Swift.Decodable {
        init(from decoder: any Swift.Decoder) throws {
          let _$container = try decoder.container(keyedBy: CodingKeys.self)
          let _$context = ResilientCodableCore.SafeDecodingContext(Self.self)
          self.name = try _$container._$decode(forKey: .name)
          self.id = try _$container._$decode(forKey: .id)
          self.avatarURL = try _$container.decodeResilient(forKey: .avatarURL, property: "avatarURL", context: _$context)
          self.followerCount = try _$container.decodeResilient(forKey: .followerCount, property: "followerCount", context: _$context)
          self.URLString = try _$container.decodeResilient(forKey: .URLString, property: "URLString", context: _$context)
        }
      }
      """
    }
  }

  @Test func `SafeDecoding's @OptionalDecoding decodes an optional only when its condition holds`()
  {
    assertMacro {
      """
      @SafeDecoding
      struct Feature {
        @OptionalDecoding(Flags.isBetaEnabled) var beta: [String]?
        @OptionalDecoding({ Flags.count > 1 }) var extra: Int?
      }
      """
    } expansion: {
      """
      struct Feature {
        var beta: [String]?
        var extra: Int?

        private enum CodingKeys: Swift.String, Swift.CodingKey {
          case beta
          case extra
        }
      }

      extension Feature: Swift.Decodable {
        init(from decoder: any Swift.Decoder) throws {
          let _$container = try decoder.container(keyedBy: CodingKeys.self)
          let _$context = ResilientCodableCore.SafeDecodingContext(Self.self)
          self.beta = try ResilientCodableCore._$holds(Flags.isBetaEnabled) ? _$container.decodeResilient(forKey: .beta, property: "beta", context: _$context) : nil
          self.extra = try ResilientCodableCore._$holds({ Flags.count > 1 }) ? _$container.decodeResilient(forKey: .extra, property: "extra", context: _$context) : nil
        }
      }
      """
    }
  }

  @Test func `SafeDecoding's shouldImplementEncoding adds Encodable and encode(to:)`() {
    assertMacro(macroSpecsAddingEncodable) {
      """
      @SafeDecoding(reporter: nil, shouldImplementEncoding: true)
      struct Token {
        let value: String
      }

      @SafeDecoding(decodingStrategy: .natural, shouldImplementEncoding: true)
      enum Level: Int {
        case low, high
      }
      """
    } expansion: {
      """
      struct Token {
        let value: String

        private enum CodingKeys: Swift.String, Swift.CodingKey {
          case value
        }

        /// What the payload held beyond the declared properties, written back by `encode(to:)`.
        var preservedData = ResilientCodableCore.PreservedData()

        func encode(to encoder: any Swift.Encoder) throws {
          var _$container = encoder.container(keyedBy: CodingKeys.self)
          try _$container._$encode(self.value, forKey: .value)
          try self.preservedData.encodeUnknownKeys(to: encoder)
        }
      }
      enum Level: Int {
        case low, high

        init(from decoder: any Swift.Decoder) throws {
          self = try ResilientCodableCore._$EnumDecoder.decodeRawValueCase(Self.self, from: decoder, cases: [.low, .high])
        }

        func encode(to encoder: any Swift.Encoder) throws {
          var _$container = encoder.singleValueContainer()
          try _$container.encode(self.rawValue)
        }
      }

      extension Token: Swift.Decodable, Swift.Encodable {
        init(from decoder: any Swift.Decoder) throws {
          let _$container = try decoder.container(keyedBy: CodingKeys.self)
          let _$preserved = ResilientCodableCore.PreservedData(preparingFor: decoder)
          self.value = try _$container._$decode(forKey: .value)
          self.preservedData = _$preserved
        }
      }

      extension Level: Swift.Decodable, Swift.Encodable {
      }
      """
    }
  }

  @Test func `a raw-value enum by its raw value`() {
    assertMacro {
      """
      @SafeDecoding(decodingStrategy: .natural)
      enum Quality: String {
        case low, high
        @CaseNameDecoding("HD", "1080p") case full
        @FallbackCaseDecoding case unknown
      }
      """
    } expansion: {
      """
      enum Quality: String {
        case low, high
        case full
        case unknown

        init(from decoder: any Swift.Decoder) throws {
          let _$context = ResilientCodableCore.SafeDecodingContext(Self.self)
          let _$enum = ResilientCodableCore._$EnumDecoder(decoder)
          do {
            self = try ResilientCodableCore._$EnumDecoder.decodeRawValueCase(Self.self, from: decoder, cases: [.low, .high, .full, .unknown], caseNamed: {
              switch $0 {
              case "HD", "1080p": .full
              default: nil
              }
            })
          } catch {
            try _$enum.recoverWithFallbackCase(from: error, context: _$context, keeping: Swift.Void.self)
            self = .unknown
            return
          }
        }
      }

      extension Quality: Swift.Decodable {
      }
      """
    }
  }

  @Test func `a payload-less Encodable enum by case name, with a reporter`() {
    assertMacro {
      """
      @SafeDecoding(decodingStrategy: EnumCaseDecodingStrategy.natural, reporter: Logging())
      enum Direction: Encodable {
        case up
        @CaseNameDecoding("DOWN") case down
      }
      """
    } expansion: {
      """
      enum Direction: Encodable {
        case up
        case down

        init(from decoder: any Swift.Decoder) throws {
          let _$enum = ResilientCodableCore._$EnumDecoder(decoder)
          let _$key = try decoder.singleValueContainer().decode(Swift.String.self)
          switch _$key {
          case "up":
            self = .up
          case "DOWN":
            self = .down
          default:
            let _$error = _$enum.unknownCaseError(_$key, of: Self.self, knownCases: ["up", "DOWN"], codingPath: decoder.codingPath)
            throw _$error
          }
        }

        func encode(to encoder: any Swift.Encoder) throws {
          switch self {
          case .up:
            var _$container = encoder.singleValueContainer()
            try _$container.encode("up")
          case .down:
            var _$container = encoder.singleValueContainer()
            try _$container.encode("DOWN")
          }
        }
      }

      extension Direction: Swift.Decodable {
      }
      """
    }
  }

  @Test func `@RequireCompleteness passes the limit to the collection's decoding`() {
    assertMacro {
      """
      @SafeDecoding
      struct Feed {
        @RequireCompleteness(.droppedAtMost(percent: 10)) var items: [Item]
        @RequireCompleteness(.droppedAtMost(2)) @Resilient var labels: [String: String]
      }
      """
    } expansion: {
      """
      struct Feed {
        var items: [Item]
        @Resilient var labels: [String: String]

        private enum CodingKeys: Swift.String, Swift.CodingKey {
          case items
          case labels
        }
      }

      extension Feed: Swift.Decodable {
        init(from decoder: any Swift.Decoder) throws {
          let _$container = try decoder.container(keyedBy: CodingKeys.self)
          let _$context = ResilientCodableCore.SafeDecodingContext(Self.self)
          self.items = try _$container.decodeResilient(forKey: .items, property: "items", context: _$context, completenessLimit: .droppedAtMost(percent: 10))
          self._labels = try _$container._$decodeWrapper(forKey: .labels, completenessLimit: .droppedAtMost(2))
        }
      }
      """
    }
  }

  @Test func `preservingUnknownKeys keeps the payload's other keys and encodes them back`() {
    assertMacro {
      """
      @SafeDecoding(preservingUnknownKeys: true)
      public struct Profile: Codable {
        public let id: Int
        var name: String?
        var tags: [String]
        var rating = 0
        @Resilient var theme: Theme
        let kind = "profile"
      }
      """
    } expansion: {
      """
      public struct Profile: Codable {
        public let id: Int
        var name: String?
        var tags: [String]
        var rating = 0
        @Resilient var theme: Theme
        let kind = "profile"

        private enum CodingKeys: Swift.String, Swift.CodingKey {
          case id
          case name
          case tags
          case rating
          case theme
          case kind
        }

        /// What the payload held beyond the declared properties, written back by `encode(to:)`.
        var preservedData = ResilientCodableCore.PreservedData()

        public func encode(to encoder: any Swift.Encoder) throws {
          var _$container = encoder.container(keyedBy: CodingKeys.self)
          try _$container._$encode(self.id, forKey: .id)
          try _$container.encodeResilient(self.name, forKey: .name, property: "name", preserved: self.preservedData)
          try _$container.encodeResilient(self.tags, forKey: .tags, property: "tags", preserved: self.preservedData)
          try _$container._$encode(self.rating, forKey: .rating)
          try _$container.encode(self._theme, forKey: .theme)
          try _$container._$encode(self.kind, forKey: .kind)
          try self.preservedData.encodeUnknownKeys(to: encoder)
        }
      }

      extension Profile {
        public init(from decoder: any Swift.Decoder) throws {
          let _$container = try decoder.container(keyedBy: CodingKeys.self)
          let _$context = ResilientCodableCore.SafeDecodingContext(Self.self)
          var _$preserved = ResilientCodableCore.PreservedData(preparingFor: decoder, knownKeys: CodingKeys.self)
          self.id = try _$container._$decode(forKey: .id)
          self.name = try _$container.decodeResilient(forKey: .name, property: "name", context: _$context, preserving: &_$preserved)
          self.tags = try _$container.decodeResilient(forKey: .tags, property: "tags", context: _$context, preserving: &_$preserved)
          self.rating = try _$container.decode(forKey: .rating, property: "rating", context: _$context, initialValue: self.rating)
          self._theme = try _$container._$decodeWrapper(forKey: .theme)
          self.preservedData = _$preserved
        }
      }
      """
    }
  }

  @Test func `preservingUnknownKeys on a class`() {
    assertMacro {
      """
      @SafeDecoding(preservingUnknownKeys: true)
      final class Account: Codable {
        var owner: String
      }
      """
    } expansion: {
      """
      final class Account: Codable {
        var owner: String

        private enum CodingKeys: Swift.String, Swift.CodingKey {
          case owner
        }

        /// What the payload held beyond the declared properties, written back by `encode(to:)`.
        var preservedData = ResilientCodableCore.PreservedData()

        func encode(to encoder: any Swift.Encoder) throws {
          var _$container = encoder.container(keyedBy: CodingKeys.self)
          try _$container._$encode(self.owner, forKey: .owner)
          try self.preservedData.encodeUnknownKeys(to: encoder)
        }

        required init(from decoder: any Swift.Decoder) throws {
          let _$container = try decoder.container(keyedBy: CodingKeys.self)
          let _$preserved = ResilientCodableCore.PreservedData(preparingFor: decoder, knownKeys: CodingKeys.self)
          self.owner = try _$container._$decode(forKey: .owner)
          self.preservedData = _$preserved
        }
      }
      """
    }
  }
}
