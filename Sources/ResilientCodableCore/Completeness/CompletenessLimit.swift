/// How many of a collection's elements decoding may drop before the decode fails.
///
/// Resilient decoding drops bad elements one by one, so a payload that is mostly garbage would
/// decode as a near-empty list. A limit turns that into an error: when a collection drops more
/// elements or entries than its limit allows, decoding it throws a
/// ``CompletenessLimitExceededError`` wrapped in a `DecodingError.dataCorrupted`.
///
/// Set a limit in the decoder's options for every collection of a decode
/// (``ResilientDecodingOptions/completenessLimit``), for the collections at some paths
/// (``ResilientDecodingOptions/completenessLimitsByPath``), or, in a `@SafeDecoding` model, for
/// one property:
///
/// ```swift
/// decoder.userInfo.resilientDecodingOptions.completenessLimit = .droppedAtMost(percent: 10)
/// decoder.userInfo.resilientDecodingOptions.completenessLimitsByPath = [
///   "pages[*].nodes": .droppedAtMost(2),
/// ]
/// ```
///
/// Every limit that applies to a collection must hold. The limits are checked only when a
/// collection dropped something, so they cost nothing on clean data. An element of an array of
/// optionals that was set to `nil` in its place counts as dropped: its value is lost all the
/// same.
public struct CompletenessLimit: Hashable, Sendable, CustomStringConvertible {
  /// The bound on the dropped elements.
  enum Bound: Hashable, Sendable {
    case count(Int)
    case percent(Double)
  }

  let bound: Bound

  /// A limit of at most `count` dropped elements or entries.
  ///
  /// - Parameter count: The number of elements that may be dropped; `0` allows none.
  /// - Returns: The limit.
  public static func droppedAtMost(_ count: Int) -> Self { Self(bound: .count(max(count, 0))) }

  /// A limit of at most `percent` percent of the elements or entries dropped.
  ///
  /// - Parameter percent: The share of the elements, from 0 to 100, that may be dropped.
  /// - Returns: The limit.
  public static func droppedAtMost(percent: Double) -> Self {
    Self(bound: .percent(min(max(percent, 0), 100)))
  }

  /// Whether dropping `droppedCount` of `elementCount` elements stays within the limit.
  ///
  /// - Parameters:
  ///   - droppedCount: The elements or entries dropped.
  ///   - elementCount: The elements or entries in the payload, dropped ones included.
  /// - Returns: `true` when the limit holds.
  public func allows(dropping droppedCount: Int, of elementCount: Int) -> Bool {
    switch bound {
    case .count(let count): droppedCount <= count
    case .percent(let percent):
      elementCount == 0 || Double(droppedCount) * 100 <= percent * Double(elementCount)
    }
  }

  /// The limit in words, such as `at most 10% dropped` or `at most 2 dropped`.
  public var description: String {
    switch bound {
    case .count(let count): "at most \(count) dropped"
    case .percent(let percent):
      "at most \(percent.formatted)% dropped"
    }
  }
}

extension Double {
  /// The number without a fractional part when it has none: `10`, `2.5`.
  fileprivate var formatted: String {
    rounded() == self && abs(self) < 1e15 ? String(Int(self)) : String(self)
  }
}
