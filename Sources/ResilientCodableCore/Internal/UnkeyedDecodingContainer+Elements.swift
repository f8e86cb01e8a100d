extension UnkeyedDecodingContainer {
  /// Decodes every remaining element through the container, handing each to `body`; an element
  /// that fails is dropped, recovered from (or thrown, in strict mode) and returned.
  mutating func decodeElements<Element: Decodable>(
    _ type: Element.Type,
    userInfo: [CodingUserInfoKey: Any],
    into body: (Element) -> Void
  ) throws -> [DroppedElement] {
    var dropped: [DroppedElement] = []
    while !isAtEnd {
      let index = currentIndex
      do {
        body(try decode(Element.self))
      } catch {
        try Recovery.recover(
          from: error, at: codingPath + [IndexCodingKey(index)], userInfo: userInfo)
        dropped.append(DroppedElement(position: index, key: nil, error: error))
        // Some decoders advance past a failed element, JSONDecoder does not.
        if currentIndex == index, (try? decode(SkippedValue.self)) == nil { break }
      }
    }
    return dropped
  }
}
