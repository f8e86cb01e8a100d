extension Decoder {
  /// Decodes a property whose type's keys are in the model's own object, a `@Flattened`
  /// property: its type decodes from this decoder, and recovers as a whole with the fallback or
  /// the initial value, reported at the model's position.
  ///
  /// ```swift
  /// address = try decoder.decodeFlattened(
  ///   Address.self, property: "address", context: context, preserving: &preserved)
  /// ```
  ///
  /// The type's own recoveries are reported at their keys in the model's object; an object that
  /// has none of the keys the type asks for is a missing value, which takes the fallback or the
  /// initial value silently. When `preserved` keeps the model's unknown keys, those that the type
  /// reads are taken out of them: a key belongs to the flattened type if it reads it.
  ///
  /// - Parameters:
  ///   - type: The property's type; by default, the type the assignment infers.
  ///   - property: The property's name, for the reporter.
  ///   - context: The model being decoded.
  ///   - initialValue: The value to keep when the type does not decode.
  ///   - fallback: The value to take when the type does not decode; it wins over
  ///     `initialValue`.
  ///   - preserved: The model's preserved data, whose unknown keys the type's keys leave.
  ///   - path: The keys of the object this decoder decodes, from the model's object, when the
  ///     property is read from an object that `@CodedAt` or `at:` name; by default the model's
  ///     own.
  /// - Returns: The decoded or recovered value.
  /// - Throws: What decoding the type threw, when nothing recovers it, or in strict mode.
  public func decodeFlattened<Value: Decodable>(
    _ type: Value.Type = Value.self,
    property: String,
    context: SafeDecodingContext,
    initialValue: Value? = nil,
    fallback: (() -> Value)? = nil,
    preserving preserved: inout PreservedData,
    inObjectAt path: [String] = []
  ) throws -> Value {
    try decodeFlattened(
      property: property, context: context,
      candidates: RecoveryCandidates(
        fallback: fallback, initialValue: initialValue, preserves: false),
      preserving: &preserved, inObjectAt: path, decode: Value.init(from:))
  }

  /// Decodes an optional property whose type's keys are in the model's own object, as
  /// the overload for a value that is not optional does: `nil` when
  /// the type does not decode, reported, unless a fallback or an initial value is given.
  public func decodeFlattened<Wrapped: Decodable>(
    _ type: Wrapped?.Type = Wrapped?.self,
    property: String,
    context: SafeDecodingContext,
    initialValue: Wrapped?? = nil,
    fallback: (() -> Wrapped?)? = nil,
    preserving preserved: inout PreservedData,
    inObjectAt path: [String] = []
  ) throws -> Wrapped? {
    try decodeFlattened(
      property: property, context: context,
      candidates: RecoveryCandidates(
        fallback: fallback, initialValue: initialValue, replacement: (nil, .setToNil),
        preserves: false),
      preserving: &preserved, inObjectAt: path, decode: Wrapped.init(from:))
  }

  /// Decodes `Value` from this decoder with `decode`, recovering with `candidates`, and takes the
  /// keys it reads out of the unknown keys that `preserved` keeps.
  ///
  /// When the object has none of the keys the type asked for, the value is missing: `nil`, the
  /// fallback or the initial value, silently, as for a missing key.
  private func decodeFlattened<Value: Decodable>(
    property: String,
    context: SafeDecodingContext,
    candidates: @autoclosure () -> RecoveryCandidates<Value>,
    preserving preserved: inout PreservedData,
    inObjectAt path: [String],
    decode: (any Decoder) throws -> Value
  ) throws -> Value {
    let recorder = KeyRecordingDecoder(self)
    defer {
      preserved.forgetUnknownKeys(readAs: recorder.readKeys, inObjectAt: path)
      RecoveryJournal.current.noteFlattenedReads(recorder.readKeys, inObjectAt: codingPath)
    }
    do {
      // An optional's own `init(from:)` would decode the wrapped type from the decoder's single
      // value container, past the recorder: `decode` is the wrapped type's.
      return try decode(recorder)
    } catch {
      let candidates = candidates()
      if isMissing(recorder.keys),
        let value = candidates.fallback?() ?? candidates.initialValue
          ?? candidates.replacement?.value
      {
        return value
      }
      return try DecoderSite(self, context: context.reporting(property: property)).recover(
        from: error, offering: candidates
      ).value
    }
  }

  /// Whether the object is missing or `null`, or has none of `keys`, the keys a flattened type
  /// asked for, and the type asked for some.
  private func isMissing(_ keys: Set<String>) -> Bool {
    guard let object = try? container(keyedBy: AnyCodingKey.self) else {
      return (try? singleValueContainer().decodeNil()) == true
    }
    return !keys.isEmpty && !keys.contains { object.contains(AnyCodingKey(stringValue: $0)) }
  }
}
