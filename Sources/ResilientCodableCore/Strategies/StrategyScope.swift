/// The strategies that apply on this thread, innermost last: how a value that a container
/// decodes by type (an element, a dictionary's value, an optional's wrapped value) reaches the
/// strategy of its property.
///
/// A decode or an encode runs on one thread from start to end, so a property's strategy is put
/// in scope around its value and taken out after; a strategy used within another's values (JSON
/// inside a string whose model has strategies of its own) nests.
final class StrategyScope {
  private var strategies: [any CodingStrategy] = []

  /// Runs `body` with `strategy` in scope.
  static func with<Strategy: CodingStrategy, Result>(
    _ strategy: Strategy,
    _ body: () throws -> Result
  ) rethrows -> Result {
    let scope = current
    scope.strategies.append(strategy)
    defer { scope.strategies.removeLast() }
    return try body()
  }

  /// The innermost strategy of type `Strategy` in scope.
  ///
  /// - Throws: `DecodingError.dataCorrupted` at `codingPath` when none is, which the library's
  ///   own use never leaves to happen.
  static func strategy<Strategy: CodingStrategy>(
    _ type: Strategy.Type,
    at codingPath: [any CodingKey]
  ) throws -> Strategy {
    if let strategy = existing?.strategies.last(where: { $0 is Strategy }) as? Strategy {
      return strategy
    }
    throw DecodingError.dataCorrupted(
      .init(codingPath: codingPath, debugDescription: "No \(Strategy.self) applies here"))
  }

  /// The scope of this thread, made the first time it is asked for.
  private static var current: StrategyScope { scopes.current(StrategyScope.init) }

  /// The scope of this thread, if it has one yet.
  private static var existing: StrategyScope? { scopes.existing }
}

/// The scope of each thread.
private let scopes = ThreadLocal<StrategyScope>()

// A scope belongs to one thread.
@available(*, unavailable)
extension StrategyScope: Sendable {}
