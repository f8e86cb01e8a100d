internal import Foundation

extension JSONReaderDecoder {
  /// The value at `index` as a ``PreservedValue``, built from the tape.
  ///
  /// It is what `PreservedValue(from:)` makes of the value through the decoder's containers,
  /// without trying each kind in turn and building an error for each that does not fit; `nil`
  /// where that reading fails somewhere inside the value, so that it fails with its own error.
  ///
  /// Keys are kept as the payload spells them, the first of two equal keys winning, as a
  /// dictionary of the value reads them; no key is logged as read: keeping a key is not
  /// reading it.
  func preservedValue(at index: Int) -> PreservedValue? {
    let tape = self.tape
    switch tape.kind(at: index) {
    case .null:
      return .null
    case .true:
      return .bool(true)
    case .false:
      return .bool(false)
    case .number:
      if let value = try? integer(at: index, as: Int64.self, node: node, key: nil) {
        return .integer(value)
      }
      return (try? floatingPoint(at: index, as: Double.self, node: node, key: nil)).map {
        .number($0)
      }
    case .simpleString, .string:
      // A decoder that reads non-conforming floats from strings reads a `Double` first.
      if case .convertFromString = options.nonConformingFloatDecodingStrategy,
        let value = try? floatingPoint(at: index, as: Double.self, node: node, key: nil)
      {
        return .number(value)
      }
      return (try? string(at: index, node: node, key: nil)).map { .string($0) }
    case .array:
      var elements: [PreservedValue] = []
      elements.reserveCapacity(tape.length(at: index))
      let end = tape.index(after: index)
      var element = JSONTape.firstChild(of: index)
      while element < end {
        guard let value = preservedValue(at: element) else { return nil }
        elements.append(value)
        element = tape.index(after: element)
      }
      return .array(elements)
    case .object:
      var members: [String: PreservedValue] = [:]
      members.reserveCapacity(tape.length(at: index))
      let end = tape.index(after: index)
      var member = JSONTape.firstChild(of: index)
      while member < end {
        guard let key = try? string(at: member, node: node, key: nil),
          let value = preservedValue(at: member + 1)
        else { return nil }
        if members[key] == nil { members[key] = value }
        member = tape.index(after: member + 1)
      }
      return .object(members)
    }
  }

  /// The members of the object this decoder is at whose keys `isKnown` rejects.
  ///
  /// Their values are read as ``preservedValue(at:)`` reads them, the other members' not at
  /// all; a value that cannot be preserved is left out, and the rest kept. `nil` if the decoder
  /// is at another value.
  ///
  /// With `keySet`, the keys of the last object told under it are remembered with what
  /// `isKnown` said of them: a model's objects mostly repeat one another's keys in order, and a
  /// key whose bytes are those remembered at its place is told without a `String` or a call.
  func preservedMembers(
    unknownTo isKnown: (String) -> Bool, rememberingAs keySet: ObjectIdentifier? = nil
  ) -> [String: PreservedValue]? {
    let tape = self.tape
    guard tape.kind(at: index) == .object else { return nil }
    var remembered = keySet.flatMap { document.rememberedKeys.removeValue(forKey: $0) } ?? []
    defer { if let keySet { document.rememberedKeys[keySet] = remembered } }
    var members: [String: PreservedValue] = [:]
    let end = tape.index(after: index)
    var member = JSONTape.firstChild(of: index)
    var ordinal = 0
    while member < end {
      defer {
        member = tape.index(after: member + 1)
        ordinal += 1
      }
      let bytes = tape.offset(at: member)..<(tape.offset(at: member) + tape.length(at: member))
      let isRemembered =
        keySet != nil && ordinal < remembered.count
        && document.sameBytes(remembered[ordinal].bytes, bytes)
      if isRemembered, remembered[ordinal].isKnown { continue }
      guard let key = try? string(at: member, node: node, key: nil) else { continue }
      let known = isRemembered ? false : isKnown(key)
      if keySet != nil, !isRemembered {
        if ordinal < remembered.count {
          remembered[ordinal] = (bytes, known)
        } else {
          remembered.append((bytes, known))
        }
      }
      if !known, members[key] == nil, let value = preservedValue(at: member + 1) {
        // Room for the rest of the members at the first one kept: no resizing as they come.
        if members.isEmpty { members.reserveCapacity(tape.length(at: index) - ordinal) }
        members[key] = value
      }
    }
    return members
  }
}
