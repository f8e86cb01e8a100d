import Foundation

/// The results as a table, with the ratios that the issue's budgets are stated in.
struct Report {
  let results: [Benchmark.Result]

  var rendered: String {
    var table = Table(columns: [
      Table.Column("#", .left), Table.Column("scenario", .left), Table.Column("median ms"),
      Table.Column("min–max ms"), Table.Column("MB/s"), Table.Column("ns/node"),
      Table.Column("allocs/decode"), Table.Column("Δ allocs/node"), Table.Column("× plain"),
      Table.Column("× base"), Table.Column("× no reporter"),
    ])
    let rows = results.map { ($0.scenario.number, row(for: $0)) }
    for (_, cells) in rows.sorted(by: { $0.0 < $1.0 }) { table.append(cells) }
    return table.rendered
  }

  static let legend = """
    × plain: median / median of 1 (plain Codable on the clean bytes; dirty bytes do not decode \
    plainly).
    × base: median / median of the scenario in parentheses: its own clean run for 5a–5g, the \
    same model without a reporter for 2r, without strict mode for 6.
    × no reporter: median / median of the same scenario without a reporter.
    Δ allocs/node: (allocations of one decode − those of 1) / nodes.
    """

  private func row(for result: Benchmark.Result) -> [String] {
    let statistics = result.statistics
    let nodes = Double(result.payload.nodeCount)
    let minimumToMaximum =
      "\(fixed(statistics.minimum / 1e6, 1))–\(fixed(statistics.maximum / 1e6, 1))"
    return [
      result.scenario.number,
      result.scenario.title,
      fixed(statistics.median / 1e6, 1),
      minimumToMaximum,
      fixed(result.payload.megabytes / (statistics.median / 1e9), 1),
      fixed(statistics.median / nodes, 0),
      result.allocations.map(grouped) ?? "n/a",
      extraAllocationsPerNode(of: result),
      ratio(of: result, to: "plain", showingBase: false),
      result.scenario.base.map { ratio(of: result, to: $0, showingBase: true) } ?? "",
      result.scenario.withoutReporter.map { ratio(of: result, to: $0, showingBase: true) } ?? "",
    ]
  }

  private func result(named name: String) -> Benchmark.Result? {
    results.first { $0.scenario.name == name }
  }

  private func ratio(
    of result: Benchmark.Result,
    to name: String,
    showingBase: Bool
  ) -> String {
    guard let base = self.result(named: name) else { return "—" }
    let value = fixed(result.statistics.median / base.statistics.median, 2)
    return showingBase ? "\(value) (\(base.scenario.number))" : value
  }

  private func extraAllocationsPerNode(of result: Benchmark.Result) -> String {
    guard let allocations = result.allocations,
      let plain = self.result(named: "plain")?.allocations
    else { return "n/a" }
    let extra = Double(allocations - plain) / Double(result.payload.nodeCount)
    return (extra > 0 ? "+" : "") + fixed(extra, 2)
  }
}

/// `value` with `digits` digits after the point.
func fixed(_ value: Double, _ digits: Int) -> String {
  String(format: "%.\(digits)f", value)
}

/// `value` with thousands separated by commas.
func grouped(_ value: Int) -> String {
  var digits = String(value.magnitude)
  var groups: [Substring] = []
  while digits.count > 3 {
    groups.insert(digits.suffix(3), at: 0)
    digits.removeLast(3)
  }
  groups.insert(Substring(digits), at: 0)
  return (value < 0 ? "-" : "") + groups.joined(separator: ",")
}
