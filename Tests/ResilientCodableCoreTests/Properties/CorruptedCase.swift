import ResilientCodableCore
import ResilientCodableTestSupport

/// A random valid payload for ``PropertyModel`` with random corruptions injected, and what
/// decoding it must give: the model with exactly the corrupted values dropped or replaced, and
/// one digest entry per corruption, in document order.
struct CorruptedCase {
  var payload: JSONValue = .object([])
  var expected: PropertyModel
  var corruptions: [String] = []
  /// Whether the case decodes with scalar coercion on, so that a number sent as a numeric
  /// string is kept and reported; every other seed.
  let isCoercing: Bool
  var entries: [(order: [Int], codingPath: CodingPath, recoveryPath: CodingPath)] = []

  /// The digest entries decoding must report, as `codingPath <- recoveryPath`, in order.
  var expectedEntries: [String] {
    entries.sorted { $0.order.lexicographicallyPrecedes($1.order) }
      .map { "\($0.codingPath) <- \($0.recoveryPath)" }
  }

  private static let states: [State] = [.open, .closed, .merged, .unknown]

  init(seed: UInt64) {
    isCoercing = seed % 2 == 1
    var random = SplitMix64(seed: seed)
    let items = (0..<Int.random(in: 0...5, using: &random)).map {
      PropertyModel.Item(id: $0, name: "item\($0)")
    }
    expected = PropertyModel(
      optionalInt: Bool.random(using: &random) ? Int.random(in: -99...99, using: &random) : nil,
      numbers: (0..<Int.random(in: 0...6, using: &random)).map { _ in
        Int.random(in: -999...999, using: &random)
      },
      optionalNames: Bool.random(using: &random)
        ? (0..<Int.random(in: 0...4, using: &random)).map { "name\($0)" } : nil,
      tags: Set((0..<Int.random(in: 0...4, using: &random)).map { "tag\($0)" }),
      counts: Dictionary(
        uniqueKeysWithValues: (0..<Int.random(in: 0...5, using: &random)).map {
          ("k\($0)", Int.random(in: 0...9, using: &random))
        }),
      byID: Bool.random(using: &random)
        ? Dictionary(
          uniqueKeysWithValues: (0..<Int.random(in: 0...4, using: &random)).map {
            ($0 * 7, "id\($0)")
          }) : nil,
      state: Self.states[Int.random(in: 0..<4, using: &random)],
      previous: Bool.random(using: &random)
        ? Self.states[Int.random(in: 0..<4, using: &random)] : nil,
      items: items,
      nested: Bool.random(using: &random)
        ? PropertyModel.Nested(
          values: (0..<Int.random(in: 0...4, using: &random)).map { $0 * 10 }, label: "nested")
        : nil)
    payload = Self.payload(for: expected, using: &random)
    corrupt(count: Int.random(in: 0...4, using: &random), using: &random)
  }

  /// The JSON of a valid model; a `nil` optional is either missing or `null`.
  private static func payload(
    for model: PropertyModel,
    using random: inout SplitMix64
  ) -> JSONValue {
    func optional(_ value: JSONValue?) -> JSONValue? {
      value ?? (Bool.random(using: &random) ? .null : nil)
    }
    var payload = JSONValue.object([])
    payload["optionalInt"] = optional(model.optionalInt.map(JSONValue.int))
    payload["numbers"] = .array(model.numbers.map(JSONValue.int))
    payload["optionalNames"] = optional(
      model.optionalNames.map { .array($0.map(JSONValue.string)) })
    payload["tags"] = .array(model.tags.sorted().map(JSONValue.string))
    payload["counts"] = .object(
      model.counts.sorted { $0.key < $1.key }.map { ($0.key, .int($0.value)) })
    payload["byID"] = optional(
      model.byID.map {
        .object($0.sorted { $0.key < $1.key }.map { (String($0.key), .string($0.value)) })
      })
    payload["state"] = .string(model.state.rawValue)
    payload["previous"] = optional(model.previous.map { .string($0.rawValue) })
    payload["items"] = .array(
      model.items.map { .object([("id", .int($0.id)), ("name", .string($0.name))]) })
    payload["nested"] = optional(
      model.nested.map {
        .object([("values", .array($0.values.map(JSONValue.int))), ("label", .string($0.label))])
      })
    return payload
  }
}
