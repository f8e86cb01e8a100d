import Foundation
import ResilientCodable

/// Decodes one hostile payload of a given size, in a process of its own, and prints its size,
/// the decode's time and the process's peak resident memory.
///
/// It measures what a body that an attacker can send costs a server that decodes resiliently,
/// and fails if the payload decodes otherwise than it must. A shape named with `+macro` decodes
/// into the `@SafeDecoding` twin of its model.
struct HostileCheck {
  /// A shape of payload, named on the command line.
  enum Shape: String, CaseIterable {
    /// `{"items": [0, 1, …]}`: the baseline of the bad shapes below.
    case goodNumbers = "good-numbers"
    /// `{"items": ["x", "x", …]}` into `@Resilient var items: [Int]`, without a reporter.
    case badNumbers = "bad-numbers"
    /// The same, with the digest.
    case badNumbersDigest = "bad-numbers-digest"
    /// The same, with a recovery limit of 1,000: it stops early.
    case badNumbersLimited = "bad-numbers-limited"
    /// Arrays nested `size` deep.
    case deepNesting = "deep-nesting"
    /// One string of `size` bytes where a number belongs.
    case longString = "long-string"
    /// One number of `size` digits.
    case longNumber = "long-number"
    /// One object with the same key `size` times.
    case duplicateKeys = "duplicate-keys"
    /// `size` keys that a `@SafeDecoding(preservingUnknownKeys: true)` model does not declare.
    case unknownKeys = "unknown-keys"
    /// A `[Int: Int]` dictionary of `size` entries: the baseline of `bad-keys`.
    case goodKeys = "good-keys"
    /// A `[Int: Int]` dictionary whose `size` keys are not integers.
    case badKeys = "bad-keys"
    /// `size` raw values that a resilient enum does not know, in an array, which drops them.
    case novelValues = "novel-values"
  }

  /// A model of `{"items": […]}`, through wrappers or the macro.
  protocol NumbersModel: Decodable {
    var items: [Int] { get }
  }

  struct Numbers: NumbersModel {
    @Resilient var items: [Int]
  }

  @SafeDecoding
  struct MacroNumbers: NumbersModel {
    var items: [Int]
  }

  struct Tree: Decodable {
    @Resilient var children: [Tree]
  }

  @SafeDecoding
  struct MacroTree: Decodable {
    var children: [MacroTree]
  }

  /// A model of `{"value": …}`, through wrappers or the macro.
  protocol DuplicatesModel: Decodable {
    var value: Int? { get }
  }

  struct Duplicates: DuplicatesModel {
    @Resilient var value: Int?
  }

  @SafeDecoding
  struct MacroDuplicates: DuplicatesModel {
    var value: Int?
  }

  @SafeDecoding(preservingUnknownKeys: true)
  struct Profile: Codable {
    var id: Int
  }

  /// A model of `{"counts": {…}}`, through wrappers or the macro.
  protocol CountsModel: Decodable {
    var counts: [Int: Int] { get }
  }

  struct Counts: CountsModel {
    @Resilient var counts: [Int: Int]
  }

  @SafeDecoding
  struct MacroCounts: CountsModel {
    var counts: [Int: Int]
  }

  enum State: String, Decodable, ResilientRawRepresentable {
    case open, closed, unknown
    static var decodingFallback: Self { .unknown }
  }

  /// A model of `{"states": […]}`, through wrappers or the macro.
  protocol StatesModel: Decodable {
    var states: [State] { get }
  }

  struct States: StatesModel {
    @Resilient var states: [State]
  }

  @SafeDecoding
  struct MacroStates: StatesModel {
    var states: [State]
  }

  let shape: Shape
  let size: Int
  /// Whether the payload decodes into the `@SafeDecoding` twin of the shape's model.
  let throughMacro: Bool

  /// The shape's name, with `+macro` when it decodes through the macro.
  var name: String { shape.rawValue + (throughMacro ? "+macro" : "") }

  /// The wrapper model or its macro twin, as `throughMacro` says.
  private func model<Model>(_ wrapper: Model, _ macro: Model) -> Model {
    throughMacro ? macro : wrapper
  }

  func run() {
    let data = payload()
    let start = ContinuousClock.now
    let outcome: String
    do {
      outcome = try decode(data)
    } catch {
      fail("\(name) \(size): \(error)")
    }
    let seconds = (ContinuousClock.now - start) / .seconds(1)
    print(
      """
      \(name) \(size): payload \(String(format: "%.1f", Double(data.count) / 1e6)) MB, \
      decode \(String(format: "%.3f", seconds)) s, \
      peak RSS \(String(format: "%.1f", peakResidentMegabytes())) MB, \(outcome)
      """)
  }

