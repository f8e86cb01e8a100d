/// A value that keeps its decoding error instead of throwing it: a `Result` you can decode.
///
/// Decode an array of `Failable` values to keep every element's outcome in its position:
///
/// ```swift
/// let nodes = try decoder.decode([Failable<Node>].self, from: data)
/// let good = nodes.compactMap(\.value)
/// for case (let index, .failure(let error)) in nodes.map(\.result).enumerated() {
///   print("node \(index):", error)
/// }
/// ```
///
/// The value is decoded through a single-value container, so the decoder's strategies (dates,
/// data, URLs) apply as they would in plain `Decodable` code. A failure is reported to the
/// ``ResilientDecodingErrorReporter`` like any recovery, and is thrown in strict mode.
public struct Failable<Value: Decodable>: Decodable {
  /// The decoded value, or the error that decoding it threw.
  public let result: Result<Value, any Error>

  /// Creates a failable value from a result, for tests and memberwise initializers.
  ///
  /// - Parameter result: The value or the error.
  public init(_ result: Result<Value, any Error>) {
    self.result = result
  }

  /// Decodes the value, keeping any error it throws.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: The value's error, only in strict mode.
  public init(from decoder: any Decoder) throws {
    self = try Self(from: decoder, context: nil)
  }

  /// The value converted from the scalar type the payload sent, or else the error, kept in
  /// place: recovered and reported as any other value.
  private static func recover(
    from error: any Error,
    at site: DecoderSite
  ) throws -> Result<Value, any Error> {
    // Only a scalar can be converted; anything else is kept as a failure without naming its
    // type, since this runs unspecialized and each generic type would cost a metadata lookup.
    guard Recovery.isCoercible(Value.self) else {
      let kept = try site.recover(
        from: error, offering: .init(replacement: ((), .keptAsFailure), preserves: false))
      return .failure(kept.state.recoveredError ?? error)
    }
    let recovered = try site.recover(
      from: error,
      offering: RecoveryCandidates<Value?>(
        converts: true, replacement: (nil, .keptAsFailure), preserves: false))
    if let value = recovered.value { return .success(value) }
    return .failure(recovered.state.recoveredError ?? error)
  }

  /// The decoded value, or `nil` if decoding failed.
  public var value: Value? { try? result.get() }

  /// The error decoding threw, or `nil` if it succeeded.
  public var error: (any Error)? {
    guard case .failure(let error) = result else { return nil }
    return error
  }
}

// MARK: - Failable + Conformances

extension Failable: Sendable where Value: Sendable {}

extension Failable: Equatable where Value: Equatable {
  /// Returns whether both decoded equal values, or both failed.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
}

extension Failable: Hashable where Value: Hashable {
  /// Hashes the value, or `nil` for a failure, consistently with `==`.
  public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

extension Failable: Encodable where Value: Encodable {
  /// Encodes the value, or `null` for a failure.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What encoding the value throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    if let value {
      try container.encode(value)
    } else {
      try container.encodeNil()
    }
  }
}

// MARK: - Failable + SelfRecovering

extension Failable: SelfRecovering {
  /// Decodes the value, keeping any error it throws, and reporting it to the reporter of
  /// `context` too, if any.
  @usableFromInline
  init(from decoder: any Decoder, context: SafeDecodingContext?) throws {
    // One `Result` made in place: this initializer runs unspecialized, called through the
    // conformance by the collection that holds it, where every generic step costs a lookup.
    do {
      result = .success(try Recovery.decodeAsContainerWould(Value.self, from: decoder))
    } catch {
      result = try Self.recover(from: error, at: DecoderSite(decoder, context: context))
    }
  }
}
