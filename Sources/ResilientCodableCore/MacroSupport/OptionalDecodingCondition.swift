// The condition of SafeDecoding's `@OptionalDecoding`, which the generated code evaluates.

/// Whether the condition of SafeDecoding's `@OptionalDecoding` holds; generated code only.
@_documentation(visibility: internal)
@inlinable
public func _$holds(_ condition: Bool) -> Bool { condition }

/// Whether the condition of SafeDecoding's `@OptionalDecoding`, a closure, holds; generated code
/// only.
@_documentation(visibility: internal)
@inlinable
public func _$holds(_ condition: () -> Bool) -> Bool { condition() }
