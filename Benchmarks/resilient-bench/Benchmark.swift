import Foundation

/// Runs the selected scenarios, interleaved, and collects their timings and allocation counts.
struct Benchmark {
  /// What one scenario measured.
  struct Result {
    let scenario: Scenario
    let payload: Payload
    let statistics: Statistics
    /// Heap allocations of one decode, if the allocation counter is loaded.
    let allocations: Int?
  }

  /// A decode that found the wrong counts or threw.
  struct Failure: Error, CustomStringConvertible {
    let scenario: Scenario
    let reason: String

    var description: String { "scenario \(scenario.number) (\(scenario.name)): \(reason)" }
  }

  let options: Options
  let scenarios: [Scenario]
  let cleanPayload: Payload
  let dirtyPayload: Payload
  let driftedPayload: Payload

  init(options: Options, scenarios: [Scenario]) {
    self.options = options
    self.scenarios = scenarios
    let generator = PayloadGenerator(nodeCount: options.nodeCount)
    cleanPayload = generator.cleanPayload()
    dirtyPayload =
      scenarios.contains { $0.input == .dirty }
      ? generator.dirtyPayload() : Payload(data: Data(), nodeCount: 0, corruptions: [])
    driftedPayload =
      scenarios.contains { $0.input == .drifted }
      ? generator.driftedPayload() : Payload(data: Data(), nodeCount: 0, corruptions: [])
  }

  func payload(for scenario: Scenario) -> Payload {
    switch scenario.input {
    case .clean: cleanPayload
    case .dirty: dirtyPayload
    case .drifted: driftedPayload
    }
  }

  /// Times every scenario: the warm-up runs, then the timed runs, each run decoding once in
  /// every scenario, starting one scenario later than the run before.
  func run() throws(Failure) -> [Result] {
    let decodes = scenarios.map { $0.makeDecode() }
    var samples = Array(repeating: [Double](), count: scenarios.count)
    let clock = ContinuousClock()
    for run in 0..<(options.warmUpRuns + options.runs) {
      for offset in scenarios.indices {
        let index = (run + offset) % scenarios.count
        let scenario = scenarios[index]
        let payload = payload(for: scenario)
        let isTimed = run >= options.warmUpRuns
        let start = clock.now
        let outcome: DecodeOutcome
        do {
          if isTimed {
            outcome = try measuredDecode(decodes[index], payload.data)
          } else {
            // Called directly: a helper identical to `measuredDecode` would be merged into it.
            outcome = try decodes[index](payload.data)
          }
        } catch {
          throw Failure(scenario: scenario, reason: "threw \(error)")
        }
        let elapsed = clock.now - start
        try check(outcome, of: scenario)
        if isTimed { samples[index].append(elapsed.nanoseconds) }
      }
    }
    let counter = AllocationCounter.preloaded()
    return try scenarios.indices.map { index throws(Failure) in
      let scenario = scenarios[index]
      var allocations: Int?
      if let counter {
        do {
          let (outcome, count) = try counter.countAllocations {
            try decodes[index](payload(for: scenario).data)
          }
          try check(outcome, of: scenario)
          allocations = count
        } catch let failure as Failure {
          throw failure
        } catch {
          throw Failure(scenario: scenario, reason: "threw \(error)")
        }
      }
      return Result(
        scenario: scenario, payload: payload(for: scenario),
        statistics: Statistics(samples[index]), allocations: allocations)
    }
  }

  private func check(_ outcome: DecodeOutcome, of scenario: Scenario) throws(Failure) {
    let expected = scenario.expectedCounts(for: payload(for: scenario))
    guard outcome.counts == expected else {
      throw Failure(scenario: scenario, reason: "expected \(expected), got \(outcome.counts)")
    }
  }
}

/// Decodes once, timed: the only function that `Scripts/callgrind.sh` collects instructions in.
///
/// Never inlined nor optimized, so that its symbol exists exactly once.
@inline(never)
@_optimize(none)
private func measuredDecode(
  _ decode: (Data) throws -> DecodeOutcome,
  _ data: Data
) throws -> DecodeOutcome {
  try decode(data)
}
