extension Decoder {
  /// Recovers from a failure to open the value itself as a container: `null` is silent, anything
  /// else is recovered from and reported at this decoder's path.
  @usableFromInline
  func recoverContainer<Value>(
    from error: any Error,
    empty: Value
  ) throws -> Resilient<Value> {
    if (try? singleValueContainer().decodeNil()) == true {
      return Resilient(empty, state: .valueWasNil)
    }
    return try replace(after: error, with: empty, by: .setToEmpty)
  }

  /// Replaces this decoder's value with `value` by `action` after `error`: throws in strict
  /// mode, otherwise reports the error and keeps, for encoding, what the value stood for:
  /// `replaced`, or else the raw value when preservation is on.
  @usableFromInline
  func replace<Value>(
    after error: any Error,
    with value: Value,
    by action: RecoveryAction,
    replacing replaced: ReplacedValue? = nil
  ) throws -> Resilient<Value> {
    let error = try Recovery.recover(from: error, at: codingPath, by: action, userInfo: userInfo)
    let replaced = replaced ?? preservedValue().map(ReplacedValue.preserved)
    return Resilient(value, state: .recovered(from: error, by: action, replacing: replaced))
  }
}

extension KeyedDecodingContainer {
  /// The `userInfo` of the decoder behind this container, reached only on the error path.
  ///
  /// Some decoders (Yams) throw for the super decoder of a missing key; any other key of the
  /// container reaches the same `userInfo`.
  @usableFromInline
  func userInfo(forKey key: Key) -> [CodingUserInfoKey: Any] {
    if let decoder = try? superDecoder(forKey: key) { return decoder.userInfo }
    for other in allKeys {
      if let decoder = try? superDecoder(forKey: other) { return decoder.userInfo }
    }
    return (try? superDecoder())?.userInfo ?? [:]
  }

  /// Decodes a value that a `Resilient` decodes on its own, with the given empty value for a
  /// missing key or `null`.
  @usableFromInline
  func decodeResilientValue<Value>(
    _ type: Value.Type,
    forKey key: Key,
    empty: Value
  ) throws -> Resilient<Value> {
    do {
      if let decoded = try decodeIfPresent(Resilient<Value>.self, forKey: key) { return decoded }
    } catch {
      // The collection decoded but dropped too much: not bad data to replace.
      if CompletenessLimitExceededError.isCause(of: error) { throw error }
      return try replace(valueFor: key, after: error, with: empty, by: .setToEmpty)
    }
    return Resilient(empty, state: contains(key) ? .valueWasNil : .keyNotFound)
  }

  /// Decodes an array or a set element by element from the nested container for `key`.
  @inlinable
  func decodeResilientElements<Collection: ResilientElementCollection>(
    _ type: Collection.Type,
    forKey key: Key
  ) throws -> Resilient<Collection> {
    var container: any UnkeyedDecodingContainer
    do {
      container = try nestedUnkeyedContainer(forKey: key)
    } catch {
      return try recoverNestedContainer(from: error, forKey: key, empty: Collection.empty)
    }
    // Some decoders (XMLCoder) give an empty container for a missing key instead of throwing.
    if container.count == 0, !contains(key) {
      return Resilient(Collection.empty, state: .keyNotFound)
    }
    var collection = Collection()
    collection.reserveCapacity(container.count ?? 0)
    let state = try container.decodeElements(
      Collection.Element.self, userInfo: userInfo(forKey: key)
    ) {
      collection.add($0)
    }
    return Resilient(collection, state: state)
  }

  /// Recovers from a failure to open the nested container for `key`: a missing key or `null` is
  /// silent, anything else is recovered from and reported.
  @usableFromInline
  func recoverNestedContainer<Value>(
    from error: any Error,
    forKey key: Key,
    empty: Value
  ) throws -> Resilient<Value> {
    guard contains(key) else { return Resilient(empty, state: .keyNotFound) }
    if (try? decodeNil(forKey: key)) == true { return Resilient(empty, state: .valueWasNil) }
    return try replace(valueFor: key, after: error, with: empty, by: .setToEmpty)
  }

  /// Replaces the value for `key` with `value` by `action` after `error`: throws in strict
  /// mode, otherwise reports the error and keeps, for encoding, what the value stood for:
  /// `replaced`, or else the raw value when preservation is on.
  @usableFromInline
  func replace<Value>(
    valueFor key: Key,
    after error: any Error,
    with value: Value,
    by action: RecoveryAction,
    replacing replaced: ReplacedValue? = nil
  ) throws -> Resilient<Value> {
    let userInfo = userInfo(forKey: key)
    let error = try Recovery.recover(
      from: error, at: codingPath + [key], by: action, userInfo: userInfo)
    let replaced =
      replaced ?? preservedValue(forKey: key, userInfo: userInfo).map(ReplacedValue.preserved)
    return Resilient(value, state: .recovered(from: error, by: action, replacing: replaced))
  }
}
