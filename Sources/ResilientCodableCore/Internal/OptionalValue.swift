/// An optional, seen from generic code.
@usableFromInline
protocol OptionalValue {
  /// `nil` of this optional type.
  static var nilValue: Self { get }
  /// The wrapped value, or `nil`.
  var unwrapped: Any? { get }
  /// The type of the wrapped value.
  static var wrappedType: any Any.Type { get }
}

extension Optional: OptionalValue {
  @usableFromInline
  static var nilValue: Self { nil }

  @usableFromInline
  var unwrapped: Any? { map { $0 } }

  @usableFromInline
  static var wrappedType: any Any.Type { Wrapped.self }
}
