/// A class that `@SafeDecoding` decodes and that may be subclassed; generated code only.
///
/// The macro adds the conformance, so that a `@SafeDecoding` subclass knows its superclass's
/// generated members and extends them.
///
/// The conformance tells the subclass's macro, through the conformances the compiler says a
/// type already has, that the superclass keeps a `preservedData`, answers ``_$isKnownKey(_:)``
/// and writes its properties with `_$encodeProperties(to:)`, which the subclass overrides to add
/// its own keys and properties.
@_documentation(visibility: internal)
public protocol _SafeDecodingClass: AnyObject {
  /// Whether the class, or one of its superclasses, reads `key` in the payload's object.
  static func _$isKnownKey(_ key: String) -> Bool
}
