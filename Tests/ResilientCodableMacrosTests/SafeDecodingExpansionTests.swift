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
          let __macro_local_9containerfMu_ = try decoder.container(keyedBy: CodingKeys.self)
          let __macro_local_7contextfMu_ = ResilientCodableCore.SafeDecodingContext(Self.self)
          self.id = try __macro_local_9containerfMu_._$decode(forKey: .id)
          self.title = try __macro_local_9containerfMu_.decodeResilient(forKey: .title, property: "title", context: __macro_local_7contextfMu_)
          self.tags = try __macro_local_9containerfMu_.decodeResilient(forKey: .tags, property: "tags", context: __macro_local_7contextfMu_)
          self.genres = try __macro_local_9containerfMu_.decodeResilient(forKey: .genres, property: "genres", context: __macro_local_7contextfMu_)
          self.ratings = try __macro_local_9containerfMu_.decodeResilient(forKey: .ratings, property: "ratings", context: __macro_local_7contextfMu_)
          self.chapters = try __macro_local_9containerfMu_.decodeResilient(forKey: .chapters, property: "chapters", context: __macro_local_7contextfMu_)
          self.rating = try __macro_local_9containerfMu_.decode(forKey: .rating, property: "rating", context: __macro_local_7contextfMu_, initialValue: self.rating)
          self._labels = try __macro_local_9containerfMu_._$decodeWrapper(forKey: .labels)
          self.watched = try __macro_local_9containerfMu_.decode(forKey: .watched, property: "watched", context: __macro_local_7contextfMu_, initialValue: self.watched)
        }
      }
      """
    }
  }

  @Test func `a property of a type the macro cannot name decodes and encodes by its type`() {
    assertMacro {
      """
      @SafeDecoding
      struct Review: Codable {
        let id: Swift.Int
        var state: ReviewState
        var author: Reviewer
        var url: Foundation.URL
      }
      """
    } expansion: {
      """
      struct Review: Codable {
        let id: Swift.Int
        var state: ReviewState
        var author: Reviewer
        var url: Foundation.URL

        private enum CodingKeys: Swift.String, Swift.CodingKey {
          case id
          case state
          case author
          case url
        }

        /// What the payload held beyond the declared properties, written back by `encode(to:)`.
        var preservedData = ResilientCodableCore.PreservedData()

        func encode(to encoder: any Swift.Encoder) throws {
          var __macro_local_9containerfMu_ = encoder.container(keyedBy: CodingKeys.self)
          try __macro_local_9containerfMu_._$encode(self.id, forKey: .id)
          try __macro_local_9containerfMu_._$encode(self.state, forKey: .state, property: "state", preserved: self.preservedData)
          try __macro_local_9containerfMu_._$encode(self.author, forKey: .author, property: "author", preserved: self.preservedData)
          try __macro_local_9containerfMu_._$encode(self.url, forKey: .url)
          try self.preservedData.encodeUnknownKeys(to: encoder)
        }
      }

      extension Review {
        init(from decoder: any Swift.Decoder) throws {
          let __macro_local_9containerfMu0_ = try decoder.container(keyedBy: CodingKeys.self)
          let __macro_local_7contextfMu_ = ResilientCodableCore.SafeDecodingContext(Self.self)
          var __macro_local_9preservedfMu_ = ResilientCodableCore.PreservedData(preparingFor: decoder)
          self.id = try __macro_local_9containerfMu0_._$decode(forKey: .id)
          self.state = try __macro_local_9containerfMu0_._$decode(forKey: .state, property: "state", context: __macro_local_7contextfMu_, preserving: &__macro_local_9preservedfMu_)
          self.author = try __macro_local_9containerfMu0_._$decode(forKey: .author, property: "author", context: __macro_local_7contextfMu_, preserving: &__macro_local_9preservedfMu_)
          self.url = try __macro_local_9containerfMu0_._$decode(forKey: .url)
          self.preservedData = __macro_local_9preservedfMu_
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
          var __macro_local_9containerfMu_ = encoder.container(keyedBy: CodingKeys.self)
          try __macro_local_9containerfMu_._$encode(self.userName, forKey: self.preservedData.key(.userName, forProperty: "userName"))
          try __macro_local_9containerfMu_.encodeResilient(self.email, forKey: .email, property: "email", preserved: self.preservedData)
          try __macro_local_9containerfMu_._$encode(self.htmlURL, forKey: .htmlURL)
          try __macro_local_9containerfMu_._$encode(self.id, forKey: .id)
          try self.preservedData.encodeUnknownKeys(to: encoder)
        }
      }

      extension Account {
        init(from decoder: any Swift.Decoder) throws {
          let __macro_local_9containerfMu0_ = try decoder.container(keyedBy: CodingKeys.self)
          let __macro_local_7contextfMu_ = ResilientCodableCore.SafeDecodingContext(Self.self)
          var __macro_local_9preservedfMu_ = ResilientCodableCore.PreservedData(preparingFor: decoder)
          self.userName = try __macro_local_9containerfMu0_._$decode(forKey: __macro_local_9containerfMu0_.presentKey(.userName, spelledAlso: [.__userName_key2], renamedAs: [.__userName_key1], property: "userName", context: __macro_local_7contextfMu_, preserving: &__macro_local_9preservedfMu_))
          self.email = try __macro_local_9containerfMu0_.decodeResilient(forKey: .email, property: "email", context: __macro_local_7contextfMu_, preserving: &__macro_local_9preservedfMu_)
          self.htmlURL = try __macro_local_9containerfMu0_._$decode(forKey: __macro_local_9containerfMu0_.presentKey(.htmlURL, spelledAlso: [.__htmlURL_key1]))
          self.id = try __macro_local_9containerfMu0_._$decode(forKey: .id)
          self.preservedData = __macro_local_9preservedfMu_
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
          var __macro_local_9containerfMu_ = encoder.container(keyedBy: CodingKeys.self)
          var __macro_local_7object1fMu_ = __macro_local_9containerfMu_.nestedContainer(keyedBy: ResilientCodableCore.SafeDecodingKey.self, forKey: .__object1)
          var __macro_local_7object2fMu_ = __macro_local_9containerfMu_.nestedContainer(keyedBy: ResilientCodableCore.SafeDecodingKey.self, forKey: .__object2)
          var __macro_local_7object3fMu_ = __macro_local_7object2fMu_.nestedContainer(keyedBy: ResilientCodableCore.SafeDecodingKey.self, forKey: ResilientCodableCore.SafeDecodingKey("repo"))
          try __macro_local_7object1fMu_.encodeResilient(self.author, forKey: ResilientCodableCore.SafeDecodingKey("login"), property: "author", preserved: self.preservedData)
          try __macro_local_7object1fMu_._$encode(self.authorID, forKey: ResilientCodableCore.SafeDecodingKey("id"))
          try __macro_local_7object3fMu_.encodeResilient(self.repoName, forKey: ResilientCodableCore.SafeDecodingKey("name"), property: "repoName", preserved: self.preservedData)
          try self.preservedData.encodeUnknownKeys(to: encoder)
        }
      }

      extension Pull {
        init(from decoder: any Swift.Decoder) throws {
          let __macro_local_9containerfMu0_ = try decoder.container(keyedBy: CodingKeys.self)
          let __macro_local_7contextfMu_ = ResilientCodableCore.SafeDecodingContext(Self.self)
          var __macro_local_9preservedfMu_ = ResilientCodableCore.PreservedData(preparingFor: decoder)
          let __macro_local_7object1fMu0_ = try __macro_local_9containerfMu0_.nestedContainer(keyedBy: ResilientCodableCore.SafeDecodingKey.self, forKey: .__object1)
          let __macro_local_7object2fMu0_ = try __macro_local_9containerfMu0_.resilientNestedContainer(forKey: .__object2, context: __macro_local_7contextfMu_)
          let __macro_local_7object3fMu0_ = try __macro_local_7object2fMu0_.resilientNestedContainer(forKey: ResilientCodableCore.SafeDecodingKey("repo"), context: __macro_local_7contextfMu_)
          self.author = try __macro_local_7object1fMu0_.decodeResilient(forKey: ResilientCodableCore.SafeDecodingKey("login"), property: "author", context: __macro_local_7contextfMu_, preserving: &__macro_local_9preservedfMu_)
          self.authorID = try __macro_local_7object1fMu0_._$decode(forKey: ResilientCodableCore.SafeDecodingKey("id"))
          self.repoName = try __macro_local_7object3fMu0_.decodeResilient(forKey: ResilientCodableCore.SafeDecodingKey("name"), property: "repoName", context: __macro_local_7contextfMu_, preserving: &__macro_local_9preservedfMu_)
          self.preservedData = __macro_local_9preservedfMu_
        }
      }
      """
    }
  }

  @Test func `a key path keeps the unknown keys of its objects and tries converted keys`() {
    assertMacro {
      """
      @SafeDecoding(preservingUnknownKeys: true)
      struct Charge: Codable {
        @CodedAt("payment_method", "card", "last_four") var lastFour: String?
        @CodedAt("payment_method", "type") var type: String
      }
      """
    } expansion: {
      """
      struct Charge: Codable {
        var lastFour: String?
        var type: String

        private enum CodingKeys: Swift.String, Swift.CodingKey {
          case __object1 = "payment_method"
          case __object1_key1 = "paymentMethod"
        }

        /// What the payload held beyond the declared properties, written back by `encode(to:)`.
        var preservedData = ResilientCodableCore.PreservedData()

        func encode(to encoder: any Swift.Encoder) throws {
          var __macro_local_9containerfMu_ = encoder.container(keyedBy: CodingKeys.self)
          var __macro_local_7object1fMu_ = __macro_local_9containerfMu_.nestedContainer(keyedBy: ResilientCodableCore.SafeDecodingKey.self, forKey: .__object1)
          var __macro_local_7object2fMu_ = __macro_local_7object1fMu_.nestedContainer(keyedBy: ResilientCodableCore.SafeDecodingKey.self, forKey: ResilientCodableCore.SafeDecodingKey("card"))
          try __macro_local_7object2fMu_.encodeResilient(self.lastFour, forKey: ResilientCodableCore.SafeDecodingKey("last_four"), property: "lastFour", preserved: self.preservedData)
          try __macro_local_7object1fMu_._$encode(self.type, forKey: ResilientCodableCore.SafeDecodingKey("type"))
          try self.preservedData.encodeUnknownKeys(inObjectAt: ["payment_method"], to: &__macro_local_7object1fMu_)
          try self.preservedData.encodeUnknownKeys(inObjectAt: ["payment_method", "card"], to: &__macro_local_7object2fMu_)
          try self.preservedData.encodeUnknownKeys(to: encoder)
        }
      }

      extension Charge {
        init(from decoder: any Swift.Decoder) throws {
          let __macro_local_9containerfMu0_ = try decoder.container(keyedBy: CodingKeys.self)
          let __macro_local_7contextfMu_ = ResilientCodableCore.SafeDecodingContext(Self.self)
          var __macro_local_9preservedfMu_ = ResilientCodableCore.PreservedData(preparingFor: decoder, knownKeys: CodingKeys.self)
          let __macro_local_7object1fMu0_ = try __macro_local_9containerfMu0_.nestedContainer(keyedBy: ResilientCodableCore.SafeDecodingKey.self, forKey: __macro_local_9containerfMu0_.presentKey(.__object1, spelledAlso: [.__object1_key1]))
          let __macro_local_7object2fMu0_ = try __macro_local_7object1fMu0_.resilientNestedContainer(forKey: ResilientCodableCore.SafeDecodingKey("card"), context: __macro_local_7contextfMu_)
          __macro_local_9preservedfMu_.keepUnknownKeys(ofObjectFor: __macro_local_9containerfMu0_.presentKey(.__object1, spelledAlso: [.__object1_key1]), in: __macro_local_9containerfMu0_, atPath: ["payment_method"], knownKeys: ["card", "type"])
          __macro_local_9preservedfMu_.keepUnknownKeys(ofObjectFor: ResilientCodableCore.SafeDecodingKey("card"), in: __macro_local_7object1fMu0_, atPath: ["payment_method", "card"], knownKeys: ["last_four"])
          self.lastFour = try __macro_local_7object2fMu0_.decodeResilient(forKey: __macro_local_7object2fMu0_.presentKey(ResilientCodableCore.SafeDecodingKey("last_four"), spelledAlso: [ResilientCodableCore.SafeDecodingKey("lastFour")]), property: "lastFour", context: __macro_local_7contextfMu_, preserving: &__macro_local_9preservedfMu_)
          self.type = try __macro_local_7object1fMu0_._$decode(forKey: ResilientCodableCore.SafeDecodingKey("type"))
          self.preservedData = __macro_local_9preservedfMu_
        }
      }
      """
    }
  }

  @Test func `a case's PreservedData keeps what its collection and optional values recovered`() {
    assertMacro {
      """
      @SafeDecoding(decodingStrategy: .caseByObjectProperty("type"))
      enum Geometry: Codable {
        @CaseNameDecoding("Point")
        case point(coordinates: [Double], note: String?, preservedData: PreservedData = PreservedData())
      }
      """
    } expansion: {
      """
      enum Geometry: Codable {
        case point(coordinates: [Double], note: String?, preservedData: PreservedData = PreservedData())

        private enum CaseCodingKeys {
          enum PointCodingKeys: Swift.String, Swift.CodingKey {
            case coordinates
            case note
          }
        }

        init(from decoder: any Swift.Decoder) throws {
          let __macro_local_7contextfMu_ = ResilientCodableCore.SafeDecodingContext(Self.self)
          let __macro_local_4enumfMu_ = ResilientCodableCore._$EnumDecoder(decoder)
          let __macro_local_9containerfMu_ = try decoder.container(keyedBy: ResilientCodableCore.SafeDecodingKey.self)
          let __macro_local_3keyfMu_ = try __macro_local_9containerfMu_.decode(Swift.String.self, forKey: ResilientCodableCore.SafeDecodingKey("type"))
          switch __macro_local_3keyfMu_ {
          case "Point":
            let __macro_local_6valuesfMu_ = try decoder.container(keyedBy: CaseCodingKeys.PointCodingKeys.self)
            var __macro_local_9preservedfMu_ = ResilientCodableCore.PreservedData(keepingUnknownKeysOf: decoder, knownKeys: ["coordinates", "note", "type"])
            let __macro_local_5valuefMu_: [Double] = try __macro_local_6valuesfMu_.decodeResilient(forKey: .coordinates, property: "coordinates", context: __macro_local_7contextfMu_.forCase("point"), preserving: &__macro_local_9preservedfMu_)
            let __macro_local_5valuefMu0_: String? = try __macro_local_6valuesfMu_.decodeResilient(forKey: .note, property: "note", context: __macro_local_7contextfMu_.forCase("point"), preserving: &__macro_local_9preservedfMu_)
            self = .point(coordinates: __macro_local_5valuefMu_, note: __macro_local_5valuefMu0_, preservedData: __macro_local_9preservedfMu_)
          default:
            let __macro_local_5errorfMu_ = __macro_local_4enumfMu_.unknownCaseError(__macro_local_3keyfMu_, of: Self.self, knownCases: ["Point"], codingPath: __macro_local_9containerfMu_.codingPath + [ResilientCodableCore.SafeDecodingKey("type")])
            throw __macro_local_5errorfMu_
          }
        }

        func encode(to encoder: any Swift.Encoder) throws {
          switch self {
          case .point(let __macro_local_6value0fMu_, let __macro_local_6value1fMu_, let __macro_local_6value2fMu_):
            var __macro_local_13discriminatorfMu0_ = encoder.container(keyedBy: ResilientCodableCore.SafeDecodingKey.self)
            try __macro_local_13discriminatorfMu0_.encode("Point", forKey: ResilientCodableCore.SafeDecodingKey("type"))
            var __macro_local_6valuesfMu0_ = encoder.container(keyedBy: CaseCodingKeys.PointCodingKeys.self)
            try __macro_local_6valuesfMu0_.encodeResilient(__macro_local_6value0fMu_, forKey: .coordinates, property: "coordinates", preserved: __macro_local_6value2fMu_)
            try __macro_local_6valuesfMu0_.encodeResilient(__macro_local_6value1fMu_, forKey: .note, property: "note", preserved: __macro_local_6value2fMu_)
            try __macro_local_6value2fMu_.encodeUnknownKeys(to: encoder)
          }
        }
      }
      """
    }
  }

  @Test func `a raw-value enum writes a case by the name @CaseNameDecoding gives it`() {
    assertMacro {
      """
      @SafeDecoding(decodingStrategy: .natural)
      enum StreamKind: Int, Codable {
        @CaseNameDecoding("vd") case vod
        case bla
      }
      """
    } expansion: {
      """
      enum StreamKind: Int, Codable {
        case vod
        case bla

        init(from decoder: any Swift.Decoder) throws {
          self = try ResilientCodableCore._$EnumDecoder.decodeRawValueCase(Self.self, from: decoder, cases: [.vod, .bla], caseNamed: {
            switch $0 {
            case "vd": .vod
            default: nil
            }
          })
        }

        func encode(to encoder: any Swift.Encoder) throws {
          var __macro_local_9containerfMu0_ = encoder.singleValueContainer()
          switch self {
          case .vod:
            try __macro_local_9containerfMu0_.encode("vd")
          default:
            try __macro_local_9containerfMu0_.encode(self.rawValue)
          }
        }
      }
      """
    }
  }

  @Test func `a case's PreservedData keeps the keys of its object and writes them back`() {
    assertMacro {
      """
      @SafeDecoding(decodingStrategy: .caseByAdjacentTag("kind", content: "data"))
      enum Step: Codable {
        case pause(seconds: Int, preservedData: PreservedData = PreservedData())
        case stop
      }
      """
    } expansion: {
      """
      enum Step: Codable {
        case pause(seconds: Int, preservedData: PreservedData = PreservedData())
        case stop

        private enum CaseCodingKeys {
          enum PauseCodingKeys: Swift.String, Swift.CodingKey {
            case seconds
          }
        }

        init(from decoder: any Swift.Decoder) throws {
          let __macro_local_4enumfMu_ = ResilientCodableCore._$EnumDecoder(decoder)
          let __macro_local_9containerfMu_ = try decoder.container(keyedBy: ResilientCodableCore.SafeDecodingKey.self)
          let __macro_local_3keyfMu_ = try __macro_local_9containerfMu_.decode(Swift.String.self, forKey: ResilientCodableCore.SafeDecodingKey("kind"))
          switch __macro_local_3keyfMu_ {
          case "pause":
            let __macro_local_6valuesfMu_ = try __macro_local_9containerfMu_.nestedContainer(keyedBy: CaseCodingKeys.PauseCodingKeys.self, forKey: ResilientCodableCore.SafeDecodingKey("data"))
            self = .pause(seconds: try __macro_local_6valuesfMu_._$decode(forKey: .seconds), preservedData: ResilientCodableCore.PreservedData(keepingUnknownKeysOfObjectFor: ResilientCodableCore.SafeDecodingKey("data"), in: __macro_local_9containerfMu_, knownKeys: ["seconds"]))
          case "stop":
            self = .stop
          default:
            let __macro_local_5errorfMu_ = __macro_local_4enumfMu_.unknownCaseError(__macro_local_3keyfMu_, of: Self.self, knownCases: ["pause", "stop"], codingPath: __macro_local_9containerfMu_.codingPath + [ResilientCodableCore.SafeDecodingKey("kind")])
            throw __macro_local_5errorfMu_
          }
        }

        func encode(to encoder: any Swift.Encoder) throws {
          switch self {
          case .pause(let __macro_local_6value0fMu_, let __macro_local_6value1fMu_):
            var __macro_local_13discriminatorfMu0_ = encoder.container(keyedBy: ResilientCodableCore.SafeDecodingKey.self)
            try __macro_local_13discriminatorfMu0_.encode("pause", forKey: ResilientCodableCore.SafeDecodingKey("kind"))
            var __macro_local_9containerfMu0_ = encoder.container(keyedBy: ResilientCodableCore.SafeDecodingKey.self)
            let __macro_local_11caseEncoderfMu_ = __macro_local_9containerfMu0_.superEncoder(forKey: ResilientCodableCore.SafeDecodingKey("data"))
            var __macro_local_6valuesfMu0_ = __macro_local_11caseEncoderfMu_.container(keyedBy: CaseCodingKeys.PauseCodingKeys.self)
            try __macro_local_6valuesfMu0_.encode(__macro_local_6value0fMu_, forKey: .seconds)
            try __macro_local_6value1fMu_.encodeUnknownKeys(to: __macro_local_11caseEncoderfMu_)
          case .stop:
            var __macro_local_13discriminatorfMu0_ = encoder.container(keyedBy: ResilientCodableCore.SafeDecodingKey.self)
            try __macro_local_13discriminatorfMu0_.encode("stop", forKey: ResilientCodableCore.SafeDecodingKey("kind"))
          }
        }
      }
      """
    }
  }

  @Test func `memberwise: writes a memberwise initializer of the access asked for`() {
    assertMacro {
      """
      @SafeDecoding(memberwise: .public)
      public struct Label: Codable {
        public let id: Int
        public var name: String
        public var color: String?
        public var tags: [String] = []
        public let kind = "label"
        public static var count = 0
        public var title: String { name }
      }
      """
    } expansion: {
      """
      public struct Label: Codable {
        public let id: Int
        public var name: String
        public var color: String?
        public var tags: [String] = []
        public let kind = "label"
        public static var count = 0
        public var title: String { name }

        private enum CodingKeys: Swift.String, Swift.CodingKey {
          case id
          case name
          case color
          case tags
          case kind
        }

        /// What the payload held beyond the declared properties, written back by `encode(to:)`.
        var preservedData = ResilientCodableCore.PreservedData()

        public func encode(to encoder: any Swift.Encoder) throws {
          var __macro_local_9containerfMu_ = encoder.container(keyedBy: CodingKeys.self)
          try __macro_local_9containerfMu_._$encode(self.id, forKey: .id)
          try __macro_local_9containerfMu_._$encode(self.name, forKey: .name)
          try __macro_local_9containerfMu_.encodeResilient(self.color, forKey: .color, property: "color", preserved: self.preservedData)
          try __macro_local_9containerfMu_.encodeResilient(self.tags, forKey: .tags, property: "tags", preserved: self.preservedData)
          try __macro_local_9containerfMu_._$encode(self.kind, forKey: .kind)
          try self.preservedData.encodeUnknownKeys(to: encoder)
        }

        public init(id: Int, name: String, color: String? = nil, tags: [String] = []) {
          self.id = id
          self.name = name
          self.color = color
          self.tags = tags
        }
      }

      extension Label {
        public init(from decoder: any Swift.Decoder) throws {
          let __macro_local_9containerfMu0_ = try decoder.container(keyedBy: CodingKeys.self)
          let __macro_local_7contextfMu_ = ResilientCodableCore.SafeDecodingContext(Self.self)
          var __macro_local_9preservedfMu_ = ResilientCodableCore.PreservedData(preparingFor: decoder)
          self.id = try __macro_local_9containerfMu0_._$decode(forKey: .id)
          self.name = try __macro_local_9containerfMu0_._$decode(forKey: .name)
          self.color = try __macro_local_9containerfMu0_.decodeResilient(forKey: .color, property: "color", context: __macro_local_7contextfMu_, preserving: &__macro_local_9preservedfMu_)
          self.tags = try __macro_local_9containerfMu0_.decodeResilient(forKey: .tags, property: "tags", context: __macro_local_7contextfMu_, initialValue: self.tags, preserving: &__macro_local_9preservedfMu_)
          self.preservedData = __macro_local_9preservedfMu_
        }
      }
      """
    }
  }

  @Test func `memberwise: needs a struct and every property's type`() {
    assertMacro {
      """
      @SafeDecoding(memberwise: .package)
      struct Counter {
        var count = 0
      }

      @SafeDecoding(memberwise: .public)
      enum Mode {
        case on, off
      }
      """
    } diagnostics: {
      """
      @SafeDecoding(memberwise: .package)
      struct Counter {
        var count = 0
            ┬────
            ╰─ 🛑 the memberwise initializer needs the type of 'count'; write it out ('count: <Type> = 0')
      }

      @SafeDecoding(memberwise: .public)
                                ┬──────
                                ╰─ 🛑 'memberwise:' applies to structs; write the initializer of a class or an enum by hand
      enum Mode {
        case on, off
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

  @Test func `@CodedBy passes the strategy to the decoding and the encoding of the property`() {
    assertMacro {
      """
      @SafeDecoding
      struct Event: Codable {
        @CodedBy(.dateFormats(.iso8601, .secondsSince1970))
        let start: Date
        @CodedBy(.base64) let thumbnails: [Data]
        @CodedBy(.coerced(Int.self)) @FallbackDecoding(0) var seats: Int
      }
      """
    } expansion: {
      """
      struct Event: Codable {
        let start: Date
        let thumbnails: [Data]
        var seats: Int

        private enum CodingKeys: Swift.String, Swift.CodingKey {
          case start
          case thumbnails
          case seats
        }

        /// What the payload held beyond the declared properties, written back by `encode(to:)`.
        var preservedData = ResilientCodableCore.PreservedData()

        func encode(to encoder: any Swift.Encoder) throws {
          var __macro_local_9containerfMu_ = encoder.container(keyedBy: CodingKeys.self)
          try __macro_local_9containerfMu_.encode(self.start, forKey: .start, by: .dateFormats(.iso8601, .secondsSince1970), property: "start", preserved: self.preservedData)
          try __macro_local_9containerfMu_.encode(self.thumbnails, forKey: .thumbnails, by: .base64, property: "thumbnails", preserved: self.preservedData)
          try __macro_local_9containerfMu_.encode(self.seats, forKey: .seats, by: .coerced(Int.self), property: "seats", preserved: self.preservedData)
          try self.preservedData.encodeUnknownKeys(to: encoder)
        }
      }

      extension Event {
        init(from decoder: any Swift.Decoder) throws {
          let __macro_local_9containerfMu0_ = try decoder.container(keyedBy: CodingKeys.self)
          let __macro_local_7contextfMu_ = ResilientCodableCore.SafeDecodingContext(Self.self)
          var __macro_local_9preservedfMu_ = ResilientCodableCore.PreservedData(preparingFor: decoder)
          self.start = try __macro_local_9containerfMu0_.decode(forKey: .start, by: .dateFormats(.iso8601, .secondsSince1970), property: "start", context: __macro_local_7contextfMu_, preserving: &__macro_local_9preservedfMu_)
          self.thumbnails = try __macro_local_9containerfMu0_.decode(forKey: .thumbnails, by: .base64, property: "thumbnails", context: __macro_local_7contextfMu_, preserving: &__macro_local_9preservedfMu_)
          self.seats = try __macro_local_9containerfMu0_.decode(forKey: .seats, by: .coerced(Int.self), property: "seats", context: __macro_local_7contextfMu_, fallback: { (0) as Int }, preserving: &__macro_local_9preservedfMu_)
          self.preservedData = __macro_local_9preservedfMu_
        }
      }
      """
    }
  }

  @Test func `unknownKeys: checks the model's own object after its properties`() {
    assertMacro {
      """
      @SafeDecoding(unknownKeys: .reject)
      struct Asset {
        var name: String
      }
      """
    } expansion: {
      """
      struct Asset {
        var name: String

        private enum CodingKeys: Swift.String, Swift.CodingKey {
          case name
        }
      }

      extension Asset: Swift.Decodable {
        init(from decoder: any Swift.Decoder) throws {
          let __macro_local_9containerfMu_ = try decoder.container(keyedBy: CodingKeys.self)
          self.name = try __macro_local_9containerfMu_._$decode(forKey: .name)
          try decoder.checkUnknownKeys(.reject, knownKeys: CodingKeys.self, context: ResilientCodableCore.SafeDecodingContext(Self.self))
        }
      }
      """
    }
  }

  @Test func `@Validate wraps the property's strategy, or the plain one, in its rules`() {
    assertMacro {
      """
      @SafeDecoding
      struct Listing: Codable {
        @Validate(.nonEmpty)
        var title: String = "Untitled"
        @CodedBy(.coerced(Int.self)) @Validate(.in(0...100))
        var discount: Int?
        @Validate(.nonEmpty) @Validate(Validation("lowercase") { $0 == $0.lowercased() })
        var tags: [String]
      }
      """
    } expansion: {
      """
      struct Listing: Codable {
        var title: String = "Untitled"

        var discount: Int?

        var tags: [String]

        private enum CodingKeys: Swift.String, Swift.CodingKey {
          case title
          case discount
          case tags
        }

        /// What the payload held beyond the declared properties, written back by `encode(to:)`.
        var preservedData = ResilientCodableCore.PreservedData()

        func encode(to encoder: any Swift.Encoder) throws {
          var __macro_local_9containerfMu_ = encoder.container(keyedBy: CodingKeys.self)
          try __macro_local_9containerfMu_.encode(self.title, forKey: .title, by: ResilientCodableCore.ValidatedStrategy(.nonEmpty), property: "title", preserved: self.preservedData)
          try __macro_local_9containerfMu_.encode(self.discount, forKey: .discount, by: ResilientCodableCore.ValidatedStrategy(.coerced(Int.self), .in(0...100)), property: "discount", preserved: self.preservedData)
          try __macro_local_9containerfMu_.encode(self.tags, forKey: .tags, by: ResilientCodableCore.ValidatedStrategy(ResilientCodableCore.ValidatedStrategy(.nonEmpty), Validation("lowercase") { $0 == $0.lowercased() }), property: "tags", preserved: self.preservedData)
          try self.preservedData.encodeUnknownKeys(to: encoder)
        }
      }

      extension Listing {
        init(from decoder: any Swift.Decoder) throws {
          let __macro_local_9containerfMu0_ = try decoder.container(keyedBy: CodingKeys.self)
          let __macro_local_7contextfMu_ = ResilientCodableCore.SafeDecodingContext(Self.self)
          var __macro_local_9preservedfMu_ = ResilientCodableCore.PreservedData(preparingFor: decoder)
          self.title = try __macro_local_9containerfMu0_.decode(forKey: .title, by: ResilientCodableCore.ValidatedStrategy(.nonEmpty), property: "title", context: __macro_local_7contextfMu_, initialValue: self.title, preserving: &__macro_local_9preservedfMu_)
          self.discount = try __macro_local_9containerfMu0_.decode(forKey: .discount, by: ResilientCodableCore.ValidatedStrategy(.coerced(Int.self), .in(0...100)), property: "discount", context: __macro_local_7contextfMu_, preserving: &__macro_local_9preservedfMu_)
          self.tags = try __macro_local_9containerfMu0_.decode(forKey: .tags, by: ResilientCodableCore.ValidatedStrategy(ResilientCodableCore.ValidatedStrategy(.nonEmpty), Validation("lowercase") { $0 == $0.lowercased() }), property: "tags", context: __macro_local_7contextfMu_, preserving: &__macro_local_9preservedfMu_)
          self.preservedData = __macro_local_9preservedfMu_
        }
      }
      """
    }
  }

  @Test func `@RetryDecoding beside @CodedBy passes its retries to the strategy's decoding`() {
    assertMacro {
      """
      @SafeDecoding
      struct Invoice: Decodable {
        @CodedBy(CentsStrategy())
        @RetryDecoding(Int.self, map: { $0 * 100 })
        let fee: Int
      }
      """
    } expansion: {
      """
      struct Invoice: Decodable {
        let fee: Int

        private enum CodingKeys: Swift.String, Swift.CodingKey {
          case fee
        }
      }

      extension Invoice {
        init(from decoder: any Swift.Decoder) throws {
          let __macro_local_9containerfMu_ = try decoder.container(keyedBy: CodingKeys.self)
          let __macro_local_7contextfMu_ = ResilientCodableCore.SafeDecodingContext(Self.self)
          var __macro_local_9preservedfMu_ = ResilientCodableCore.PreservedData()
          self.fee = try __macro_local_9containerfMu_.decode(forKey: .fee, by: CentsStrategy(), property: "fee", context: __macro_local_7contextfMu_, retries: [ResilientCodableCore.DecodingRetry(Int.self, map: { $0 * 100 })], preserving: &__macro_local_9preservedfMu_)
        }
      }
      """
    }
  }

  @Test func `a model that only decodes keeps a strategy's state in a local`() {
    assertMacro {
      """
      @SafeDecoding
      struct Event: Decodable {
        @CodedBy(.base64) let thumbnail: Data?
      }
      """
    } expansion: {
      """
      struct Event: Decodable {
        let thumbnail: Data?

        private enum CodingKeys: Swift.String, Swift.CodingKey {
          case thumbnail
        }
      }

      extension Event {
        init(from decoder: any Swift.Decoder) throws {
          let __macro_local_9containerfMu_ = try decoder.container(keyedBy: CodingKeys.self)
          let __macro_local_7contextfMu_ = ResilientCodableCore.SafeDecodingContext(Self.self)
          var __macro_local_9preservedfMu_ = ResilientCodableCore.PreservedData()
          self.thumbnail = try __macro_local_9containerfMu_.decode(forKey: .thumbnail, by: .base64, property: "thumbnail", context: __macro_local_7contextfMu_, preserving: &__macro_local_9preservedfMu_)
        }
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
          let __macro_local_9containerfMu_ = try decoder.container(keyedBy: CodingKeys.self)
          let __macro_local_7contextfMu_ = ResilientCodableCore.SafeDecodingContext(Self.self)
          self.quality = try __macro_local_9containerfMu_.decode(forKey: .quality, property: "quality", context: __macro_local_7contextfMu_, fallback: { (Quality.auto) as Quality })
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
          let __macro_local_9containerfMu_ = try decoder.container(keyedBy: CodingKeys.self)
          let __macro_local_7contextfMu_ = ResilientCodableCore.SafeDecodingContext(Self.self)
          self.count = try __macro_local_9containerfMu_.decode(forKey: .count, property: "count", context: __macro_local_7contextfMu_, retries: [ResilientCodableCore.DecodingRetry(String.self, map: { Int($0) }), ResilientCodableCore.DecodingRetry(Double.self, map: { Int($0) })], fallback: { (0) as Int })
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
          let __macro_local_9containerfMu_ = try decoder.container(keyedBy: CodingKeys.self)
          let __macro_local_7contextfMu_ = ResilientCodableCore.SafeDecodingContext(Self.self, reporter: Logging.shared)
          self.items = try __macro_local_9containerfMu_.decodeResilient(forKey: .items, property: "items", context: __macro_local_7contextfMu_)
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

        /// What the payload held beyond the declared properties, written back by `encode(to:)`.
        var preservedData = ResilientCodableCore.PreservedData()

        /// Whether the class, or one of its superclasses, reads `key` in the payload's object.
        class func _$isKnownKey(_ key: Swift.String) -> Swift.Bool {
          CodingKeys(stringValue: key) != nil
        }

        func _$encodeProperties(to encoder: any Swift.Encoder) throws {
          throw ResilientCodableCore._$notEncodable(Self.self, to: encoder)
        }

        required init(from decoder: any Swift.Decoder) throws {
          let __macro_local_9containerfMu_ = try decoder.container(keyedBy: CodingKeys.self)
          let __macro_local_7contextfMu_ = ResilientCodableCore.SafeDecodingContext(Self.self)
          self.id = try __macro_local_9containerfMu_._$decode(forKey: .id)
          self.images = try __macro_local_9containerfMu_.decodeResilient(forKey: .images, property: "images", context: __macro_local_7contextfMu_)
        }
      }

      extension Asset: Swift.Decodable, ResilientCodableCore._SafeDecodingClass {
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
          let __macro_local_9containerfMu_ = try decoder.container(keyedBy: CodingKeys.self)
          self.name = try __macro_local_9containerfMu_._$decode(forKey: .name)
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
          var __macro_local_9containerfMu_ = encoder.container(keyedBy: CodingKeys.self)
          try __macro_local_9containerfMu_._$encode(self.name, forKey: .name)
          try __macro_local_9containerfMu_.encodeResilient(self.friends, forKey: .friends, property: "friends", preserved: self.preservedData)
          try self.preservedData.encodeUnknownKeys(to: encoder)
        }
      }

      extension Profile {
        init(from decoder: any Swift.Decoder) throws {
          let __macro_local_9containerfMu0_ = try decoder.container(keyedBy: CodingKeys.self)
          let __macro_local_7contextfMu_ = ResilientCodableCore.SafeDecodingContext(Self.self)
          var __macro_local_9preservedfMu_ = ResilientCodableCore.PreservedData(preparingFor: decoder)
          self.name = try __macro_local_9containerfMu0_._$decode(forKey: .name)
          self.friends = try __macro_local_9containerfMu0_.decodeResilient(forKey: .friends, property: "friends", context: __macro_local_7contextfMu_, preserving: &__macro_local_9preservedfMu_)
          self.preservedData = __macro_local_9preservedfMu_
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
          let __macro_local_7contextfMu_ = ResilientCodableCore.SafeDecodingContext(Self.self)
          let __macro_local_4enumfMu_ = ResilientCodableCore._$EnumDecoder(decoder)
          let __macro_local_9containerfMu_: Swift.KeyedDecodingContainer<CodingKeys>
          do {
            __macro_local_9containerfMu_ = try decoder.container(keyedBy: CodingKeys.self)
          } catch {
            try __macro_local_4enumfMu_.recoverWithFallbackCase(from: error, context: __macro_local_7contextfMu_, keeping: Swift.Void.self)
            self = .unknown
            return
          }
          guard __macro_local_9containerfMu_.allKeys.count == 1, let __macro_local_3keyfMu_ = __macro_local_9containerfMu_.allKeys.first else {
            let __macro_local_5errorfMu_ = __macro_local_4enumfMu_.invalidCaseObjectError(Self.self, knownCases: ["vod", "ASSET/EPISODE", "ad", "promo", "unknown"], codingPath: __macro_local_9containerfMu_.codingPath)
            try __macro_local_4enumfMu_.recoverWithFallbackCase(from: __macro_local_5errorfMu_, context: __macro_local_7contextfMu_, keeping: Swift.Void.self)
            self = .unknown
            return
          }
          switch __macro_local_3keyfMu_ {
          case .vod:
            let __macro_local_6valuesfMu_ = try __macro_local_9containerfMu_.nestedContainer(keyedBy: CaseCodingKeys.VodCodingKeys.self, forKey: __macro_local_3keyfMu_)
            self = .vod(id: try __macro_local_6valuesfMu_._$decode(forKey: .id), try __macro_local_6valuesfMu_.decodeResilient(forKey: ._1, property: "_1", context: __macro_local_7contextfMu_.forCase("vod")))
          case .episode:
            let __macro_local_6valuesfMu_ = try __macro_local_9containerfMu_.nestedContainer(keyedBy: CaseCodingKeys.EpisodeCodingKeys.self, forKey: __macro_local_3keyfMu_)
            self = .episode(try __macro_local_6valuesfMu_.decodeResilient(forKey: ._0, property: "_0", context: __macro_local_7contextfMu_.forCase("episode")))
          case .ad:
            _ = try __macro_local_9containerfMu_.nestedContainer(keyedBy: ResilientCodableCore.SafeDecodingKey.self, forKey: __macro_local_3keyfMu_)
            self = .ad
          case .promo:
            _ = try __macro_local_9containerfMu_.nestedContainer(keyedBy: ResilientCodableCore.SafeDecodingKey.self, forKey: __macro_local_3keyfMu_)
            self = .promo
          case .unknown:
            _ = try __macro_local_9containerfMu_.nestedContainer(keyedBy: ResilientCodableCore.SafeDecodingKey.self, forKey: __macro_local_3keyfMu_)
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
          let __macro_local_7contextfMu_ = ResilientCodableCore.SafeDecodingContext(Self.self)
          let __macro_local_4enumfMu_ = ResilientCodableCore._$EnumDecoder(decoder)
          let __macro_local_9containerfMu_ = try decoder.container(keyedBy: ResilientCodableCore.SafeDecodingKey.self)
          let __macro_local_3keyfMu_ = try __macro_local_9containerfMu_.decode(Swift.String.self, forKey: ResilientCodableCore.SafeDecodingKey("type"))
          switch __macro_local_3keyfMu_ {
          case "text":
            let __macro_local_6valuesfMu_ = try decoder.container(keyedBy: CaseCodingKeys.TextCodingKeys.self)
            self = .text(body: try __macro_local_6valuesfMu_._$decode(forKey: .body), links: try __macro_local_6valuesfMu_.decodeResilient(forKey: .links, property: "links", context: __macro_local_7contextfMu_.forCase("text")))
          case "IMAGE":
            let __macro_local_6valuesfMu_ = try decoder.container(keyedBy: CaseCodingKeys.ImageCodingKeys.self)
            self = .image(url: try __macro_local_6valuesfMu_._$decode(forKey: .url))
          case "divider":
            self = .divider
          default:
            let __macro_local_5errorfMu_ = __macro_local_4enumfMu_.unknownCaseError(__macro_local_3keyfMu_, of: Self.self, knownCases: ["text", "IMAGE", "divider"], codingPath: __macro_local_9containerfMu_.codingPath + [ResilientCodableCore.SafeDecodingKey("type")])
            throw __macro_local_5errorfMu_
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
          let __macro_local_7contextfMu_ = ResilientCodableCore.SafeDecodingContext(Self.self)
          let __macro_local_4enumfMu_ = ResilientCodableCore._$EnumDecoder(decoder)
          let __macro_local_9containerfMu_ = try decoder.container(keyedBy: ResilientCodableCore.SafeDecodingKey.self)
          let __macro_local_3keyfMu_ = try __macro_local_9containerfMu_.decode(Swift.String.self, forKey: ResilientCodableCore.SafeDecodingKey("kind"))
          switch __macro_local_3keyfMu_ {
          case "link":
            let __macro_local_6valuesfMu_ = try decoder.container(keyedBy: CaseCodingKeys.LinkCodingKeys.self)
            self = .link(try __macro_local_6valuesfMu_._$decode(forKey: ._0), title: try __macro_local_6valuesfMu_.decodeResilient(forKey: .title, property: "title", context: __macro_local_7contextfMu_.forCase("link")))
          case "NONE":
            self = .none
          default:
            let __macro_local_5errorfMu_ = __macro_local_4enumfMu_.unknownCaseError(__macro_local_3keyfMu_, of: Self.self, knownCases: ["link", "NONE"], codingPath: __macro_local_9containerfMu_.codingPath + [ResilientCodableCore.SafeDecodingKey("kind")])
            throw __macro_local_5errorfMu_
          }
        }

        func encode(to encoder: any Swift.Encoder) throws {
          switch self {
          case .link(let __macro_local_6value0fMu_, let __macro_local_6value1fMu_):
            var __macro_local_13discriminatorfMu0_ = encoder.container(keyedBy: ResilientCodableCore.SafeDecodingKey.self)
            try __macro_local_13discriminatorfMu0_.encode("link", forKey: ResilientCodableCore.SafeDecodingKey("kind"))
            var __macro_local_6valuesfMu0_ = encoder.container(keyedBy: CaseCodingKeys.LinkCodingKeys.self)
            try __macro_local_6valuesfMu0_.encode(__macro_local_6value0fMu_, forKey: ._0)
            try __macro_local_6valuesfMu0_.encodeIfPresent(__macro_local_6value1fMu_, forKey: .title)
          case .none:
            var __macro_local_13discriminatorfMu0_ = encoder.container(keyedBy: ResilientCodableCore.SafeDecodingKey.self)
            try __macro_local_13discriminatorfMu0_.encode("NONE", forKey: ResilientCodableCore.SafeDecodingKey("kind"))
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
          let __macro_local_7contextfMu_ = ResilientCodableCore.SafeDecodingContext(Self.self)
          let __macro_local_4enumfMu_ = ResilientCodableCore._$EnumDecoder(decoder)
          let __macro_local_9containerfMu_: Swift.KeyedDecodingContainer<CodingKeys>
          do {
            __macro_local_9containerfMu_ = try decoder.container(keyedBy: CodingKeys.self)
          } catch {
            let __macro_local_4keptfMu_ = try __macro_local_4enumfMu_.recoverWithFallbackCase(from: error, context: __macro_local_7contextfMu_, keeping: ResilientCodableCore.PreservedValue.self)
            self = .unknown(__macro_local_4keptfMu_)
            return
          }
          guard __macro_local_9containerfMu_.allKeys.count == 1, let __macro_local_3keyfMu_ = __macro_local_9containerfMu_.allKeys.first else {
            let __macro_local_5errorfMu_ = __macro_local_4enumfMu_.invalidCaseObjectError(Self.self, knownCases: ["push", "fork"], codingPath: __macro_local_9containerfMu_.codingPath)
            let __macro_local_4keptfMu_ = try __macro_local_4enumfMu_.recoverWithFallbackCase(from: __macro_local_5errorfMu_, context: __macro_local_7contextfMu_, keeping: ResilientCodableCore.PreservedValue.self)
            self = .unknown(__macro_local_4keptfMu_)
            return
          }
          switch __macro_local_3keyfMu_ {
          case .push:
            let __macro_local_6valuesfMu_ = try __macro_local_9containerfMu_.nestedContainer(keyedBy: CaseCodingKeys.PushCodingKeys.self, forKey: __macro_local_3keyfMu_)
            self = .push(ref: try __macro_local_6valuesfMu_._$decode(forKey: .ref))
          case .fork:
            _ = try __macro_local_9containerfMu_.nestedContainer(keyedBy: ResilientCodableCore.SafeDecodingKey.self, forKey: __macro_local_3keyfMu_)
            self = .fork
          }
        }

        func encode(to encoder: any Swift.Encoder) throws {
          switch self {
          case .push(let __macro_local_6value0fMu_):
            var __macro_local_9containerfMu0_ = encoder.container(keyedBy: CodingKeys.self)
            var __macro_local_6valuesfMu0_ = __macro_local_9containerfMu0_.nestedContainer(keyedBy: CaseCodingKeys.PushCodingKeys.self, forKey: .push)
            try __macro_local_6valuesfMu0_.encode(__macro_local_6value0fMu_, forKey: .ref)
          case .fork:
            var __macro_local_9containerfMu0_ = encoder.container(keyedBy: CodingKeys.self)
            _ = __macro_local_9containerfMu0_.nestedContainer(keyedBy: ResilientCodableCore.SafeDecodingKey.self, forKey: .fork)
          case .unknown(let __macro_local_4keptfMu0_):
            try __macro_local_4keptfMu0_.encode(to: encoder)
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
          let __macro_local_4enumfMu_ = ResilientCodableCore._$EnumDecoder(decoder)
          let __macro_local_9containerfMu_ = try decoder.container(keyedBy: ResilientCodableCore.SafeDecodingKey.self)
          let __macro_local_3keyfMu_ = try __macro_local_9containerfMu_.decode(Swift.Int.self, forKey: ResilientCodableCore.SafeDecodingKey("t"))
          switch __macro_local_3keyfMu_ {
          case 1:
            self = .text(try __macro_local_9containerfMu_._$decode(forKey: ResilientCodableCore.SafeDecodingKey("c")))
          case 2, 3:
            let __macro_local_6valuesfMu_ = try __macro_local_9containerfMu_.nestedContainer(keyedBy: CaseCodingKeys.PointCodingKeys.self, forKey: ResilientCodableCore.SafeDecodingKey("c"))
            self = .point(x: try __macro_local_6valuesfMu_._$decode(forKey: .x), y: try __macro_local_6valuesfMu_._$decode(forKey: .y))
          case 0:
            self = .ping
          default:
            let __macro_local_5errorfMu_ = __macro_local_4enumfMu_.unknownCaseError(__macro_local_3keyfMu_, of: Self.self, knownCases: [1, 2, 3, 0], codingPath: __macro_local_9containerfMu_.codingPath + [ResilientCodableCore.SafeDecodingKey("t")])
            throw __macro_local_5errorfMu_
          }
        }

        func encode(to encoder: any Swift.Encoder) throws {
          switch self {
          case .text(let __macro_local_6value0fMu_):
            var __macro_local_13discriminatorfMu0_ = encoder.container(keyedBy: ResilientCodableCore.SafeDecodingKey.self)
            try __macro_local_13discriminatorfMu0_.encode(1, forKey: ResilientCodableCore.SafeDecodingKey("t"))
            var __macro_local_9containerfMu0_ = encoder.container(keyedBy: ResilientCodableCore.SafeDecodingKey.self)
            try __macro_local_9containerfMu0_.encode(__macro_local_6value0fMu_, forKey: ResilientCodableCore.SafeDecodingKey("c"))
          case .point(let __macro_local_6value0fMu0_, let __macro_local_6value1fMu_):
            var __macro_local_13discriminatorfMu0_ = encoder.container(keyedBy: ResilientCodableCore.SafeDecodingKey.self)
            try __macro_local_13discriminatorfMu0_.encode(2, forKey: ResilientCodableCore.SafeDecodingKey("t"))
            var __macro_local_9containerfMu0_ = encoder.container(keyedBy: ResilientCodableCore.SafeDecodingKey.self)
            var __macro_local_6valuesfMu0_ = __macro_local_9containerfMu0_.nestedContainer(keyedBy: CaseCodingKeys.PointCodingKeys.self, forKey: ResilientCodableCore.SafeDecodingKey("c"))
            try __macro_local_6valuesfMu0_.encode(__macro_local_6value0fMu0_, forKey: .x)
            try __macro_local_6valuesfMu0_.encode(__macro_local_6value1fMu_, forKey: .y)
          case .ping:
            var __macro_local_13discriminatorfMu0_ = encoder.container(keyedBy: ResilientCodableCore.SafeDecodingKey.self)
            try __macro_local_13discriminatorfMu0_.encode(0, forKey: ResilientCodableCore.SafeDecodingKey("t"))
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
          let __macro_local_7contextfMu_ = ResilientCodableCore.SafeDecodingContext(Self.self)
          var __macro_local_4enumfMu_ = ResilientCodableCore._$EnumDecoder(decoder)
          if let __macro_local_4keptfMu_ = __macro_local_4enumfMu_.attempt("number", { () throws -> Self in
            return .number(try decoder.singleValueContainer().decode(Int.self))
          }) {
            self = __macro_local_4keptfMu_
            return
          }
          if let __macro_local_4keptfMu_ = __macro_local_4enumfMu_.attempt("user", { () throws -> Self in
            let __macro_local_6valuesfMu_ = try decoder.container(keyedBy: CaseCodingKeys.UserCodingKeys.self)
            return .user(login: try __macro_local_6valuesfMu_._$decode(forKey: .login), tags: try __macro_local_6valuesfMu_.decodeResilient(forKey: .tags, property: "tags", context: __macro_local_7contextfMu_.forCase("user")))
          }) {
            self = __macro_local_4keptfMu_
            return
          }
          if let __macro_local_4keptfMu_ = __macro_local_4enumfMu_.attempt("none", { () throws -> Self in
            try ResilientCodableCore._$EnumDecoder.expectCaseName(["none"], in: decoder)
            return .none
          }) {
            self = __macro_local_4keptfMu_
            return
          }
          let __macro_local_5errorfMu_ = __macro_local_4enumfMu_.noCaseError(of: Self.self)
          let __macro_local_4keptfMu_ = try __macro_local_4enumfMu_.recoverWithFallbackCase(from: __macro_local_5errorfMu_, context: __macro_local_7contextfMu_, keeping: ResilientCodableCore.PreservedValue.self)
          self = .unknown(__macro_local_4keptfMu_)
          return
        }

        func encode(to encoder: any Swift.Encoder) throws {
          switch self {
          case .number(let __macro_local_6value0fMu_):
            var __macro_local_9containerfMu0_ = encoder.singleValueContainer()
            try __macro_local_9containerfMu0_.encode(__macro_local_6value0fMu_)
          case .user(let __macro_local_6value0fMu0_, let __macro_local_6value1fMu_):
            var __macro_local_6valuesfMu0_ = encoder.container(keyedBy: CaseCodingKeys.UserCodingKeys.self)
            try __macro_local_6valuesfMu0_.encode(__macro_local_6value0fMu0_, forKey: .login)
            try __macro_local_6valuesfMu0_.encode(__macro_local_6value1fMu_, forKey: .tags)
          case .none:
            var __macro_local_9containerfMu0_ = encoder.singleValueContainer()
            try __macro_local_9containerfMu0_.encode("none")
          case .unknown(let __macro_local_4keptfMu0_):
            try __macro_local_4keptfMu0_.encode(to: encoder)
          }
        }
      }
      """
    }
  }

  @Test func `a key style and @CaseValueKeys key an enum's associated values`() {
    assertMacro {
      """
      @SafeDecoding(decodingStrategy: .caseByObjectProperty("type"), keyStyle: .snakeCase)
      enum PaymentMethod: Codable {
        @CaseValueKeys(["last4": "last4_digits"])
        case card(brand: String, expMonth: Int, last4: String?)
        @CaseValueKeys(["_0": "bank_name"])
        case sepaDebit(String, preservedData: PreservedData = PreservedData())
        case link(Link)
      }
      """
    } expansion: {
      """
      enum PaymentMethod: Codable {
        case card(brand: String, expMonth: Int, last4: String?)
        case sepaDebit(String, preservedData: PreservedData = PreservedData())
        case link(Link)

        private enum CaseCodingKeys {
          enum CardCodingKeys: Swift.String, Swift.CodingKey {
            case brand
            case expMonth = "exp_month"
            case __expMonth_key1 = "expMonth"
            case last4 = "last4_digits"
            case __last4_key1 = "last4Digits"
          }
          enum SepaDebitCodingKeys: Swift.String, Swift.CodingKey {
            case _0 = "bank_name"
            case ___0_key1 = "bankName"
          }
        }

        init(from decoder: any Swift.Decoder) throws {
          let __macro_local_7contextfMu_ = ResilientCodableCore.SafeDecodingContext(Self.self)
          let __macro_local_4enumfMu_ = ResilientCodableCore._$EnumDecoder(decoder)
          let __macro_local_9containerfMu_ = try decoder.container(keyedBy: ResilientCodableCore.SafeDecodingKey.self)
          let __macro_local_3keyfMu_ = try __macro_local_9containerfMu_.decode(Swift.String.self, forKey: ResilientCodableCore.SafeDecodingKey("type"))
          switch __macro_local_3keyfMu_ {
          case "card":
            let __macro_local_6valuesfMu_ = try decoder.container(keyedBy: CaseCodingKeys.CardCodingKeys.self)
            self = .card(brand: try __macro_local_6valuesfMu_._$decode(forKey: .brand), expMonth: try __macro_local_6valuesfMu_._$decode(forKey: __macro_local_6valuesfMu_.presentKey(.expMonth, spelledAlso: [.__expMonth_key1])), last4: try __macro_local_6valuesfMu_.decodeResilient(forKey: __macro_local_6valuesfMu_.presentKey(.last4, spelledAlso: [.__last4_key1]), property: "last4", context: __macro_local_7contextfMu_.forCase("card")))
          case "sepaDebit":
            let __macro_local_6valuesfMu_ = try decoder.container(keyedBy: CaseCodingKeys.SepaDebitCodingKeys.self)
            self = .sepaDebit(try __macro_local_6valuesfMu_._$decode(forKey: __macro_local_6valuesfMu_.presentKey(._0, spelledAlso: [.___0_key1])), preservedData: ResilientCodableCore.PreservedData(keepingUnknownKeysOf: decoder, knownKeys: ["bank_name", "type"]))
          case "link":
            self = .link(try decoder.singleValueContainer().decode(Link.self))
          default:
            let __macro_local_5errorfMu_ = __macro_local_4enumfMu_.unknownCaseError(__macro_local_3keyfMu_, of: Self.self, knownCases: ["card", "sepaDebit", "link"], codingPath: __macro_local_9containerfMu_.codingPath + [ResilientCodableCore.SafeDecodingKey("type")])
            throw __macro_local_5errorfMu_
          }
        }

        func encode(to encoder: any Swift.Encoder) throws {
          switch self {
          case .card(let __macro_local_6value0fMu_, let __macro_local_6value1fMu_, let __macro_local_6value2fMu_):
            var __macro_local_13discriminatorfMu0_ = encoder.container(keyedBy: ResilientCodableCore.SafeDecodingKey.self)
            try __macro_local_13discriminatorfMu0_.encode("card", forKey: ResilientCodableCore.SafeDecodingKey("type"))
            var __macro_local_6valuesfMu0_ = encoder.container(keyedBy: CaseCodingKeys.CardCodingKeys.self)
            try __macro_local_6valuesfMu0_.encode(__macro_local_6value0fMu_, forKey: .brand)
            try __macro_local_6valuesfMu0_.encode(__macro_local_6value1fMu_, forKey: .expMonth)
            try __macro_local_6valuesfMu0_.encodeIfPresent(__macro_local_6value2fMu_, forKey: .last4)
          case .sepaDebit(let __macro_local_6value0fMu0_, let __macro_local_6value1fMu0_):
            var __macro_local_13discriminatorfMu0_ = encoder.container(keyedBy: ResilientCodableCore.SafeDecodingKey.self)
            try __macro_local_13discriminatorfMu0_.encode("sepaDebit", forKey: ResilientCodableCore.SafeDecodingKey("type"))
            var __macro_local_6valuesfMu0_ = encoder.container(keyedBy: CaseCodingKeys.SepaDebitCodingKeys.self)
            try __macro_local_6valuesfMu0_.encode(__macro_local_6value0fMu0_, forKey: ._0)
            try __macro_local_6value1fMu0_.encodeUnknownKeys(to: encoder)
          case .link(let __macro_local_6value0fMu1_):
            try __macro_local_6value0fMu1_.encode(to: encoder)
            var __macro_local_13discriminatorfMu0_ = encoder.container(keyedBy: ResilientCodableCore.SafeDecodingKey.self)
            try __macro_local_13discriminatorfMu0_.encode("link", forKey: ResilientCodableCore.SafeDecodingKey("type"))
          }
        }
      }
      """
    }
  }

  @Test func `a key style on an enum by nested object writes the keys it reads`() {
    assertMacro {
      """
      @SafeDecoding(keyStyle: .snakeCase)
      enum PlaybackItem: Codable {
        case track(durationMs: Int, [String])
        case ad
      }
      """
    } expansion: {
      """
      enum PlaybackItem: Codable {
        case track(durationMs: Int, [String])
        case ad

        private enum CodingKeys: Swift.String, Swift.CodingKey {
          case track
          case ad
        }

        private enum CaseCodingKeys {
          enum TrackCodingKeys: Swift.String, Swift.CodingKey {
            case durationMs = "duration_ms"
            case __durationMs_key1 = "durationMs"
            case _1
          }
        }

        init(from decoder: any Swift.Decoder) throws {
          let __macro_local_7contextfMu_ = ResilientCodableCore.SafeDecodingContext(Self.self)
          let __macro_local_4enumfMu_ = ResilientCodableCore._$EnumDecoder(decoder)
          let __macro_local_9containerfMu_ = try decoder.container(keyedBy: CodingKeys.self)
          guard __macro_local_9containerfMu_.allKeys.count == 1, let __macro_local_3keyfMu_ = __macro_local_9containerfMu_.allKeys.first else {
            let __macro_local_5errorfMu_ = __macro_local_4enumfMu_.invalidCaseObjectError(Self.self, knownCases: ["track", "ad"], codingPath: __macro_local_9containerfMu_.codingPath)
            throw __macro_local_5errorfMu_
          }
          switch __macro_local_3keyfMu_ {
          case .track:
            let __macro_local_6valuesfMu_ = try __macro_local_9containerfMu_.nestedContainer(keyedBy: CaseCodingKeys.TrackCodingKeys.self, forKey: __macro_local_3keyfMu_)
            self = .track(durationMs: try __macro_local_6valuesfMu_._$decode(forKey: __macro_local_6valuesfMu_.presentKey(.durationMs, spelledAlso: [.__durationMs_key1])), try __macro_local_6valuesfMu_.decodeResilient(forKey: ._1, property: "_1", context: __macro_local_7contextfMu_.forCase("track")))
          case .ad:
            _ = try __macro_local_9containerfMu_.nestedContainer(keyedBy: ResilientCodableCore.SafeDecodingKey.self, forKey: __macro_local_3keyfMu_)
            self = .ad
          }
        }

        func encode(to encoder: any Swift.Encoder) throws {
          switch self {
          case .track(let __macro_local_6value0fMu_, let __macro_local_6value1fMu_):
            var __macro_local_9containerfMu0_ = encoder.container(keyedBy: CodingKeys.self)
            var __macro_local_6valuesfMu0_ = __macro_local_9containerfMu0_.nestedContainer(keyedBy: CaseCodingKeys.TrackCodingKeys.self, forKey: .track)
            try __macro_local_6valuesfMu0_.encode(__macro_local_6value0fMu_, forKey: .durationMs)
            try __macro_local_6valuesfMu0_.encode(__macro_local_6value1fMu_, forKey: ._1)
          case .ad:
            var __macro_local_9containerfMu0_ = encoder.container(keyedBy: CodingKeys.self)
            _ = __macro_local_9containerfMu0_.nestedContainer(keyedBy: ResilientCodableCore.SafeDecodingKey.self, forKey: .ad)
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
          case __name_key1 = "fullName"
          case id = "user-id"
          case avatarURL = "AVATAR_URL"
          case __avatarURL_key1 = "avatarUrl"
          case followerCount = "follower-count"
          case URLString = "urlstring"
        }
      }

      extension User: Swift.Decodable {
        init(from decoder: any Swift.Decoder) throws {
          let __macro_local_9containerfMu_ = try decoder.container(keyedBy: CodingKeys.self)
          let __macro_local_7contextfMu_ = ResilientCodableCore.SafeDecodingContext(Self.self)
          self.name = try __macro_local_9containerfMu_._$decode(forKey: __macro_local_9containerfMu_.presentKey(.name, spelledAlso: [.__name_key1]))
          self.id = try __macro_local_9containerfMu_._$decode(forKey: .id)
          self.avatarURL = try __macro_local_9containerfMu_.decodeResilient(forKey: __macro_local_9containerfMu_.presentKey(.avatarURL, spelledAlso: [.__avatarURL_key1]), property: "avatarURL", context: __macro_local_7contextfMu_)
          self.followerCount = try __macro_local_9containerfMu_.decodeResilient(forKey: .followerCount, property: "followerCount", context: __macro_local_7contextfMu_)
          self.URLString = try __macro_local_9containerfMu_.decodeResilient(forKey: .URLString, property: "URLString", context: __macro_local_7contextfMu_)
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
          let __macro_local_9containerfMu_ = try decoder.container(keyedBy: CodingKeys.self)
          let __macro_local_7contextfMu_ = ResilientCodableCore.SafeDecodingContext(Self.self)
          self.beta = try ResilientCodableCore._$holds(Flags.isBetaEnabled) ? __macro_local_9containerfMu_.decodeResilient(forKey: .beta, property: "beta", context: __macro_local_7contextfMu_) : nil
          self.extra = try ResilientCodableCore._$holds({ Flags.count > 1 }) ? __macro_local_9containerfMu_.decodeResilient(forKey: .extra, property: "extra", context: __macro_local_7contextfMu_) : nil
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
          var __macro_local_9containerfMu_ = encoder.container(keyedBy: CodingKeys.self)
          try __macro_local_9containerfMu_._$encode(self.value, forKey: .value)
          try self.preservedData.encodeUnknownKeys(to: encoder)
        }
      }
      enum Level: Int {
        case low, high

        init(from decoder: any Swift.Decoder) throws {
          self = try ResilientCodableCore._$EnumDecoder.decodeRawValueCase(Self.self, from: decoder, cases: [.low, .high])
        }

        func encode(to encoder: any Swift.Encoder) throws {
          var __macro_local_9containerfMu2_ = encoder.singleValueContainer()
          try __macro_local_9containerfMu2_.encode(self.rawValue)
        }
      }

      extension Token: Swift.Decodable, Swift.Encodable {
        init(from decoder: any Swift.Decoder) throws {
          let __macro_local_9containerfMu0_ = try decoder.container(keyedBy: CodingKeys.self)
          let __macro_local_9preservedfMu_ = ResilientCodableCore.PreservedData(preparingFor: decoder)
          self.value = try __macro_local_9containerfMu0_._$decode(forKey: .value)
          self.preservedData = __macro_local_9preservedfMu_
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
          let __macro_local_7contextfMu_ = ResilientCodableCore.SafeDecodingContext(Self.self)
          let __macro_local_4enumfMu_ = ResilientCodableCore._$EnumDecoder(decoder)
          do {
            self = try ResilientCodableCore._$EnumDecoder.decodeRawValueCase(Self.self, from: decoder, cases: [.low, .high, .full, .unknown], caseNamed: {
              switch $0 {
              case "HD", "1080p": .full
              default: nil
              }
            })
          } catch {
            try __macro_local_4enumfMu_.recoverWithFallbackCase(from: error, context: __macro_local_7contextfMu_, keeping: Swift.Void.self)
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
          let __macro_local_4enumfMu_ = ResilientCodableCore._$EnumDecoder(decoder)
          let __macro_local_3keyfMu_ = try decoder.singleValueContainer().decode(Swift.String.self)
          switch __macro_local_3keyfMu_ {
          case "up":
            self = .up
          case "DOWN":
            self = .down
          default:
            let __macro_local_5errorfMu_ = __macro_local_4enumfMu_.unknownCaseError(__macro_local_3keyfMu_, of: Self.self, knownCases: ["up", "DOWN"], codingPath: decoder.codingPath)
            throw __macro_local_5errorfMu_
          }
        }

        func encode(to encoder: any Swift.Encoder) throws {
          switch self {
          case .up:
            var __macro_local_9containerfMu0_ = encoder.singleValueContainer()
            try __macro_local_9containerfMu0_.encode("up")
          case .down:
            var __macro_local_9containerfMu0_ = encoder.singleValueContainer()
            try __macro_local_9containerfMu0_.encode("DOWN")
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
          let __macro_local_9containerfMu_ = try decoder.container(keyedBy: CodingKeys.self)
          let __macro_local_7contextfMu_ = ResilientCodableCore.SafeDecodingContext(Self.self)
          self.items = try __macro_local_9containerfMu_.decodeResilient(forKey: .items, property: "items", context: __macro_local_7contextfMu_, completenessLimit: .droppedAtMost(percent: 10))
          self._labels = try __macro_local_9containerfMu_._$decodeWrapper(forKey: .labels, completenessLimit: .droppedAtMost(2))
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
          var __macro_local_9containerfMu_ = encoder.container(keyedBy: CodingKeys.self)
          try __macro_local_9containerfMu_._$encode(self.id, forKey: .id)
          try __macro_local_9containerfMu_.encodeResilient(self.name, forKey: .name, property: "name", preserved: self.preservedData)
          try __macro_local_9containerfMu_.encodeResilient(self.tags, forKey: .tags, property: "tags", preserved: self.preservedData)
          try __macro_local_9containerfMu_._$encode(self.rating, forKey: .rating)
          try __macro_local_9containerfMu_.encode(self._theme, forKey: .theme)
          try __macro_local_9containerfMu_._$encode(self.kind, forKey: .kind)
          try self.preservedData.encodeUnknownKeys(to: encoder)
        }
      }

      extension Profile {
        public init(from decoder: any Swift.Decoder) throws {
          let __macro_local_9containerfMu0_ = try decoder.container(keyedBy: CodingKeys.self)
          let __macro_local_7contextfMu_ = ResilientCodableCore.SafeDecodingContext(Self.self)
          var __macro_local_9preservedfMu_ = ResilientCodableCore.PreservedData(preparingFor: decoder, knownKeys: CodingKeys.self)
          self.id = try __macro_local_9containerfMu0_._$decode(forKey: .id)
          self.name = try __macro_local_9containerfMu0_.decodeResilient(forKey: .name, property: "name", context: __macro_local_7contextfMu_, preserving: &__macro_local_9preservedfMu_)
          self.tags = try __macro_local_9containerfMu0_.decodeResilient(forKey: .tags, property: "tags", context: __macro_local_7contextfMu_, preserving: &__macro_local_9preservedfMu_)
          self.rating = try __macro_local_9containerfMu0_.decode(forKey: .rating, property: "rating", context: __macro_local_7contextfMu_, initialValue: self.rating)
          self._theme = try __macro_local_9containerfMu0_._$decodeWrapper(forKey: .theme)
          self.preservedData = __macro_local_9preservedfMu_
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
          var __macro_local_9containerfMu_ = encoder.container(keyedBy: CodingKeys.self)
          try __macro_local_9containerfMu_._$encode(self.owner, forKey: .owner)
          try self.preservedData.encodeUnknownKeys(to: encoder)
        }

        required init(from decoder: any Swift.Decoder) throws {
          let __macro_local_9containerfMu0_ = try decoder.container(keyedBy: CodingKeys.self)
          let __macro_local_9preservedfMu_ = ResilientCodableCore.PreservedData(preparingFor: decoder, knownKeys: CodingKeys.self)
          self.owner = try __macro_local_9containerfMu0_._$decode(forKey: .owner)
          self.preservedData = __macro_local_9preservedfMu_
        }
      }
      """
    }
  }

  @Test func `a container path nests every property and is kept on encoding`() {
    assertMacro {
      """
      @SafeDecoding(at: "data", "attributes", preservingUnknownKeys: true)
      struct Article: Codable {
        var title: String
        @CodedAt("published", "on") var publishedOn: String?
        @CodedAs("lede") var summary: String?
      }
      """
    } expansion: {
      """
      struct Article: Codable {
        var title: String
        var publishedOn: String?
        var summary: String?

        private enum CodingKeys: Swift.String, Swift.CodingKey {
          case __object1 = "data"
        }

        /// What the payload held beyond the declared properties, written back by `encode(to:)`.
        var preservedData = ResilientCodableCore.PreservedData()

        func encode(to encoder: any Swift.Encoder) throws {
          var __macro_local_9containerfMu_ = encoder.container(keyedBy: CodingKeys.self)
          var __macro_local_7object1fMu_ = __macro_local_9containerfMu_.nestedContainer(keyedBy: ResilientCodableCore.SafeDecodingKey.self, forKey: .__object1)
          var __macro_local_7object2fMu_ = __macro_local_7object1fMu_.nestedContainer(keyedBy: ResilientCodableCore.SafeDecodingKey.self, forKey: ResilientCodableCore.SafeDecodingKey("attributes"))
          var __macro_local_7object3fMu_ = __macro_local_7object2fMu_.nestedContainer(keyedBy: ResilientCodableCore.SafeDecodingKey.self, forKey: ResilientCodableCore.SafeDecodingKey("published"))
          try __macro_local_7object2fMu_._$encode(self.title, forKey: ResilientCodableCore.SafeDecodingKey("title"))
          try __macro_local_7object3fMu_.encodeResilient(self.publishedOn, forKey: ResilientCodableCore.SafeDecodingKey("on"), property: "publishedOn", preserved: self.preservedData)
          try __macro_local_7object2fMu_.encodeResilient(self.summary, forKey: self.preservedData.key(ResilientCodableCore.SafeDecodingKey("summary"), forProperty: "summary"), property: "summary", preserved: self.preservedData)
          try self.preservedData.encodeUnknownKeys(inObjectAt: ["data"], to: &__macro_local_7object1fMu_)
          try self.preservedData.encodeUnknownKeys(inObjectAt: ["data", "attributes"], to: &__macro_local_7object2fMu_)
          try self.preservedData.encodeUnknownKeys(inObjectAt: ["data", "attributes", "published"], to: &__macro_local_7object3fMu_)
          try self.preservedData.encodeUnknownKeys(to: encoder)
        }
      }

      extension Article {
        init(from decoder: any Swift.Decoder) throws {
          let __macro_local_9containerfMu0_ = try decoder.container(keyedBy: CodingKeys.self)
          let __macro_local_7contextfMu_ = ResilientCodableCore.SafeDecodingContext(Self.self)
          var __macro_local_9preservedfMu_ = ResilientCodableCore.PreservedData(preparingFor: decoder, knownKeys: CodingKeys.self)
          let __macro_local_7object1fMu0_ = try __macro_local_9containerfMu0_.nestedContainer(keyedBy: ResilientCodableCore.SafeDecodingKey.self, forKey: .__object1)
          let __macro_local_7object2fMu0_ = try __macro_local_7object1fMu0_.nestedContainer(keyedBy: ResilientCodableCore.SafeDecodingKey.self, forKey: ResilientCodableCore.SafeDecodingKey("attributes"))
          let __macro_local_7object3fMu0_ = try __macro_local_7object2fMu0_.resilientNestedContainer(forKey: ResilientCodableCore.SafeDecodingKey("published"), context: __macro_local_7contextfMu_)
          __macro_local_9preservedfMu_.keepUnknownKeys(ofObjectFor: .__object1, in: __macro_local_9containerfMu0_, atPath: ["data"], knownKeys: ["attributes"])
          __macro_local_9preservedfMu_.keepUnknownKeys(ofObjectFor: ResilientCodableCore.SafeDecodingKey("attributes"), in: __macro_local_7object1fMu0_, atPath: ["data", "attributes"], knownKeys: ["title", "published", "summary", "lede"])
          __macro_local_9preservedfMu_.keepUnknownKeys(ofObjectFor: ResilientCodableCore.SafeDecodingKey("published"), in: __macro_local_7object2fMu0_, atPath: ["data", "attributes", "published"], knownKeys: ["on"])
          self.title = try __macro_local_7object2fMu0_._$decode(forKey: ResilientCodableCore.SafeDecodingKey("title"))
          self.publishedOn = try __macro_local_7object3fMu0_.decodeResilient(forKey: ResilientCodableCore.SafeDecodingKey("on"), property: "publishedOn", context: __macro_local_7contextfMu_, preserving: &__macro_local_9preservedfMu_)
          self.summary = try __macro_local_7object2fMu0_.decodeResilient(forKey: __macro_local_7object2fMu0_.presentKey(ResilientCodableCore.SafeDecodingKey("summary"), renamedAs: [ResilientCodableCore.SafeDecodingKey("lede")], property: "summary", context: __macro_local_7contextfMu_, preserving: &__macro_local_9preservedfMu_), property: "summary", context: __macro_local_7contextfMu_, preserving: &__macro_local_9preservedfMu_)
          self.preservedData = __macro_local_9preservedfMu_
        }
      }
      """
    }
  }

  @Test func `coding controls leave properties out and write nil as null`() {
    assertMacro {
      """
      @SafeDecoding(nilEncoding: .null)
      struct Draft: Codable {
        var title: String?
        @IgnoreCoding var isSelected = false
        @IgnoreDecoding var clientVersion = "2.4"
        @IgnoreEncoding var token: String?
        @IgnoreEncoding(when: .empty) var tags: [String]?
        @IgnoreEncoding(when: .default) var theme = "light"
        @IgnoreEncoding(when: .nil) var note: String?
        @IgnoreEncoding(if: { (price: Int) in price <= 0 }) var price: Int
      }
      """
    } expansion: {
      """
      struct Draft: Codable {
        var title: String?
        var isSelected = false
        var clientVersion = "2.4"
        var token: String?
        var tags: [String]?
        var theme = "light"
        var note: String?
        var price: Int

        private enum CodingKeys: Swift.String, Swift.CodingKey {
          case title
          case clientVersion
          case token
          case tags
          case theme
          case note
          case price
        }

        /// What the payload held beyond the declared properties, written back by `encode(to:)`.
        var preservedData = ResilientCodableCore.PreservedData()

        func encode(to encoder: any Swift.Encoder) throws {
          var __macro_local_9containerfMu_ = encoder.container(keyedBy: CodingKeys.self)
          try __macro_local_9containerfMu_.encodeResilient(self.title, forKey: .title, property: "title", preserved: self.preservedData, nilEncoding: .null)
          try __macro_local_9containerfMu_._$encode(self.clientVersion, forKey: .clientVersion)
          if !(self.tags?.isEmpty ?? true) { try __macro_local_9containerfMu_.encodeResilient(self.tags, forKey: .tags, property: "tags", preserved: self.preservedData, nilEncoding: .null) }
          if self.theme != ("light") { try __macro_local_9containerfMu_._$encode(self.theme, forKey: .theme) }
          if self.note != nil { try __macro_local_9containerfMu_.encodeResilient(self.note, forKey: .note, property: "note", preserved: self.preservedData) }
          if !ResilientCodableCore._$holds({ (price: Int) in price <= 0 }, for: self.price) { try __macro_local_9containerfMu_._$encode(self.price, forKey: .price) }
          try self.preservedData.encodeUnknownKeys(to: encoder)
        }
      }

      extension Draft {
        init(from decoder: any Swift.Decoder) throws {
          let __macro_local_9containerfMu0_ = try decoder.container(keyedBy: CodingKeys.self)
          let __macro_local_7contextfMu_ = ResilientCodableCore.SafeDecodingContext(Self.self)
          var __macro_local_9preservedfMu_ = ResilientCodableCore.PreservedData(preparingFor: decoder)
          self.title = try __macro_local_9containerfMu0_.decodeResilient(forKey: .title, property: "title", context: __macro_local_7contextfMu_, preserving: &__macro_local_9preservedfMu_)
          self.token = try __macro_local_9containerfMu0_.decodeResilient(forKey: .token, property: "token", context: __macro_local_7contextfMu_, preserving: &__macro_local_9preservedfMu_)
          self.tags = try __macro_local_9containerfMu0_.decodeResilient(forKey: .tags, property: "tags", context: __macro_local_7contextfMu_, preserving: &__macro_local_9preservedfMu_)
          self.theme = try __macro_local_9containerfMu0_.decode(forKey: .theme, property: "theme", context: __macro_local_7contextfMu_, initialValue: self.theme)
          self.note = try __macro_local_9containerfMu0_.decodeResilient(forKey: .note, property: "note", context: __macro_local_7contextfMu_, preserving: &__macro_local_9preservedfMu_)
          self.price = try __macro_local_9containerfMu0_._$decode(forKey: .price)
          self.preservedData = __macro_local_9preservedfMu_
        }
      }
      """
    }
  }

  @Test func `hooks run after decoding and before encoding`() {
    assertMacro {
      """
      @SafeDecoding
      struct Listing: Codable {
        var title: String

        mutating func didDecode() throws {}
        func willEncode(to encoder: any Encoder) {}
      }
      """
    } expansion: {
      """
      struct Listing: Codable {
        var title: String

        mutating func didDecode() throws {}
        func willEncode(to encoder: any Encoder) {}

        private enum CodingKeys: Swift.String, Swift.CodingKey {
          case title
        }

        /// What the payload held beyond the declared properties, written back by `encode(to:)`.
        var preservedData = ResilientCodableCore.PreservedData()

        func encode(to encoder: any Swift.Encoder) throws {
          self.willEncode(to: encoder)
          var __macro_local_9containerfMu_ = encoder.container(keyedBy: CodingKeys.self)
          try __macro_local_9containerfMu_._$encode(self.title, forKey: .title)
          try self.preservedData.encodeUnknownKeys(to: encoder)
        }
      }

      extension Listing {
        init(from decoder: any Swift.Decoder) throws {
          let __macro_local_9containerfMu0_ = try decoder.container(keyedBy: CodingKeys.self)
          let __macro_local_9preservedfMu_ = ResilientCodableCore.PreservedData(preparingFor: decoder)
          self.title = try __macro_local_9containerfMu0_._$decode(forKey: .title)
          self.preservedData = __macro_local_9preservedfMu_
          try self.didDecode()
        }
      }
      """
    }
  }

  @Test func `a subclass of a @SafeDecoding class extends its keys and its encoding`() {
    assertMacro(macroSpecsForSubclassOfSafeDecodingClass) {
      """
      @SafeDecoding
      final class PhotoPost: FeedPost {
        var url: String
        var width: Int?
      }
      """
    } expansion: {
      """
      final class PhotoPost: FeedPost {
        var url: String
        var width: Int?

        private enum CodingKeys: Swift.String, Swift.CodingKey {
          case url
          case width
        }

        /// Whether the class, or one of its superclasses, reads `key` in the payload's object.
        override class func _$isKnownKey(_ key: Swift.String) -> Swift.Bool {
          CodingKeys(stringValue: key) != nil || super._$isKnownKey(key)
        }

        override func _$encodeProperties(to encoder: any Swift.Encoder) throws {
          try super._$encodeProperties(to: encoder)
          var __macro_local_9containerfMu_ = encoder.container(keyedBy: CodingKeys.self)
          try __macro_local_9containerfMu_._$encodeIfEncodable(self.url, forKey: .url)
          try __macro_local_9containerfMu_._$encodeIfEncodable(self.width, forKey: .width, property: "width", preserved: self.preservedData, isResilient: true)
        }

        required init(from decoder: any Swift.Decoder) throws {
          let __macro_local_9containerfMu0_ = try decoder.container(keyedBy: CodingKeys.self)
          let __macro_local_7contextfMu_ = ResilientCodableCore.SafeDecodingContext(Self.self)
          var __macro_local_9preservedfMu_ = ResilientCodableCore.PreservedData(preparingFor: decoder)
          self.url = try __macro_local_9containerfMu0_._$decode(forKey: .url)
          self.width = try __macro_local_9containerfMu0_.decodeResilient(forKey: .width, property: "width", context: __macro_local_7contextfMu_, preserving: &__macro_local_9preservedfMu_)
          try super.init(from: decoder)
          self.preservedData.merge(__macro_local_9preservedfMu_)
        }
      }
      """
    }
  }

  @Test func `a flattened property decodes and encodes in the model's object`() {
    assertMacro {
      """
      @SafeDecoding(preservingUnknownKeys: true)
      struct Page: Codable {
        var users: [String]
        @Flattened var pagination: Pagination
        @Flattened @FallbackDecoding(RateLimit()) var rateLimit: RateLimit
        @Flattened var links: Links?
      }
      """
    } expansion: {
      """
      struct Page: Codable {
        var users: [String]
        var pagination: Pagination
        var rateLimit: RateLimit
        var links: Links?

        private enum CodingKeys: Swift.String, Swift.CodingKey {
          case users
        }

        /// What the payload held beyond the declared properties, written back by `encode(to:)`.
        var preservedData = ResilientCodableCore.PreservedData()

        func encode(to encoder: any Swift.Encoder) throws {
          var __macro_local_9containerfMu_ = encoder.container(keyedBy: CodingKeys.self)
          try __macro_local_9containerfMu_.encodeResilient(self.users, forKey: .users, property: "users", preserved: self.preservedData)
          try ResilientCodableCore._$encodeFlattened(self.pagination, to: encoder)
          try ResilientCodableCore._$encodeFlattened(self.rateLimit, to: encoder)
          try ResilientCodableCore._$encodeFlattened(self.links, to: encoder)
          try self.preservedData.encodeUnknownKeys(to: encoder)
        }
      }

      extension Page {
        init(from decoder: any Swift.Decoder) throws {
          let __macro_local_9containerfMu0_ = try decoder.container(keyedBy: CodingKeys.self)
          let __macro_local_7contextfMu_ = ResilientCodableCore.SafeDecodingContext(Self.self)
          var __macro_local_9preservedfMu_ = ResilientCodableCore.PreservedData(preparingFor: decoder, knownKeys: CodingKeys.self)
          self.users = try __macro_local_9containerfMu0_.decodeResilient(forKey: .users, property: "users", context: __macro_local_7contextfMu_, preserving: &__macro_local_9preservedfMu_)
          self.pagination = try decoder.decodeFlattened(Pagination.self, property: "pagination", context: __macro_local_7contextfMu_, preserving: &__macro_local_9preservedfMu_)
          self.rateLimit = try decoder.decodeFlattened(RateLimit.self, property: "rateLimit", context: __macro_local_7contextfMu_, fallback: { (RateLimit()) as RateLimit }, preserving: &__macro_local_9preservedfMu_)
          self.links = try decoder.decodeFlattened(Links?.self, property: "links", context: __macro_local_7contextfMu_, preserving: &__macro_local_9preservedfMu_)
          self.preservedData = __macro_local_9preservedfMu_
        }
      }
      """
    }
  }

  @Test func `a model of flattened properties only reads and writes no container of its own`() {
    assertMacro {
      """
      @SafeDecoding
      struct Anime: Codable {
        @Flattened var identity: ResourceIdentity
        @Flattened var attributes: AnimeAttributes
      }
      """
    } expansion: {
      """
      struct Anime: Codable {
        var identity: ResourceIdentity
        var attributes: AnimeAttributes

        private enum CodingKeys: Swift.CodingKey {
        }

        /// What the payload held beyond the declared properties, written back by `encode(to:)`.
        var preservedData = ResilientCodableCore.PreservedData()

        func encode(to encoder: any Swift.Encoder) throws {
          _ = encoder.container(keyedBy: CodingKeys.self)
          try ResilientCodableCore._$encodeFlattened(self.identity, to: encoder)
          try ResilientCodableCore._$encodeFlattened(self.attributes, to: encoder)
          try self.preservedData.encodeUnknownKeys(to: encoder)
        }
      }

      extension Anime {
        init(from decoder: any Swift.Decoder) throws {
          _ = try decoder.container(keyedBy: CodingKeys.self)
          let __macro_local_7contextfMu_ = ResilientCodableCore.SafeDecodingContext(Self.self)
          var __macro_local_9preservedfMu_ = ResilientCodableCore.PreservedData(preparingFor: decoder)
          self.identity = try decoder.decodeFlattened(ResourceIdentity.self, property: "identity", context: __macro_local_7contextfMu_, preserving: &__macro_local_9preservedfMu_)
          self.attributes = try decoder.decodeFlattened(AnimeAttributes.self, property: "attributes", context: __macro_local_7contextfMu_, preserving: &__macro_local_9preservedfMu_)
          self.preservedData = __macro_local_9preservedfMu_
        }
      }
      """
    }
  }
}
