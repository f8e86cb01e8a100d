extension Decoder {
  /// Reports or rejects the keys of this decoder's object that the model does not read, as
  /// `policy` says, whatever the decode's ``ResilientDecodingOptions/unknownKeyPolicy``: what
  /// `@SafeDecoding(unknownKeys:)` generates, and what a hand-written `init(from:)` calls last.
  ///
  /// ```swift
  /// init(from decoder: any Decoder) throws {
  ///   let container = try decoder.container(keyedBy: CodingKeys.self)
  ///   name = try container.decode(String.self, forKey: .name)
  ///   try decoder.checkUnknownKeys(.report, knownKeys: CodingKeys.self)
  /// }
  /// ```
  ///
  /// Each unknown key is reported once, at its pointer, with the category
  /// ``ErrorCategory/unknownKey``, to every sink; a decode that reports unknown keys too does
  /// not report the object's keys again. Only the model's own object is checked: the objects of
  /// its properties answer to their own models, or to the decode's policy. The keys that its
  /// `@Flattened` properties read are known too; a flattened value read whole, as an enum's
  /// fallback case that keeps the payload reads it, knows every key.
  ///
  /// - Parameters:
  ///   - policy: What to do with each unknown key; ``UnknownKeyPolicy/ignore`` does nothing.
  ///   - keys: The model's coding keys: a key of the payload that none of them names is unknown.
  ///   - context: The model being decoded, whose reporter hears each unknown key.
  /// - Throws: With ``UnknownKeyPolicy/reject``, a `DecodingError.dataCorrupted` at the first
  ///   unknown key, in the payload's order.
  public func checkUnknownKeys(
    _ policy: UnknownKeyPolicy,
    knownKeys keys: any CodingKey.Type,
    context: SafeDecodingContext? = nil
  ) throws {
    try checkUnknownKeys(
      policy, knownKeys: { keys.init(stringValue: $0) != nil }, context: context)
  }

  /// Reports or rejects the keys of this decoder's object for which `isKnown` is `false`, as
  /// ``checkUnknownKeys(_:knownKeys:context:)-(_,CodingKey.Type,_)`` does: the form for a
  /// class of a hierarchy, whose known keys are those of every class.
  ///
  /// - Parameters:
  ///   - policy: What to do with each unknown key; ``UnknownKeyPolicy/ignore`` does nothing.
  ///   - isKnown: Whether the model reads a key of the payload's object.
  ///   - context: The model being decoded, whose reporter hears each unknown key.
  /// - Throws: With ``UnknownKeyPolicy/reject``, a `DecodingError.dataCorrupted` at the first
  ///   unknown key, in the payload's order.
  public func checkUnknownKeys(
    _ policy: UnknownKeyPolicy,
    knownKeys isKnown: (String) -> Bool,
    context: SafeDecodingContext? = nil
  ) throws {
    guard policy != .ignore, let object = try? container(keyedBy: AnyCodingKey.self) else {
      return
    }
    let allKeys = object.allKeys
    // The decode's own search for unknown keys leaves this object to the model: asking for
    // each key logs it as read.
    if RecoveryJournal.existing?.keyUseLog != nil {
      for key in allKeys { _ = object.contains(key) }
    }
    let keys = allKeys.map(\.stringValue)
    // The keys that the model's flattened properties read are the model's too.
    let flattened = RecoveryJournal.existing?.takeFlattenedReads(inObjectAt: codingPath)
    if case .some(.none) = flattened { return }
    let session = Recovery.session(userInfo)
    for key in keys.sorted() where !isKnown(key) && flattened??.contains(key) != true {
      try Recovery.answer(
        unknownKey: key, inObjectAt: codingPath, as: policy,
        rejection: "the model rejects keys that it does not read", in: session, context: context)
    }
  }
}
