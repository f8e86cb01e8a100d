import ResilientCodable

// Models that name the types beside them unqualified, as synthesized `Codable` allows: the
// generated `init(from:)` of a struct lives in an extension, whose scope does not see them.

/// A namespace, as API clients group their models.
enum API {
  struct User: Codable, Equatable {
    let login: String
  }

  @SafeDecoding
  struct Issue: Codable, Equatable {
    let user: User
    let assignees: [User]
    var closedBy: User?
    var reactions: [String: User]
    @IgnoreSafeDecoding var author: User?
    var milestone: Milestone?
  }

  struct Milestone: Codable, Equatable {
    let title: String
  }

  enum V2 {
    enum Visibility: String, Codable, Equatable, ResilientRawRepresentable {
      case `public`, `private`, unknown
      static var decodingFallback: Visibility { .unknown }
    }

    @SafeDecoding
    struct Repository<Extra: Codable & Equatable>: Codable, Equatable {
      let owner: User
      @Resilient var visibility: Visibility
      var license: License?
      var extras: [Extra]

      struct License: Codable, Equatable {
        let key: String
      }
    }

    @SafeDecoding
    enum Event: Equatable {
      case opened(Issue)
      case transferred(to: User, [User])
      @FallbackCaseDecoding case unknown
    }
  }
}
