extension Scenario {
  /// Every scenario, in table order.
  static let catalog: [Scenario] = [
    Scenario(
      number: "1", name: "plain", title: "plain synthesized Codable", model: .plain,
      input: .clean),
    Scenario(
      number: "2", name: "resilient", title: "@Resilient", model: .resilient, input: .clean),
    Scenario(
      number: "2r", name: "resilient-reporter", title: "@Resilient + reporter",
      model: .resilient, input: .clean, hasReporter: true, base: "resilient",
      withoutReporter: "resilient"),
    Scenario(
      number: "3", name: "safe-decoding", title: "@SafeDecoding", model: .safeDecoding,
      input: .clean),
    Scenario(
      number: "3s", name: "strategies", title: "@SafeDecoding + @CodedBy dates and counts",
      model: .strategies, input: .clean, base: "safe-decoding"),
    Scenario(
      number: "4", name: "failable", title: "[Failable<Node>]", model: .failable, input: .clean),
    Scenario(
      number: "4e", name: "failable-everywhere", title: "Failable on every collection",
      model: .failableEverywhere, input: .clean),
    Scenario(
      number: "5a", name: "resilient-dirty", title: "@Resilient, dirty", model: .resilient,
      input: .dirty, base: "resilient"),
    Scenario(
      number: "5b", name: "resilient-dirty-reporter", title: "@Resilient, dirty + reporter",
      model: .resilient, input: .dirty, hasReporter: true, base: "resilient",
      withoutReporter: "resilient-dirty"),
    Scenario(
      number: "5c", name: "failable-dirty", title: "[Failable<Node>], dirty", model: .failable,
      input: .dirty, base: "failable"),
    Scenario(
      number: "5d", name: "failable-dirty-reporter", title: "[Failable<Node>], dirty + reporter",
      model: .failable, input: .dirty, hasReporter: true, base: "failable",
      withoutReporter: "failable-dirty"),
    Scenario(
      number: "5e", name: "safe-decoding-dirty", title: "@SafeDecoding, dirty",
      model: .safeDecoding, input: .dirty, base: "safe-decoding"),
    Scenario(
      number: "5f", name: "safe-decoding-dirty-reporter", title: "@SafeDecoding, dirty + reporter",
      model: .safeDecoding, input: .dirty, hasReporter: true, base: "safe-decoding",
      withoutReporter: "safe-decoding-dirty"),
    Scenario(
      number: "5s", name: "strategies-dirty", title: "@SafeDecoding + @CodedBy, dirty",
      model: .strategies, input: .dirty, base: "strategies"),
    Scenario(
      number: "5g", name: "failable-everywhere-dirty", title: "Failable on every collection, dirty",
      model: .failableEverywhere, input: .dirty, base: "failable-everywhere"),
    Scenario(
      number: "7", name: "resilient-unknown-keys", title: "@Resilient, unknown keys reported",
      model: .resilient, input: .clean, base: "resilient", findsUnknownKeys: true),
    Scenario(
      number: "7m", name: "safe-decoding-unknown-keys",
      title: "@SafeDecoding, unknown keys reported", model: .safeDecoding, input: .clean,
      base: "safe-decoding", findsUnknownKeys: true),
    Scenario(
      number: "8", name: "concurrent", title: "@Resilient nodes, concurrently",
      model: .resilient, input: .clean, hasReporter: true, base: "resilient-reporter",
      decoding: .concurrent),
    Scenario(
      number: "8a", name: "concurrent-dirty", title: "@Resilient nodes, concurrently, dirty",
      model: .resilient, input: .dirty, hasReporter: true, base: "resilient-dirty-reporter",
      decoding: .concurrent),
    Scenario(
      number: "8c", name: "chunked-dirty", title: "@Resilient nodes, in chunks on 1 core, dirty",
      model: .resilient, input: .dirty, hasReporter: true, base: "resilient-dirty-reporter",
      decoding: .inChunks),
    Scenario(
      number: "1j", name: "plain-reader", title: "plain Codable, our JSON reader",
      model: .plain, input: .clean, base: "plain", decoding: .throughReader),
    Scenario(
      number: "2j", name: "resilient-reader", title: "@Resilient, our JSON reader",
      model: .resilient, input: .clean, base: "plain", decoding: .throughReader),
    Scenario(
      number: "3j", name: "safe-decoding-reader", title: "@SafeDecoding, our JSON reader",
      model: .safeDecoding, input: .clean, base: "plain", decoding: .throughReader),
    Scenario(
      number: "5j", name: "resilient-dirty-reader",
      title: "@Resilient, dirty + reporter, our JSON reader",
      model: .resilient, input: .dirty, hasReporter: true, base: "resilient-dirty-reporter",
      decoding: .throughReader),
    Scenario(
      number: "3d", name: "safe-decoding-drifted-reader",
      title: "@SafeDecoding, drifted, our JSON reader",
      model: .safeDecoding, input: .drifted, base: "safe-decoding-reader",
      decoding: .throughReader),
    Scenario(
      number: "3k", name: "keeping-unknown-keys-reader",
      title: "@SafeDecoding, unknown keys kept, drifted, our JSON reader",
      model: .keepingUnknownKeys, input: .drifted, base: "safe-decoding-drifted-reader",
      decoding: .throughReader),
    Scenario(
      number: "3f", name: "keeping-unknown-keys",
      title: "@SafeDecoding, unknown keys kept, drifted, JSONDecoder",
      model: .keepingUnknownKeys, input: .drifted, base: "safe-decoding-drifted"),
    Scenario(
      number: "3e", name: "safe-decoding-drifted", title: "@SafeDecoding, drifted, JSONDecoder",
      model: .safeDecoding, input: .drifted, base: "safe-decoding"),
    Scenario(
      number: "6", name: "resilient-strict", title: "@Resilient, strict mode", model: .resilient,
      input: .clean, isStrict: true, base: "resilient"),
  ]
}
