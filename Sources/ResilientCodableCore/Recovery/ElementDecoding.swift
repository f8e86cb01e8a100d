extension ResilientElementCollection {
  /// Decodes an array or a set element by element from the nested container of `key`.
  ///
  /// The site of the value is made only on the error path, so that the clean path copies
  /// nothing.
  @inlinable
  static func decodeElements<Key>(
    from container: KeyedDecodingContainer<Key>,
    forKey key: Key,
    context: SafeDecodingContext?
  ) throws -> Resilient<Self> {
    var elements: any UnkeyedDecodingContainer
    do {
      elements = try container.nestedUnkeyedContainer(forKey: key)
    } catch {
      return try KeyedSite(container, key, context: context).recoverContainer(
        from: error, empty: empty)
    }
    // Some decoders (XMLCoder) give an empty container for a missing key instead of throwing.
    if elements.count == 0, !container.contains(key) {
      return Resilient(empty, state: .keyNotFound)
    }
    return try decodeElements(
      of: &elements, userInfo: KeyedSite(container, key, context: nil).userInfo, context: context)
  }

  /// Decodes an array or a set element by element from a decoder's unkeyed container.
  static func decodeElements(at site: DecoderSite) throws -> Resilient<Self> {
    var container: any UnkeyedDecodingContainer
    do {
      container = try site.decoder.unkeyedContainer()
    } catch {
      return try site.recoverContainer(from: error, empty: empty)
    }
    return try decodeElements(of: &container, userInfo: site.userInfo, context: site.context)
  }

  /// Decodes every element of `container`, dropping the bad ones, or for an array of an
  /// optional type, setting them to `nil` in their place.
  @inlinable
  @inline(__always)
  static func decodeElements(
    of container: inout any UnkeyedDecodingContainer,
    userInfo: @autoclosure () -> [CodingUserInfoKey: Any],
    context: SafeDecodingContext?
  ) throws -> Resilient<Self> {
    var collection = Self()
    collection.reserveCapacity(container.count ?? 0)
    let state = try container.decodeElements(
      Element.self, keepingPlaces: keepsPlaces, userInfo: userInfo(), context: context
    ) {
      collection.add($0)
    }
    return Resilient(collection, state: state)
  }
}

extension UnkeyedDecodingContainer {
  /// Decodes every remaining element through the container, handing each to `body`; an element
  /// that fails is recovered from (or thrown, in strict mode) and recorded in the returned state,
  /// after which the completeness limits are checked.
  ///
  /// With `keepingPlaces`, for an array, a failed element of an optional type is handed to
  /// `body` as `nil`, in its place, so that parallel arrays keep their alignment; any other is
  /// dropped.
  ///
  /// The decoder's `userInfo` is evaluated only if an element fails.
  @inlinable
  mutating func decodeElements<Element: Decodable>(
    _ type: Element.Type,
    keepingPlaces: Bool,
    userInfo: @autoclosure () -> [CodingUserInfoKey: Any],
    context: SafeDecodingContext?,
    into body: (consuming Element) -> Void
  ) throws -> ResilientState {
    var dropped: [DroppedElement] = []
    // Reaching `userInfo` can cost an allocation: reach it once, at the first failure.
    var failureSession: DecodeSession?
    // The options' completeness limits of this collection, read at the first drop.
    var limits: [CompletenessLimit]?
    // Whether the elements are coerced, asked once, at the first failure.
    var coerces: Bool?
    // `nil` of the element type, if it is optional, asked once, at the first failure.
    var isNilElementKnown = false
    var nilElement: Element?
    // The collection's coding path, which a decoder may build anew each time it is asked.
    var path: [any CodingKey]?
    // An element that recovers itself (a `Failable`) hears of the model, whose reporter then
    // hears of its recovery too; asked once, and only of a model that has a reporter.
    let recoversItself = context != nil && Element.self is any SelfRecovering.Type
    while !isAtEnd {
      let index = currentIndex
      do {
        body(
          try recoversItself
            ? decodeRecovering(Element.self, context: context) : decode(Element.self))
      } catch {
        let session = failureSession ?? Recovery.session(userInfo())
        failureSession = session
        let coercesElements =
          coerces ?? Recovery.coerces(Element.self, in: session, setting: context?.coercesScalars)
        coerces = coercesElements
        if coercesElements,
          let element = try coerceElement(
            Element.self, at: index, failingWith: error, in: session, context: context)
        {
          body(element)
          continue
        }
        let collectionPath = path ?? codingPath
        path = collectionPath
        if !isNilElementKnown {
          nilElement = keepingPlaces ? nilValue(of: Element.self) : nil
          isNilElementKnown = true
        }
        let stepsOver = try recoverElement(
          at: index, of: collectionPath, failingWith: error, settingToNil: nilElement != nil,
          in: session, context: context, into: &dropped)
        if let nilElement { body(nilElement) }
        guard stepsOver else { break }
        // A limit that can no longer hold stops the decode here, not after the last element.
        let current =
          limits
          ?? CompletenessLimit.limits(at: collectionPath, in: session.options)
          + (context?.completenessLimit.map { [$0] } ?? [])
        limits = current
        if !current.isEmpty {
          try CompletenessLimit.failFast(
            current, dropped: dropped, of: count, seen: index + 1, at: collectionPath)
        }
      }
    }
    guard let failureSession, !dropped.isEmpty else { return .decoded }
    return try .decoded(
      dropping: dropped, of: count ?? currentIndex, at: codingPath, in: failureSession)
  }

