import Foundation
import Testing

@_spi(Benchmarking) @testable import ResilientCodableCore

/// The differential check itself: it finds every disagreement it is meant to find, and no other,
/// on results made up for the purpose, since the two decoders it compares agree today.
struct DifferentialCheckTests {
  private struct Key: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
      self.stringValue = stringValue
      intValue = nil
    }

    init(_ stringValue: String, _ intValue: Int?) {
      self.stringValue = stringValue
      self.intValue = intValue
    }

    init(intValue: Int) {
      stringValue = "Index \(intValue)"
      self.intValue = intValue
    }
  }

  private struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  private static func typeMismatch(_ type: Any.Type, at path: [Key]) -> any Error {
    DecodingError.typeMismatch(type, .init(codingPath: path, debugDescription: "\(type)"))
  }

  private static func decodes<Value>(
    _ ours: Result<Value, any Error>, _ foundation: Result<Value, any Error>
  ) -> DifferentialDecodes<Value> {
    DifferentialDecodes(ours: ours, foundation: foundation)
  }

  @Test func `floating-point values agree bit for bit`() {
    #expect(Self.decodes(.success(Double.nan), .success(.nan)).disagreement == nil)
    #expect(Self.decodes(.success(-0.0), .success(0.0)).disagreement != nil)
    #expect(Self.decodes(.success(Float(-0.0)), .success(Float(-0.0))).disagreement == nil)
    #expect(Self.decodes(.success(Double.nan), .success(-.nan)).disagreement != nil)
    #expect(Self.decodes(.success([1, -0.0]), .success([1, 0.0])).disagreement != nil)
    #expect(Self.decodes(.success(["a": Float.nan]), .success(["a": .nan])).disagreement == nil)
    #expect(Self.decodes(.success([Double?.none]), .success([0.0])).disagreement != nil)
    let nanDate = Date(timeIntervalSinceReferenceDate: .nan)
    #expect(Self.decodes(.success(nanDate), .success(nanDate)).disagreement == nil)
    #expect(
      Self.decodes(.success(JSONTree.number(.nan)), .success(.number(.nan))).disagreement == nil)
    #expect(Self.decodes(.success(JSONTree.number(-0.0)), .success(.number(0))).disagreement != nil)
    #expect(
      Self.decodes(.success(["a": [Double?(-0.0)]]), .success(["a": [Double?(0.0)]]))
        .disagreement
        != nil)
  }

  @Test func `other values agree by ==`() {
    #expect(Self.decodes(.success("a"), .success("a")).disagreement == nil)
    #expect(Self.decodes(.success("a"), .success("b")).disagreement != nil)
    #expect(Self.decodes(.success(Decimal(1)), .success(Decimal(1))).disagreement == nil)
  }

  @Test func `errors agree on case and path, whatever their type and message`() {
    let path = [Key("a", nil), Key(intValue: 0)]
    let agreeing = Self.decodes(
      Result<Int, any Error>.failure(Self.typeMismatch(Int.self, at: path)),
      .failure(Self.typeMismatch(String.self, at: path)))
    #expect(agreeing.disagreement == nil)
    for other in [
      [Key("a", nil), Key("Index 0", nil)], [Key("a", 1), Key(intValue: 0)], [Key("a", nil)],
      [Key("A", nil), Key(intValue: 0)], [Key(intValue: 0), Key("a", nil)],
    ] {
      let disagreeing = Self.decodes(
        Result<Int, any Error>.failure(Self.typeMismatch(Int.self, at: path)),
        .failure(Self.typeMismatch(Int.self, at: other)))
      #expect(disagreeing.disagreement != nil, "\(other)")
    }
    let otherCase = Self.decodes(
      Result<Int, any Error>.failure(Self.typeMismatch(Int.self, at: path)),
      .failure(DecodingError.valueNotFound(Int.self, .init(codingPath: path, debugDescription: "")))
    )
    #expect(otherCase.disagreement != nil)
  }

  @Test func `keyNotFound errors agree on their key too`() {
    let missing = { (key: String) -> any Error in
      DecodingError.keyNotFound(Key(key, nil), .init(codingPath: [], debugDescription: ""))
    }
    #expect(
      Self.decodes(Result<Int, any Error>.failure(missing("a")), .failure(missing("a")))
        .disagreement == nil)
    #expect(
      Self.decodes(Result<Int, any Error>.failure(missing("a")), .failure(missing("b")))
        .disagreement != nil)
  }

  @Test func `other errors agree on type and description`() {
    #expect(
      Self.decodes(
        Result<Int, any Error>.failure(Failure(description: "x")),
        .failure(Failure(description: "x"))
      )
      .disagreement == nil)
    #expect(
      Self.decodes(
        Result<Int, any Error>.failure(Failure(description: "x")),
        .failure(Failure(description: "y"))
      )
      .disagreement != nil)
  }

  @Test func `dataCorrupted deeper than Foundation's path is the difference by design`() {
    func corrupted(_ path: [Int]) -> any Error {
      DecodingError.dataCorrupted(
        .init(codingPath: path.map { Key(intValue: $0) }, debugDescription: ""))
    }
    func disagree(ours: [Int], foundation: [Int]) -> Bool {
      Self.decodes(
        Result<[Int8], any Error>.failure(corrupted(ours)), .failure(corrupted(foundation))
      )
      .disagreement != nil
    }
    // Foundation's parse error at the root, or at the object around a date: ours is deeper.
    #expect(!disagree(ours: [1], foundation: []))
    #expect(!disagree(ours: [0, 1], foundation: [0]))
    // Not the other way round, not beside it, and not another case.
    #expect(disagree(ours: [], foundation: [1]))
    #expect(disagree(ours: [0, 1], foundation: [1]))
    let mismatch = DecodingError.typeMismatch(
      Int8.self, .init(codingPath: [Key(intValue: 1)], debugDescription: ""))
    #expect(
      Self.decodes(Result<[Int8], any Error>.failure(mismatch), .failure(corrupted([])))
        .disagreement != nil)
  }

  @Test func `a value and an error disagree, either way round`() {
    let error = DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: ""))
    #expect(Self.decodes(.success(1), .failure(error)).disagreement != nil)
    #expect(Self.decodes(.failure(error), .success(1)).disagreement != nil)
  }

  @Test func `a documented difference excuses exactly the outcomes it states`() {
    let ours = DecodingError.typeMismatch(
      Int8.self, .init(codingPath: [Key(intValue: 1)], debugDescription: ""))
    let foundation = DecodingError.valueNotFound(
      Int8.self, .init(codingPath: [Key(intValue: 1)], debugDescription: ""))
    let decodes = Self.decodes(Result<[Int8], any Error>.failure(ours), .failure(foundation))
    let difference = DocumentedDifference(
      ours: .typeMismatch(at: [1]), foundation: .valueNotFound(at: [1]), reason: "a test")
    #expect(decodes.problem(allowing: [difference]) == nil)
    #expect(decodes.problem(documenting: difference) == nil)
    var other = difference
    other.ours = .typeMismatch(at: [0])
    #expect(decodes.problem(allowing: [other]) != nil)
    #expect(decodes.problem(documenting: other) != nil)
    #expect(decodes.problem(allowing: []) != nil)
    let agreeing = Self.decodes(Result<[Int8], any Error>.failure(ours), .failure(ours))
    #expect(agreeing.problem(allowing: [difference]) == nil)
    #expect(agreeing.problem(documenting: difference) != nil, "a difference that is gone")
    let same = DocumentedDifference(ours: .decoded, foundation: .decoded, reason: "no difference")
    #expect(same.problem != nil)
    let values = Self.decodes(Result<Int, any Error>.success(1), .success(2))
    #expect(values.problem(allowing: [same]) != nil)
  }

  @Test func `a difference that is not there fails expectDifference`() {
    withKnownIssue {
      expectDifference(
        Ignored.self, "[]", ours: .decoded, foundation: .dataCorrupted(at: []),
        because: "a difference that no reader makes")
    }
  }

  @Test func `outcomes read errors as the check compares them`() {
    let error = DecodingError.keyNotFound(
      Key("k", nil), .init(codingPath: [Key("a", nil), Key(intValue: 0)], debugDescription: ""))
    #expect(DecodeOutcome(error) == .keyNotFound("k", at: ["a", 0]))
    #expect(DecodeOutcome(Result<Int, any Error>.success(1)) == .decoded)
    #expect(PathKey.integerKey(3) == PathKey(stringValue: "3", intValue: 3))
    #expect("\([PathKey.index(2), "a", .integerKey(3)])" == ##"[2, "a", "3"#3]"##)
  }

  @Test func `payloads that Foundation traps on are never handed to it`() {
    let nested = Payload(Data(repeating: UInt8(ascii: "["), count: 513), name: "513 [")
    #expect(DifferentialDecodes([Int].self, nested) { _ in } == nil)
    #expect(DifferentialDecodes([Int].self, "[") { _ in } != nil, "too short to trap")
    #expect(DifferentialDecodes([Double].self, "[1e+]") { $0.allowsJSON5 = true } == nil)
    #expect(DifferentialDecodes(Double.self, "1") { $0.allowsJSON5 = true } == nil)
    #expect(DifferentialDecodes(Double.self, "1 ") { $0.allowsJSON5 = true } != nil)
    for hex in ["[-0x8000000000000001]", "[-0X08000000000000400]", "[1, -0x8000000000000200]"] {
      #expect(DifferentialDecodes([Int64].self, Payload(hex)) { $0.allowsJSON5 = true } == nil)
    }
    for hex in ["[-0x8000000000000000]", "[-0x8000000000000401]", "[0x8000000000000001]"] {
      #expect(DifferentialDecodes([Int64].self, Payload(hex)) { $0.allowsJSON5 = true } != nil)
    }
    let bracelessNumber = DifferentialDecodes([String: Double].self, #""x": 1.5"#) {
      $0.assumesTopLevelDictionary = true
    }
    #expect(bracelessNumber == nil)
  }
}
