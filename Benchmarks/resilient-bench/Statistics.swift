/// The summary of a scenario's timings, in nanoseconds.
struct Statistics {
  let median: Double
  let minimum: Double
  let maximum: Double

  /// Summarizes `samples`, which must not be empty.
  init(_ samples: [Double]) {
    let sorted = samples.sorted()
    let middle = sorted.count / 2
    median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    minimum = sorted.first ?? 0
    maximum = sorted.last ?? 0
  }
}

extension Duration {
  /// The duration in nanoseconds.
  var nanoseconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
  }
}
