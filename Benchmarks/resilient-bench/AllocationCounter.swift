#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Counts heap allocations through ordo-one's `malloc-interposer`, when the process was started
/// with it preloaded (`Scripts/benchmark.sh` does that).
///
/// The counters are looked up by name at run time, so the benchmark needs no dependency and runs
/// without them; the table then says `n/a`.
struct AllocationCounter {
  private typealias Toggle = @convention(c) () -> Void
  private typealias ReadStatistics =
    @convention(c) (
      UnsafeMutablePointer<Int64>, UnsafeMutablePointer<Int64>, UnsafeMutablePointer<Int64>,
      UnsafeMutablePointer<Int64>, UnsafeMutablePointer<Int64>, UnsafeMutablePointer<Int64>
    ) -> Void

  private let enable: Toggle
  private let disable: Toggle
  private let reset: Toggle
  private let readStatistics: ReadStatistics

  /// The counter of the preloaded interposer, or `nil` if there is none.
  static func preloaded() -> Self? {
    guard let process = dlopen(nil, RTLD_NOW),
      let enable = dlsym(process, "malloc_interposer_enable"),
      let disable = dlsym(process, "malloc_interposer_disable"),
      let reset = dlsym(process, "malloc_interposer_reset"),
      let readStatistics = dlsym(process, "malloc_interposer_get_stats")
    else { return nil }
    return Self(
      enable: unsafeBitCast(enable, to: Toggle.self),
      disable: unsafeBitCast(disable, to: Toggle.self),
      reset: unsafeBitCast(reset, to: Toggle.self),
      readStatistics: unsafeBitCast(readStatistics, to: ReadStatistics.self))
  }

  /// The number of allocations that `body` makes.
  func countAllocations<Result>(in body: () throws -> Result) rethrows -> (Result, Int) {
    reset()
    enable()
    let result: Result
    do {
      defer { disable() }
      result = try body()
    }
    var count: Int64 = 0
    var bytes: Int64 = 0
    var small: Int64 = 0
    var large: Int64 = 0
    var frees: Int64 = 0
    var freedBytes: Int64 = 0
    readStatistics(&count, &bytes, &small, &large, &frees, &freedBytes)
    return (result, Int(count))
  }
}
