/// A small, fast pseudo-random number generator with a fixed algorithm, so that the same seed
/// gives the same payload on every machine and with every toolchain.
///
/// See Steele, Lea and Flood, "Fast Splittable Pseudorandom Number Generators" (OOPSLA 2014).
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// A number in `range`, computed here rather than by the standard library so that it does not
  /// change with the toolchain.
  mutating func int(in range: ClosedRange<Int>) -> Int {
    let width = UInt64(range.upperBound - range.lowerBound) + 1
    return range.lowerBound + Int(next() % width)
  }

  /// `true` with the given probability, in percent.
  mutating func chance(percent: Int) -> Bool { int(in: 0...99) < percent }

  /// An element of `elements`, which must not be empty.
  mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[int(in: 0...(elements.count - 1))]
  }
}
