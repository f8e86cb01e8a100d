import Foundation
import ResilientCodableCore
import ResilientCodableTestSupport
import Testing

/// Code written against airbnb/ResilientDecoding, as its README writes it, behaves as it did.
///
/// The spellings this library replaced are deprecated: the tests reach them through
/// ``DeprecatedSpellings``, whose deprecated witnesses keep the build free of warnings.
struct ResilientDecodingCompatibilityTests {
  @Test func `a userInfo dictionary enables reporting and the digest prints as debugDescription`()
    throws
  {
    let spellings: any DeprecatedSpellings.Type = ResilientDecodingSpellings.self
    let decoder = JSONDecoder()
    let reporter = spellings.enableReporting(in: &decoder.userInfo)
    let foo = try decoder.decode(
      Foo.self, from: Data(#"{"array": [1, "2", 3], "value": "hello"}"#.utf8))
    #expect(foo.array == [1, 3])
    #expect(foo.value == nil)
    #expect(
      decoder.userInfo.resilientDecodingOptions.reporter
        === reporter)
    let digest = try #require(reporter.flushReportedErrors())
    #expect(digest.paths == ["array/Index 1", "value"])
    #expect(spellings.debugDescription(of: digest) == digest.description)
  }

  @Test func `Resilient(_:) wraps a value`() {
    let spellings: any DeprecatedSpellings.Type = ResilientDecodingSpellings.self
    let wrapped = spellings.wrap([1, 2])
    #expect(wrapped.wrappedValue == [1, 2])
    #expect(OutcomeKind(wrapped.outcome) == .decodedSuccessfully)
  }
}

private struct Foo: Decodable {
  @Resilient var array: [Int]
  @Resilient var value: Int?
}

/// The deprecated spellings, called as ResilientDecoding's users call them.
private protocol DeprecatedSpellings {
  static func enableReporting(in userInfo: inout [CodingUserInfoKey: Any])
    -> ResilientDecodingErrorReporter
  static func wrap(_ value: [Int]) -> Resilient<[Int]>
  static func debugDescription(of digest: ErrorDigest) -> String
}

private enum ResilientDecodingSpellings: DeprecatedSpellings {
  @available(*, deprecated)
  static func enableReporting(in userInfo: inout [CodingUserInfoKey: Any])
    -> ResilientDecodingErrorReporter
  {
    userInfo.enableResilientDecodingErrorReporting()
  }

  @available(*, deprecated)
  static func wrap(_ value: [Int]) -> Resilient<[Int]> { Resilient(value) }

  @available(*, deprecated)
  static func debugDescription(of digest: ErrorDigest) -> String { digest.debugDescription }
}