  /// Decodes the next element, an element that recovers itself, with `context`.
  @usableFromInline
  mutating func decodeRecovering<Element: Decodable>(
    _ type: Element.Type,
    context: SafeDecodingContext?
  ) throws -> Element {
    guard let kind = Element.self as? any SelfRecovering.Type else {
      return try decode(Element.self)
    }
    let decoder = try superDecoder()
    // `Kind` is `Element`, opened.
    func make<Kind: SelfRecovering>(_ kind: Kind.Type) throws -> Element {
      scalar(try Kind(from: decoder, context: context))
    }
    return try make(kind)
  }

  /// The element at `index`, which failed with `error`, converted from the scalar type the
  /// payload sent, for elements that are coerced, when that loses nothing: reported (or thrown,
  /// in strict mode); otherwise `nil`, and the container has not moved.
  @usableFromInline
  mutating func coerceElement<Element>(
    _ type: Element.Type,
    at index: Int,
    failingWith error: any Error,
    in session: DecodeSession,
    context: SafeDecodingContext?
  ) throws -> Element? {
    // Some decoders advance past a failed element: it cannot be read again.
    guard currentIndex == index, let element = try? decode(CoercedScalar<Element>.self).value
    else { return nil }
    try Recovery.permit(error, in: session)
    Recovery.report(
      error, at: codingPath + [IndexCodingKey(index)],
      by: Recovery.conversionAction(of: Element.self), in: session, context: context)
    return element
  }

  /// Recovers from `error`, the failure of the element at `index` of the collection at
  /// `collectionPath`: sets it to `nil` in its place if `settingToNil`, for an element of an
  /// optional type, otherwise drops it; reports it (or throws, in strict mode), records it, and
  /// steps over it.
  ///
  /// - Returns: Whether the container could step over the element.
  @usableFromInline
  mutating func recoverElement(
    at index: Int,
    of collectionPath: [any CodingKey],
    failingWith error: any Error,
    settingToNil: Bool,
    in session: DecodeSession,
    context: SafeDecodingContext?,
    into recovered: inout [DroppedElement]
  ) throws -> Bool {
    try Recovery.permit(error, in: session)
    let action: RecoveryAction = settingToNil ? .setToNil : .droppedElement(index: index)
    let recordsError = recovered.recordsNextError
    // Some decoders advance past a failed element, JSONDecoder does not.
    guard currentIndex == index else {
      let error = Recovery.report(
        error, atIndex: index, of: collectionPath, by: action, in: session, context: context)
      recovered.append(
        DroppedElement(
          position: index, key: nil, error: error, preserved: nil, recordsError: recordsError,
          isSetToNil: settingToNil))
      return true
    }
    // The element is read whole once, to keep it, and its message's value found in it; else the
    // message reads only the value where the error occurred, stepping over the element.
    let preserves = session.options.preservesInvalidData
    var whole: PreservedValue??
    let error = Recovery.report(
      error, atIndex: index, of: collectionPath, by: action, in: session, context: context,
      found: { path in
        if preserves {
          whole = .some(try? decode(PreservedValue.self))
          return (whole ?? nil)?.value(at: path).flatMap { PayloadRedaction.describe(scalar: $0) }
        }
        return (try? superDecoder()).flatMap {
          PayloadRedaction.describe(valueAt: path, in: PreservedData.unwatched($0))
        }
      })
    let preserved = preserves ? whole ?? (try? decode(PreservedValue.self)) : nil
    recovered.append(
      DroppedElement(
        position: index, key: nil, error: error, preserved: preserved, recordsError: recordsError,
        isSetToNil: settingToNil))
    return currentIndex != index || (try? decode(SkippedValue.self)) != nil
  }
}

/// `nil` of `type`, if it is an optional type; otherwise `nil`.
@inlinable
func nilValue<Value>(of type: Value.Type) -> Value? {
  (Value.self as? any OptionalValue.Type)?.nilValue as? Value
}

/// A value that recovers from its own errors, as ``Failable`` does: decoded as an element of a
/// model's collection, it hears of the model, so that the model's reporter hears of its
/// recoveries too.
@usableFromInline
protocol SelfRecovering {
  init(from decoder: any Decoder, context: SafeDecodingContext?) throws
}
