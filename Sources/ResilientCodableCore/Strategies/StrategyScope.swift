/// The strategy that applies on this thread: how a value that a container decodes by type (an
/// element, a dictionary's value, an optional's wrapped value) reaches the strategy of its
/// property.
///
/// A decode or an encode runs on one thread from start to end, so a property's strategy is put
/// in scope around its values and taken out after; a strategy used within another's values (JSON
/// inside a string whose model has strategies of its own) nests, the outer one coming back in
/// scope once the inner one is done. The scope holds the strategy's type and where the strategy
/// lies while it is in scope, so that finding it costs a comparison, not a dynamic cast.
@usableFromInline
final class StrategyScope {
  @usableFromInline
  init() {}

  /// The type of the strategy in scope.
  @usableFromInline
  var type: ObjectIdentifier?
  /// Where the strategy in scope lies, valid while it is in scope.
  @usableFromInline
  var strategy: UnsafeRawPointer?

  /// Runs `body` with `strategy` in scope.
  @inlinable
  static func with<Strategy: CodingStrategy, Result>(
    _ strategy: Strategy,
    _ body: () throws -> Result
  ) rethrows -> Result {
    let scope = current
    let outer = (scope.type, scope.strategy)
    defer { (scope.type, scope.strategy) = outer }
    return try withUnsafePointer(to: strategy) { pointer in
      scope.type = ObjectIdentifier(Strategy.self)
      // A strategy without stored properties may lie at address 0, which would read as no
      // strategy; reading one touches no memory, so any other address does.
      scope.strategy =
        MemoryLayout<Strategy>.size == 0
        ? UnsafeRawPointer(bitPattern: 1) : UnsafeRawPointer(pointer)
      return try body()
    }
  }

  /// The strategy in scope, of type `Strategy`.
  ///
  /// - Throws: `DecodingError.dataCorrupted` at `codingPath` when none is, which the library's
  ///   own use never leaves to happen.
  @inlinable
  static func strategy<Strategy: CodingStrategy>(
    _ type: Strategy.Type,
    at codingPath: [any CodingKey]
  ) throws -> Strategy {
    guard let scope = existing, scope.type == ObjectIdentifier(Strategy.self),
      let strategy = scope.strategy
    else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: codingPath, valueFreeDescription: "No \(Strategy.self) applies here"))
    }
    return strategy.assumingMemoryBound(to: Strategy.self).pointee
  }

  /// The scope of this thread, made the first time it is asked for.
  @usableFromInline
  static var current: StrategyScope { scopes.current(StrategyScope.init) }

  /// The scope of this thread, if it has one yet.
  @usableFromInline
  static var existing: StrategyScope? { scopes.existing }
}

/// The scope of each thread.
private let scopes = ThreadLocal<StrategyScope>()

// A scope belongs to one thread.
@available(*, unavailable)
extension StrategyScope: Sendable {}
