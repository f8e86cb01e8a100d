extension UnkeyedDecodingContainer {
  /// Decodes every remaining element through the container, handing each to `body`; an element
  /// that fails is dropped, recovered from (or thrown, in strict mode) and recorded in the
  /// returned state, after which the completeness limits are checked.
  ///
  /// The decoder's `userInfo` is evaluated only if an element fails.
  @inlinable
  mutating func decodeElements<Element: Decodable>(
    _ type: Element.Type,
    userInfo: @autoclosure () -> [CodingUserInfoKey: Any],
    into body: (Element) -> Void
  ) throws -> ResilientState {
    var dropped: [DroppedElement] = []
    // Reaching `userInfo` can cost an allocation: reach it once, at the first failure.
    var failureUserInfo: [CodingUserInfoKey: Any]?
    while !isAtEnd {
      let index = currentIndex
      do {
        body(try decode(Element.self))
      } catch {
        let userInfo = failureUserInfo ?? userInfo()
        failureUserInfo = userInfo
        guard try dropElement(at: index, failingWith: error, userInfo: userInfo, into: &dropped)
        else { break }
      }
    }
    guard let failureUserInfo, !dropped.isEmpty else { return .decoded }
    return try .decoded(
      dropping: dropped, of: count ?? currentIndex, at: codingPath, userInfo: failureUserInfo)
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
    // Some decoders advance past a failed element, JSONDecoder does not.
    if currentIndex != index {
      dropped.append(DroppedElement(position: index, key: nil, error: error, preserved: nil))
      return true
    }
    let preserved = userInfo.preservesInvalidData ? try? decode(PreservedValue.self) : nil
    dropped.append(DroppedElement(position: index, key: nil, error: error, preserved: preserved))
    return preserved != nil || (try? decode(SkippedValue.self)) != nil
  }
}
