/// The coercion setting of the property that holds a dictionary, as a type: the only way to give
/// it to the `Decodable` type that decodes the entries.
@usableFromInline
protocol CoercionSetting {
  /// Whether the entries coerce scalars; `nil` leaves it to the decode's options.
  static var coercesScalars: Bool? { get }
}

extension Recovery {
  /// The setting type that stands for `coercesScalars`, a property's setting.
  @usableFromInline
  static func coercionSetting(_ coercesScalars: Bool?) -> any CoercionSetting.Type {
    switch coercesScalars {
    case nil: InheritedCoercion.self
    case true?: CoercionOn.self
    case false?: CoercionOff.self
    }
  }
}

/// The coercion setting of the decode's options.
@usableFromInline
enum InheritedCoercion: CoercionSetting, Sendable {
  @usableFromInline
  static var coercesScalars: Bool? { nil }
}

/// Coercion on.
@usableFromInline
enum CoercionOn: CoercionSetting, Sendable {
  @usableFromInline
  static var coercesScalars: Bool? { true }
}

/// Coercion off.
@usableFromInline
enum CoercionOff: CoercionSetting, Sendable {
  @usableFromInline
  static var coercesScalars: Bool? { false }
}
