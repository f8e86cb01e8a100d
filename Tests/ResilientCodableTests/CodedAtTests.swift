import Foundation
import ResilientCodable
import ResilientCodableTestSupport
import Testing

/// Properties whose keys in the payload differ from their names.
@SafeDecoding
struct UserAccount: Codable, Equatable {
  @CodedAt("full_name") var name: String
  @CodedAt("user-id") let id: Int
  @CodedAt("labels") var tags: [String]
  var note: String?
}

struct CodedAtTests {
  @Test func `a property decodes and encodes under the key it gives itself`() throws {
    let json = #"{"full_name": "Ada", "user-id": 7, "labels": ["a", 1], "note": 2}"#
    let (account, digest) = try decode(UserAccount.self, json)
    #expect(account == UserAccount(name: "Ada", id: 7, tags: ["a"], note: nil))
    #expect(digest.paths == ["labels/Index 1", "note"])
    #expect(try encode(account) == #"{"full_name":"Ada","labels":["a"],"user-id":7}"#)
    #expect(throws: DecodingError.self) {
      try decode(UserAccount.self, #"{"name": "Ada", "id": 7}"#)
    }
  }
}

/// Properties that a renamed server field may send under another key.
@SafeDecoding
struct RenamedAccount: Codable, Equatable {
  @CodedAs("login", "user_name") var username: String
  @CodedAt("avatar") @CodedAs("avatar_url") var avatarURL: String?
  @CodedAs("followers_count") var followers: [Int]
}

/// A model whose payload spells every key in snake case.
@SafeDecoding(keyStyle: .snakeCase)
struct SnakeCaseIssue: Codable, Equatable {
  var htmlURL: String
  var createdAt: Int
  @CodedAt("state") var stateName: String?
  var labelIDs: [Int]
  var id: Int
}

/// Stripe's card checks, whose keys hold digits: `address_line1_check`, as Foundation's
/// `.convertToSnakeCase` spells `addressLine1Check`.
@SafeDecoding(keyStyle: .snakeCase)
struct CardChecks: Codable, Equatable {
  var addressLine1Check: String?
  var addressZipCheck: String?
}

/// The same checks through a wrapper, for a decoder that converts snake case.
struct WrappedCardChecks: Codable, Equatable {
  @Resilient var addressLine1Check: String?
  @Resilient var addressZipCheck: String?
}

/// A model whose payload spells every key in upper kebab case.
@SafeDecoding(keyStyle: .upperKebabCase)
struct KebabHeader: Codable, Equatable {
  var contentType: String
  var requestID: String?
}

