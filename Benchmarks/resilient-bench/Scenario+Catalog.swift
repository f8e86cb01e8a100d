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
      number: "4", name: "failable", title: "[Failable<Node>]", model: .failable, input: .clean),
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
      number: "6", name: "resilient-strict", title: "@Resilient, strict mode", model: .resilient,
      input: .clean, isStrict: true, base: "resilient"),
  ]

  /// The scenarios of the issue that cannot run yet, shown in the table so that they are not
  /// forgotten.
  static let reserved: [ReservedScenario] = [
    ReservedScenario(
      number: "3", name: "safe-decoding", title: "@SafeDecoding macro",
      reason: "reserved: the macro is not available yet")
  ]
}

// MARK: - ReservedScenario

/// A scenario of the issue that has a row in the table but nothing to run yet.
struct ReservedScenario {
  let number: String
  let name: String
  let title: String
  let reason: String
}
