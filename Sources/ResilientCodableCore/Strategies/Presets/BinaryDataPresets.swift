/// The preset of a ``Coded`` property whose `Data` is Base64: ``BinaryDataStrategy/base64``.
///
/// ```swift
/// @Coded<Base64Data, Data?> var avatar
/// ```
public enum Base64Data: CodingPreset {
  /// ``BinaryDataStrategy/base64``.
  public static var strategy: BinaryDataStrategy { .base64 }
}

/// The preset of a ``Coded`` property whose `Data` is URL-safe Base64:
/// ``BinaryDataStrategy/base64URL``.
public enum Base64URLData: CodingPreset {
  /// ``BinaryDataStrategy/base64URL``.
  public static var strategy: BinaryDataStrategy { .base64URL }
}

/// The preset of a ``Coded`` property whose `Data` is hexadecimal: ``BinaryDataStrategy/hex``.
public enum HexData: CodingPreset {
  /// ``BinaryDataStrategy/hex``.
  public static var strategy: BinaryDataStrategy { .hex }
}
