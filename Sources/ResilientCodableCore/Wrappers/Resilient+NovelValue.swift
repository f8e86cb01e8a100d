extension Resilient where Value: ResilientRawRepresentable {
  /// The raw value that named no case, when the wrapper fell back from one and its value has not
  /// been set since.
  ///
  /// ```swift
  /// // {"state": "MERGE_QUEUED"}
  /// pullRequest.state          // .unknown
  /// pullRequest.$state.novelValue  // "MERGE_QUEUED"
  /// ```
  ///
  /// Encoding writes this raw value back instead of the fallback.
  public var novelValue: Value.RawValue? { state.novelValue as? Value.RawValue }
}

extension Resilient where Value: _ResilientRawRepresentableOptional {
  /// The raw value that named no case, when the wrapper recovered from one and its value has not
  /// been set since.
  ///
  /// Encoding writes this raw value back instead of the fallback or `nil`.
  public var novelValue: Value._RawValue? { state.novelValue as? Value._RawValue }
}

/// An optional of a ``ResilientRawRepresentable`` type, for ``Resilient/novelValue``.
@_documentation(visibility: internal)
public protocol _ResilientRawRepresentableOptional {
  /// The raw value type of the wrapped enum.
  associatedtype _RawValue
}

extension Optional: _ResilientRawRepresentableOptional where Wrapped: ResilientRawRepresentable {
  /// The raw value type of the wrapped enum.
  public typealias _RawValue = Wrapped.RawValue
}
