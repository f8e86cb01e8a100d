/// A collection that can write the elements it dropped back among its own when it encodes.
protocol RestoringEncodable {
  /// Encodes the collection with the preserved values of `dropped` back in place.
  func encode(to encoder: any Encoder, restoring dropped: [DroppedElement]) throws
}

extension Array: RestoringEncodable where Element: Encodable {
  /// Writes each preserved element back at its index in the payload: a dropped element among
  /// the others, an element set to `nil` in its place while it is still `nil`.
  func encode(to encoder: any Encoder, restoring dropped: [DroppedElement]) throws {
    let preserved = dropped.compactMap { element in
      element.preserved.map {
        (position: element.position, value: $0, isSetToNil: element.isSetToNil)
      }
    }
    var container = encoder.unkeyedContainer()
    var next = 0
    for element in self {
      var restoresInPlace = false
      while next < preserved.count, preserved[next].position <= container.count {
        let kept = preserved[next]
        next += 1
        guard kept.isSetToNil else {
          try container.encode(kept.value)
          continue
        }
        // In the element's place, unless the app has set it since.
        if kept.position == container.count,
          (element as? any OptionalValue)?.unwrapped == nil
        {
          restoresInPlace = true
          try container.encode(kept.value)
          break
        }
      }
      if !restoresInPlace { try container.encode(element) }
    }
    for rest in preserved[next...] where !rest.isSetToNil { try container.encode(rest.value) }
  }
}

extension Set: RestoringEncodable where Element: Encodable {
  /// Writes the members, then the preserved elements.
  func encode(to encoder: any Encoder, restoring dropped: [DroppedElement]) throws {
    var container = encoder.unkeyedContainer()
    for element in self { try container.encode(element) }
    for preserved in dropped.compactMap(\.preserved) { try container.encode(preserved) }
  }
}

extension Dictionary: RestoringEncodable where Key: Encodable, Value: Encodable {
  /// Writes the entries, then the preserved entries under their keys in the payload; a
  /// dictionary whose keys have no string form encodes as plain `Encodable` code would, without
  /// the preserved entries.
  func encode(to encoder: any Encoder, restoring dropped: [DroppedElement]) throws {
    let conversion = DictionaryKeyConversion<Key>()
    let entries = compactMap { key, value in conversion.string(for: key).map { ($0, value) } }
    guard entries.count == count else { return try encode(to: encoder) }
    var container = encoder.container(keyedBy: AnyCodingKey.self)
    for (key, value) in entries {
      try container.encode(value, forKey: AnyCodingKey(stringValue: key))
    }
    for entry in dropped {
      guard let key = entry.key, let preserved = entry.preserved else { continue }
      try container.encode(preserved, forKey: AnyCodingKey(stringValue: key))
    }
  }
}

extension Optional: RestoringEncodable where Wrapped: RestoringEncodable {
  /// Encodes the wrapped collection, or `nil`.
  func encode(to encoder: any Encoder, restoring dropped: [DroppedElement]) throws {
    if let wrapped = self {
      try wrapped.encode(to: encoder, restoring: dropped)
    } else {
      var container = encoder.singleValueContainer()
      try container.encodeNil()
    }
  }
}