struct CodedAsTests {
  @Test(arguments: ["username", "login", "user_name"])
  func `the first key present wins`(key: String) throws {
    let (account, digest) = try decode(RenamedAccount.self, #"{"\#(key)": "ada"}"#)
    #expect(account.username == "ada")
    #expect(digest == nil)
  }

  @Test func `keys are tried in order, and the property writes its own key`() throws {
    let json = #"{"user_name": "b", "login": "a", "avatar_url": 3, "followers_count": [1, "x"]}"#
    let (account, digest) = try decode(RenamedAccount.self, json)
    #expect(account == RenamedAccount(username: "a", avatarURL: nil, followers: [1]))
    // Recoveries name the key the payload used.
    #expect(digest.paths == ["avatar_url", "followers_count/Index 1"])
    #expect(try encode(account) == #"{"followers":[1],"username":"a"}"#)
  }

  @Test func `a missing key is missing under every name`() throws {
    #expect(throws: DecodingError.self) { try decode(RenamedAccount.self, "{}") }
    let (account, digest) = try decode(RenamedAccount.self, #"{"login": "a"}"#)
    #expect(account.avatarURL == nil)
    #expect(account.followers == [])
    #expect(digest == nil)
  }
}

struct KeyStyleTests {
  private let snakeJSON = """
    {"html_url": "https://x", "created_at": 5, "state": "open", "label_i_ds": [1], "id": 2}
    """

  @Test func `a key style names every key the macro generates`() throws {
    let (issue, digest) = try decode(SnakeCaseIssue.self, snakeJSON)
    #expect(
      issue
        == SnakeCaseIssue(
          htmlURL: "https://x", createdAt: 5, stateName: "open", labelIDs: [1], id: 2))
    #expect(digest == nil)
    #expect(
      try encode(issue)
        == #"{"created_at":5,"html_url":"https:\/\/x","id":2,"label_i_ds":[1],"state":"open"}"#)
    let (header, _) = try decode(
      KebabHeader.self, #"{"CONTENT-TYPE": "text/plain", "REQUEST-ID": "r1"}"#)
    #expect(header == KebabHeader(contentType: "text/plain", requestID: "r1"))
  }

  @Test func `a snake case key style splits a word after a digit as Foundation does`() throws {
    let json = #"{"address_line1_check": "pass", "address_zip_check": "fail"}"#
    let expected = CardChecks(addressLine1Check: "pass", addressZipCheck: "fail")
    let (checks, digest) = try decode(CardChecks.self, json)
    #expect(checks == expected)
    #expect(digest == nil)
    #expect(try encode(checks) == #"{"address_line1_check":"pass","address_zip_check":"fail"}"#)
    let (converted, _) = try decode(CardChecks.self, json) {
      $0.keyDecodingStrategy = .convertFromSnakeCase
    }
    #expect(converted == expected)
    let (wrapped, _) = try decode(WrappedCardChecks.self, json) {
      $0.keyDecodingStrategy = .convertFromSnakeCase
    }
    #expect(wrapped.addressLine1Check == "pass")
    #expect(wrapped.addressZipCheck == "fail")
  }

  @Test func `a key style composes with the decoder's snake case strategy`() throws {
    // The decoder turns `html_url` into `htmlUrl` and `label_i_ds` into `labelIDs`, names
    // that the style's keys do not match; the property's own name is tried next.
    let json = """
      {"html_url": "https://x", "created_at": 5, "state": "open", "label_i_ds": [1], "id": 2}
      """
    let (issue, digest) = try decode(SnakeCaseIssue.self, json) {
      $0.keyDecodingStrategy = .convertFromSnakeCase
    }
    #expect(issue.createdAt == 5)
    #expect(issue.labelIDs == [1])
    #expect(issue.stateName == "open")
    #expect(digest == nil)
  }
}

/// Properties read through nested objects.
@SafeDecoding
struct FlattenedPull: Codable, Equatable {
  var id: Int
  @CodedAt("user", "login") var author: String?
  @CodedAt("user", "id") var authorID: Int?
  @CodedAt("head", "repo", "name") var repoName: String?
  @CodedAt("user", "labels") var labels: [String]
}

/// A required property read through a nested object.
@SafeDecoding
struct RequiredPath: Codable {
  @CodedAt("meta", "total") var total: Int
}

/// A Stripe charge's outcome, read through a path whose keys are in snake case, keeping what it
/// does not read.
@SafeDecoding(preservingUnknownKeys: true)
struct ChargeOutcome: Codable, Equatable {
  var id: String
  @CodedAt("outcome", "risk_level") var riskLevel: String?
  @CodedAt("outcome", "network_status") var networkStatus: String?
  @CodedAt("payment_method_details", "card", "last4") var last4: String?
}

struct KeyPathTests {
  @Test func `reads properties through nested objects and writes the objects back`() throws {
    let json = """
      {"id": 1, "user": {"login": "ada", "id": 7, "labels": ["a", 2], "site": "x"},
       "head": {"repo": {"name": "swift"}}}
      """
    let (pull, digest) = try decode(FlattenedPull.self, json)
    #expect(
      pull
        == FlattenedPull(id: 1, author: "ada", authorID: 7, repoName: "swift", labels: ["a"]))
    #expect(digest.paths == ["user/labels/Index 1"])
    #expect(
      try encode(pull)
        == #"{"head":{"repo":{"name":"swift"}},"id":1,"user":{"id":7,"labels":["a"],"login":"ada"}}"#
    )
  }

