extension CodingUserInfoKey {
  /// The key of scalar coercion: with `true` under it in a decoder's `userInfo`, a scalar that
  /// the payload sends as another scalar type is converted, when that loses nothing, and
  /// reported with the action ``RecoveryAction/coercedValue``.
  ///
  /// ```swift
  /// decoder.userInfo[.resilientDecodingCoercesScalars] = true
  /// // {"count": "12", "ids": ["1", 2], "isPublic": "yes"} now decodes
  /// // count as 12, ids as [1, 2] and isPublic as true, with three digest entries.
  /// ```
  ///
  /// It applies to what resilient decoding decodes: `@Resilient` optionals, the elements of
  /// arrays and sets, dictionary values, ``Failable`` values, and the properties a
  /// `@SafeDecoding` model recovers. A property's own setting wins: ``Coerced`` turns it on for
  /// one property. Integers and floating-point numbers convert from numeric strings, `String`
  /// from numbers and booleans, `Bool` from `0` and `1` and from the strings `"true"`,
  /// `"false"`, `"yes"`, `"no"`, `"1"` and `"0"` in any case, `Decimal` from numeric strings.
  /// A conversion that would lose something is an error: `"1.5"` is no `Int`, `"300"` no
  /// `UInt8`. In strict mode a coercion throws the original error.
  public static let resilientDecodingCoercesScalars = resilientKey(
    "ResilientCodable.coercesScalars")
}
