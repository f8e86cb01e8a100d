extension UnkeyedDecodingContainer {
  /// Decodes every remaining element through the container, handing each to `body`; an element
  /// that fails is dropped, recovered from (or thrown, in strict mode) and returned.
  ///
  /// The decoder's `userInfo` is evaluated only if an element fails.
  @inlinable
  mutating func decodeElements<Element: Decodable>(
    _ type: Element.Type,
    userInfo: @autoclosure () -> [CodingUserInfoKey: Any],
    into body: (Element) -> Void
  ) throws -> [DroppedElement] {
    var dropped: [DroppedElement] = []
    while !isAtEnd {
      let index = currentIndex
      do {
        body(try decode(Element.self))
      } catch {
        guard try dropElement(at: index, failingWith: error, userInfo: userInfo(), into: &dropped)
        else { break }
      }
    }
    return dropped
  }

  /// Drops the element at `index`, which failed with `error`: recovers from it (or throws, in
  /// strict mode), records it, and steps over it.
  ///
  /// - Returns: Whether the container could step over the element.
  @usableFromInline
  mutating func dropElement(
    at index: Int,
    failingWith error: any Error,
    userInfo: [CodingUserInfoKey: Any],
    into dropped: inout [DroppedElement]
  ) throws -> Bool {
    let error = try Recovery.recover(
      from: error, at: codingPath + [IndexCodingKey(index)], by: .droppedElement(index: index),
      userInfo: userInfo)
    dropped.append(DroppedElement(position: index, key: nil, error: error))
    // Some decoders advance past a failed element, JSONDecoder does not.
    return currentIndex != index || (try? decode(SkippedValue.self)) != nil
  }
}