  @Test func `a missing or null object leaves its properties missing, silently`() throws {
    let (missing, missingDigest) = try decode(FlattenedPull.self, #"{"id": 1}"#)
    #expect(missing == FlattenedPull(id: 1, author: nil, authorID: nil, repoName: nil, labels: []))
    #expect(missingDigest == nil)
    let (null, nullDigest) = try decode(
      FlattenedPull.self, #"{"id": 1, "user": null, "head": {"repo": null}}"#)
    #expect(null.author == nil)
    #expect(null.repoName == nil)
    #expect(nullDigest == nil)
  }

  @Test func `an object that is not an object is reported, and its properties are missing`() throws
  {
    let (pull, digest) = try decode(
      FlattenedPull.self, #"{"id": 1, "user": "ada", "head": {"repo": [1]}}"#)
    #expect(pull == FlattenedPull(id: 1, author: nil, authorID: nil, repoName: nil, labels: []))
    #expect(digest.paths == ["user", "head/repo"])
    #expect(digest?.entries.map(\.action) == [.treatedAsMissing, .treatedAsMissing])
    #expect(throws: DecodingError.self) {
      try decode(FlattenedPull.self, #"{"id": 1, "user": "ada"}"#, strict: true)
    }
  }

  @Test func `unknown keys of the objects read through are kept and written back in place`()
    throws
  {
    let json = """
      {"id": "ch_1", "paid": true,
       "outcome": {"risk_level": "normal", "network_status": "approved_by_network",
                   "type": "authorized", "seller_message": "Payment complete."},
       "payment_method_details": {"type": "card", "card": {"last4": "4242", "exp_year": 2030}}}
      """
    let expected = ChargeOutcome(
      id: "ch_1", riskLevel: "normal", networkStatus: "approved_by_network", last4: "4242")
    let written =
      #"{"id":"ch_1","outcome":{"network_status":"approved_by_network","risk_level":"normal","#
      + #""seller_message":"Payment complete.","type":"authorized"},"paid":true,"#
      + #""payment_method_details":{"card":{"exp_year":2030,"last4":"4242"},"type":"card"}}"#
    for convertsKeys in [false, true] {
      let (charge, digest) = try decode(ChargeOutcome.self, json) {
        if convertsKeys { $0.keyDecodingStrategy = .convertFromSnakeCase }
      }
      #expect(charge == expected, "converting keys: \(convertsKeys)")
      #expect(digest == nil)
      #expect(
        charge.preservedData.unknownKeys(inObjectAt: ["outcome"])
          == ["type": "authorized", "seller_message": "Payment complete."])
      #expect(
        charge.preservedData.unknownKeys(inObjectAt: ["payment_method_details"]) == ["type": "card"]
      )
      #expect(
        charge.preservedData.unknownKeys(inObjectAt: ["payment_method_details", "card"]) == [
          "exp_year": 2030
        ])
      #expect(charge.preservedData.unknownKeys == ["paid": true])
      let encoder = JSONEncoder()
      encoder.outputFormatting = .sortedKeys
      #expect(String(decoding: try encoder.encode(charge), as: UTF8.self) == written)
      encoder.keyEncodingStrategy = .convertToSnakeCase
      #expect(String(decoding: try encoder.encode(charge), as: UTF8.self) == written)
    }
  }

  @Test func `a required property through a missing object throws as a missing key does`() {
    #expect {
      try decode(RequiredPath.self, #"{"meta": {}}"#)
    } throws: { error in
      guard case .keyNotFound(let key, let context) = error as? DecodingError else { return false }
      return key.stringValue == "total" && CodingPath(context.codingPath) == ["meta"]
    }
    #expect(throws: DecodingError.self) { try decode(RequiredPath.self, "{}") }
  }
}