  /// Decodes `data` as the shape says, checks the outcome, and describes it.
  private func decode(_ data: Data) throws -> String {
    let decoder = JSONDecoder()
    let numbersModel = model(Numbers.self as any NumbersModel.Type, MacroNumbers.self)
    let treeModel = model(Tree.self as any Decodable.Type, MacroTree.self)
    let duplicatesModel = model(
      Duplicates.self as any DuplicatesModel.Type, MacroDuplicates.self)
    let countsModel = model(Counts.self as any CountsModel.Type, MacroCounts.self)
    let statesModel = model(States.self as any StatesModel.Type, MacroStates.self)
    switch shape {
    case .goodNumbers:
      let numbers = try decoder.decode(numbersModel, from: data)
      try expect(numbers.items.count == size, "kept \(numbers.items.count)")
      return "kept \(numbers.items.count)"
    case .badNumbers:
      // The decode as a server makes it: the errors are not asked for, so not built.
      let numbers = try decoder.decode(numbersModel, from: data)
      try expect(numbers.items.isEmpty, "kept \(numbers.items.count)")
      return "dropped all"
    case .badNumbersDigest:
      let (numbers, digest) = try decoder.decode(
        numbersModel, from: data, reportResilientDecodingErrors: true)
      try expect(numbers.items.isEmpty && digest?.recoveryCount == size, "missed some")
      return
        "digest of \(digest?.entries.count ?? 0) entries, \(digest?.recoveryCount ?? 0) recoveries"
    case .badNumbersLimited:
      decoder.userInfo.resilientDecodingOptions.recoveryLimit = 1_000
      do {
        _ = try decoder.decode(numbersModel, from: data, reportResilientDecodingErrors: true)
      } catch let error as RecoveryLimitExceededError {
        return "stopped: \(error.description.prefix(40))…"
      }
      throw Failure("the recovery limit did not stop the decode")
    case .deepNesting:
      do {
        _ = try decoder.decode(treeModel, from: data)
      } catch let error as DecodingError {
        return "threw: \(String(describing: error).prefix(60))…"
      }
      throw Failure("a payload nested \(size) deep decoded")
    case .longString, .longNumber:
      let (numbers, digest) = try decoder.decode(
        numbersModel, from: data, reportResilientDecodingErrors: true)
      try expect(numbers.items == [1] && digest?.entries.count == 1, "kept \(numbers.items)")
      return "dropped 1: \(digest?.entries.first?.message ?? "")"
    case .duplicateKeys:
      let duplicates = try decoder.decode(duplicatesModel, from: data)
      try expect(duplicates.value != nil, "no value")
      return "kept value \(duplicates.value ?? 0)"
    case .unknownKeys:
      let profile = try decoder.decode(Profile.self, from: data)
      let kept = profile.preservedData.unknownKeys.count
      try expect(kept == size, "kept \(kept) unknown keys")
      return "kept \(kept) unknown keys"
    case .goodKeys:
      let counts = try decoder.decode(countsModel, from: data)
      try expect(counts.counts.count == size, "kept \(counts.counts.count)")
      return "kept \(counts.counts.count)"
    case .badKeys:
      let (counts, digest) = try decoder.decode(
        countsModel, from: data, reportResilientDecodingErrors: true)
      try expect(counts.counts.isEmpty && digest?.recoveryCount == size, "missed some")
      return
        "digest of \(digest?.entries.count ?? 0) entries, \(digest?.recoveryCount ?? 0) recoveries"
    case .novelValues:
      let (states, digest) = try decoder.decode(
        statesModel, from: data, reportResilientDecodingErrors: true)
      try expect(
        states.states.isEmpty && digest?.recoveryCount == size, "kept \(states.states.count)")
      return "dropped \(digest?.recoveryCount ?? 0) novel values"
    }
  }

  /// The payload of the shape, of `size`.
  private func payload() -> Data {
    func list(_ element: (Int) -> String) -> String {
      var text = ""
      text.reserveCapacity(size * 8)
      for index in 0..<size {
        if index > 0 { text += "," }
        text += element(index)
      }
      return text
    }
    let json: String =
      switch shape {
      case .goodNumbers: #"{"items": ["# + list { String($0) } + "]}"
      case .badNumbers, .badNumbersDigest, .badNumbersLimited:
        #"{"items": ["# + list { _ in #""x""# } + "]}"
      case .deepNesting:
        String(repeating: #"{"children": ["#, count: size) + String(repeating: "]}", count: size)
      case .longString:
        #"{"items": [1, ""# + String(repeating: "x", count: size) + #""]}"#
      case .longNumber: #"{"items": [1, "# + String(repeating: "9", count: size) + "]}"
      case .duplicateKeys: "{" + list { #""value": \#($0)"# } + "}"
      case .unknownKeys: #"{"id": 1, "# + list { #""k\#($0)": \#($0)"# } + "}"
      case .goodKeys: #"{"counts": {"# + list { #""\#($0)": \#($0)"# } + "}}"
      case .badKeys: #"{"counts": {"# + list { #""a\#($0)": \#($0)"# } + "}}"
      case .novelValues: #"{"states": ["# + list { #""s\#($0)""# } + "]}"
      }
    return Data(json.utf8)
  }

  private struct Failure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }

  private func expect(_ condition: Bool, _ otherwise: @autoclosure () -> String) throws {
    if !condition { throw Failure("\(name) \(size): \(otherwise())") }
  }

  private func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(1)
  }

  /// The peak resident set size of this process.
  private func peakResidentMegabytes() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024
  }
}
