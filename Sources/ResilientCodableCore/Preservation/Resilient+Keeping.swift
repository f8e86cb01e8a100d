// What a model keeps in its `preservedData` of a property that decoded as a `@Resilient`
// property of its type does.

extension Resilient {
  /// The value, after keeping in `preserved` what decoding it dropped or replaced, so that the
  /// model encodes it back.
  @inlinable
  func value(keepingIn preserved: inout PreservedData, forProperty property: String) -> Value {
    if case .decoded = state { return value }
    preserved.keep(
      state, forProperty: property, omittedWhenNil: Value.self is any OptionalValue.Type)
    return value
  }
}
