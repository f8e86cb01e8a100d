import Foundation
import ResilientCodable
import ResilientCodableTesting
import Testing

struct DriftCheckTests {
  /// The cases of `repositoryFixture` that a resilient model reports: a wrong type, a novel
  /// state, a state gone missing (the enum takes its fallback), and the bad elements.
  static let resilientlyReportedCases = [
    "wrong type at /name", "missing key /state", "null at /state", "wrong type at /state",
    "novel string at /state", "renamed key /state to /stateRenamed", "bad element at /tags/2",
    "null at /tags/0", "wrong type at /tags/0",
  ]

  @Test func `a plain Codable model fails every drift of a value it does not require`() throws {
    let result = try DriftCheck(FragileRepository.self, requiredPointers: ["/id"])
      .run(on: Data(#"{"id": 1, "state": "open"}"#.utf8))
    #expect(result.cases.count == 10)
    #expect(
      result.thrownCases.map(\.name) == [
        "missing key /id", "null at /id", "wrong type at /id", "renamed key /id to /idRenamed",
      ])
    #expect(result.failures.map(\.problem) == Array(repeating: .threw, count: 5))
    #expect(
      result.description == """
        FragileRepository failed 5 of 10 drift cases:
        - missing key /state: the decode threw keyNotFound at /state
        - null at /state: the decode threw valueWasNil at /state, expected String
        - wrong type at /state: the decode threw typeMismatch at /state, expected String
        - novel string at /state: the decode threw dataCorrupted at /state
        - renamed key /state to /stateRenamed: the decode threw keyNotFound at /state
        """)
  }

  @Test func `a model that recovers without reporting fails where it changed or lost data`() throws
  {
    let result = try DriftCheck(SilentRepository.self)
      .run(on: Data(#"{"id": 1, "tags": ["a"]}"#.utf8))
    #expect(result.cases.count == 12)
    #expect(
      result.failures.map(\.description) == [
        "wrong type at /id: decoded /id as another value and reported nothing",
        "bad element at /tags/1: changed /tags/0, which the drift did not touch, and reported "
          + "nothing there",
        "wrong type at /tags/0: decoded /tags/0 as another value and reported nothing",
      ])
    #expect(
      result.failures.map(\.problem) == [.unreportedChange, .changedElsewhere, .unreportedChange])
  }

