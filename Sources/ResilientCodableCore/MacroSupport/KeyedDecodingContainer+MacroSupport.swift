extension KeyedDecodingContainer {
  /// Decodes a `@Resilient` property of a `@SafeDecoding` model, checking the property's
  /// `@RequireCompleteness` limit, if any; generated code only.
  @_documentation(visibility: internal)
  @inlinable
  public func _$decodeWrapper<Value>(
    _ type: Value.Type = Value.self,
    forKey key: Key,
    completenessLimit: CompletenessLimit? = nil
  ) throws -> Resilient<Value> {
    try decode(Resilient<Value>.self, forKey: key).checking(
      completenessLimit, at: codingPath + [key])
  }
}
