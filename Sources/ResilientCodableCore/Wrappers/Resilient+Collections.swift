extension Resilient where Value: ResilientCollectionResults {
  /// Every error recovered from: the error that replaced the whole collection, or the errors of
  /// the dropped elements in document order.
  public var errors: [any Error] { state.errors }

  /// The outcome of every element, including the dropped ones.
  ///
  /// For an array, one result per element of the payload, in position. For a dictionary, one
  /// result per entry whose key converted, keyed. A set keeps no positions: its members in the
  /// set's order, then its failures in document order. A collection that is `nil` or failed as
  /// a whole has no results.
  public var results: Value.ElementResults { Value._results(of: self, value: wrappedValue) }
}

/// A collection whose `@Resilient` wrapper lists the outcome of each element: an array, a set, a
/// dictionary, or an optional of one.
///
/// The library provides every conformance.
public protocol ResilientCollectionResults: ResilientlyDecodable {
  /// The outcomes of the elements: `[Result<Element, any Error>]` for arrays and sets,
  /// `[Key: Result<Value, any Error>]` for dictionaries.
  associatedtype ElementResults

  /// Combines the decoded elements of `value` with the elements that `resilient` dropped.
  @_documentation(visibility: internal)
  static func _results<Wrapped>(of resilient: Resilient<Wrapped>, value: Self?) -> ElementResults
}

extension Array: ResilientCollectionResults where Element: Decodable {
  /// Interleaves the decoded elements with the dropped ones at their positions; an element set
  /// to `nil` in its place is a failure there.
  @_documentation(visibility: internal)
  public static func _results<Wrapped>(
    of resilient: Resilient<Wrapped>,
    value: Self?
  ) -> [Result<Element, any Error>] {
    var elements = (value ?? []).makeIterator()
    var dropped = resilient.state.dropped.makeIterator()
    var nextDropped = dropped.next()
    var results: [Result<Element, any Error>] = []
    while true {
      if let failure = nextDropped, failure.position == results.count {
        results.append(.failure(failure.error))
        nextDropped = dropped.next()
        // An element set to `nil` in its place is the failure's, not one more.
        if failure.isSetToNil { _ = elements.next() }
      } else if let element = elements.next() {
        results.append(.success(element))
      } else if let failure = nextDropped {
        results.append(.failure(failure.error))
        nextDropped = dropped.next()
      } else {
        return results
      }
    }
  }
}

extension Set: ResilientCollectionResults where Element: Decodable {
  /// Lists the members, then the dropped elements.
  @_documentation(visibility: internal)
  public static func _results<Wrapped>(
    of resilient: Resilient<Wrapped>,
    value: Self?
  ) -> [Result<Element, any Error>] {
    (value ?? []).map { .success($0) } + resilient.state.dropped.map { .failure($0.error) }
  }
}

extension Dictionary: ResilientCollectionResults where Key: Decodable, Value: Decodable {
  /// Keys the decoded values and the dropped values whose keys converted.
  @_documentation(visibility: internal)
  public static func _results<Wrapped>(
    of resilient: Resilient<Wrapped>,
    value: Self?
  ) -> [Key: Result<Value, any Error>] {
    var results = (value ?? [:]).mapValues { Result<Value, any Error>.success($0) }
    let conversion = DictionaryKeyConversion<Key>()
    for dropped in resilient.state.dropped {
      if let key = dropped.key.flatMap(conversion.key(for:)) {
        results[key] = .failure(dropped.error)
      }
    }
    return results
  }
}

extension Optional: ResilientCollectionResults where Wrapped: ResilientCollectionResults {
  /// The results of the wrapped collection, none for `nil`.
  @_documentation(visibility: internal)
  public static func _results<Outer>(
    of resilient: Resilient<Outer>,
    value: Self?
  ) -> Wrapped.ElementResults {
    Wrapped._results(of: resilient, value: value ?? nil)
  }
}