  @Test func `a model of resilient wrappers survives every case and reports each`() throws {
    let result = try DriftCheck(ResilientRepository.self, requiredPointers: ["/id"])
      .run(on: repositoryFixture)
    #expect(result.cases.count == 22)
    #expect(result.failures.map(\.description) == [])
    #expect(
      result.thrownCases.map(\.name) == [
        "missing key /id", "null at /id", "wrong type at /id", "renamed key /id to /idRenamed",
      ])
    #expect(result.reportedCases.map(\.name) == Self.resilientlyReportedCases)
    #expect(
      result.description
        == "ResilientRepository survived all 22 drift cases (9 reported, 4 threw where required)")
  }

  @Test func `a SafeDecoding model survives every case`() throws {
    let result = try DriftCheck(SafeRepository.self, requiredPointers: ["/id"])
      .run(on: repositoryFixture)
    #expect(result.cases.count == 22)
    #expect(result.failures.map(\.description) == [])
    #expect(result.reportedCases.map(\.name) == Self.resilientlyReportedCases)
  }

  @Test(arguments: [
    (
      UnknownKeyPolicy.report,
      [
        "added key /driftCheckAddedKey", "renamed key /name to /nameRenamed",
        "renamed key /state to /stateRenamed", "renamed key /tags to /tagsRenamed",
      ],
      ["renamed key /id to /idRenamed"]
    ),
    (
      .reject, [],
      [
        "added key /driftCheckAddedKey", "renamed key /id to /idRenamed",
        "renamed key /name to /nameRenamed", "renamed key /state to /stateRenamed",
        "renamed key /tags to /tagsRenamed",
      ]
    ),
  ])
  func `an added key is reported or rejected as the unknown key policy says`(
    policy: UnknownKeyPolicy, reported: [String], thrown: [String]
  ) throws {
    let decoder = JSONDecoder()
    decoder.userInfo.resilientDecodingOptions.unknownKeyPolicy = policy
    var check = DriftCheck(ResilientRepository.self, decoder: decoder, requiredPointers: ["/id"])
    check.kinds = [.addedKey, .renamedKey]
    let result = try check.run(on: repositoryFixture)
    #expect(result.failures.map(\.description) == [])
    #expect(result.reportedCases.map(\.name) == reported)
    #expect(result.thrownCases.map(\.name) == thrown)
  }

  @Test func `a required pointer's star stands for any index`() throws {
    let fixture = Data(#"{"items": [{"id": 1}]}"#.utf8)
    struct Item: Codable { var id: Int }
    struct Page: Codable { @Resilient var items: [Item] }
    struct StrictPage: Codable { var items: [Item] }
    #expect(try DriftCheck(Page.self).run(on: fixture).passed)
    let strict = try DriftCheck(StrictPage.self, requiredPointers: ["/items", "/items/*/id"])
      .run(on: fixture)
    #expect(
      strict.failures.map(\.driftCase.name) == ["bad element at /items/1", "null at /items/0"])
  }

  @Test func `verify throws the failure list`() throws {
    let fixture = Data(#"{"id": 1, "state": "open"}"#.utf8)
    let error = try #require(throws: DriftCheckError.self) {
      try DriftCheck(FragileRepository.self, requiredPointers: ["/id"]).verify(fixture)
    }
    #expect(error.result.failedCases.count == 5)
    #expect(error.description == error.result.description)
    let passing = try DriftCheck(FragileRepository.self, requiredPointers: ["/id", "/state"])
      .verify(fixture)
    #expect(passing.thrownCases.count == 9)
  }

  @Test func `a model that is not Encodable is not compared, so silent recoveries pass`() throws {
    struct Repository: Decodable {
      enum CodingKeys: CodingKey { case id }
      var id: Int?
      init(from decoder: any Decoder) throws {
        id = try? decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .id)
      }
    }
    let result = try DriftCheck(Repository.self).run(on: Data(#"{"id": 1}"#.utf8))
    #expect(result.cases.count == 5)
    #expect(result.passed)
  }

  @Test func `only what the fixture's own decode did not report counts`() throws {
    var check = DriftCheck(ResilientRepository.self, requiredPointers: ["/id"])
    check.coverage = .everyElement
    // The fixture's element 1 is dropped already; the elements after it still line up.
    let result = try check.run(
      on: Data(#"{"id": 1, "state": "open", "tags": ["a", 2, "b"]}"#.utf8))
    #expect(result.failures.map(\.description) == [])
    #expect(
      result.reportedCases.map(\.name).filter { $0.contains("/tags/") } == [
        "bad element at /tags/3", "null at /tags/0", "wrong type at /tags/0", "null at /tags/1",
        "null at /tags/2", "wrong type at /tags/2",
      ])
  }

  @Test func `paths are converted as the decoder converts snake case keys`() throws {
    struct Profile: Codable {
      @Resilient var fullName: String?
      @Resilient var homePage: URL?
    }
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    let result = try DriftCheck(Profile.self, decoder: decoder)
      .run(on: Data(#"{"full_name": "Ada", "home_page": "https://example.com"}"#.utf8))
    #expect(result.failures.map(\.description) == [])
    #expect(
      result.reportedCases.map(\.name) == ["wrong type at /full_name", "wrong type at /home_page"])
  }

  @Test func `a report at another path than the drift fails`() throws {
    struct Author: Codable {
      enum CodingKeys: CodingKey { case login, url }
      var login: String
      var url: String
      init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        url = try container.decode(String.self, forKey: .url)
        guard let login = try? container.decode(String.self, forKey: .login) else {
          // Blames the wrong key.
          throw DecodingError.dataCorruptedError(
            forKey: .url, in: container, debugDescription: "No login for this URL.")
        }
        self.login = login
      }
    }
    struct Post: Codable { @Resilient var author: Author? }
    var check = DriftCheck(Post.self)
    check.kinds = [.wrongType]
    let result = try check.run(on: Data(#"{"author": {"login": "ada", "url": "u"}}"#.utf8))
    #expect(
      result.failures.map(\.description) == [
        "wrong type at /author/login: reported dataCorrupted at /author/url, outside "
          + "/author/login"
      ])
    #expect(result.failures.map(\.problem) == [.reportedElsewhere])
  }

  @Test func `a completeness limit may fail the decode`() throws {
    let decoder = JSONDecoder()
    decoder.userInfo.resilientDecodingOptions.completenessLimit = .droppedAtMost(0)
    var check = DriftCheck(ResilientRepository.self, decoder: decoder, requiredPointers: ["/id"])
    check.kinds = [.badElement, .wrongType]
    let result = try check.run(on: repositoryFixture)
    #expect(result.failures.map(\.description) == [])
    #expect(
      result.thrownCases.map(\.name) == [
        "wrong type at /id", "bad element at /tags/2", "wrong type at /tags/0",
      ])
    #expect(result.reportedCases.map(\.name) == ["wrong type at /name", "wrong type at /state"])
  }

  @Test func `a set compares as a multiset, whatever order it encodes in`() throws {
    struct Tagged: Codable { @Resilient var tags: Set<String> }
    var check = DriftCheck(Tagged.self)
    check.coverage = .everyElement
    let fixture = Data(#"{"tags": ["a", "b", "c", "d", "e", "f", "g", "h"]}"#.utf8)
    // A set's order changes from one set to the next: run it a few times.
    for _ in 1...5 {
      let result = try check.run(on: fixture)
      #expect(result.cases.count == 29)
      #expect(result.failures.map(\.description) == [])
      #expect(result.reportedCases.count == 17)
    }
  }
}
