import SwiftSyntax
import SwiftSyntaxBuilder

// What a `@SafeDecoding` struct or class encodes: `encode(to:)`, which writes the properties as
// synthesized code would and then what `preservedData` kept, and in a hierarchy the members each
// class adds to its superclass's. Written as text (see `CodeText.swift`).

extension ModelPlan {
  /// The `encode(to:)` of a class in a hierarchy, which writes the properties of the class
  /// being encoded, a subclass perhaps, and of its superclasses.
  func makeHierarchyEncoder() -> String {
    """
    \(model.access)func encode(to encoder: any Swift.Encoder) throws {
      try self._$encodeProperties(to: encoder)
    }
    """
  }

  /// The stored property that keeps what the payload held beyond the declared properties.
  ///
  /// It is internal whatever the type's access, so that a public type needs no `public import`
  /// of the library.
  func makePreservedData() -> String {
    """
    /// What the payload held beyond the declared properties, written back by `encode(to:)`.
    var preservedData = ResilientCodableCore.PreservedData()
    """
  }

  /// `encode(to:)`, which writes the properties as synthesized code would, then writes back what
  /// `preservedData` kept; in a hierarchy, `_$encodeProperties(to:)`, which writes the
  /// superclass's properties first, and which the root class's `encode(to:)` calls.
  func makePropertyWriter(_ locals: LocalNames) -> String {
    let signature =
      isInHierarchy
      ? "\(model.access)\(extendsSuperclass ? "override " : "")"
        + "func _$encodeProperties(to encoder: any Swift.Encoder) throws"
      : "\(model.access)func encode(to encoder: any Swift.Encoder) throws"
    // The root of a hierarchy that is not `Encodable` writes nothing, and tells a subclass
    // that declares `Encodable` so.
    if isInHierarchy, !extendsSuperclass, !model.declaresEncodable,
      !model.arguments.implementsEncoding
    {
      return block(signature, ["throw ResilientCodableCore._$notEncodable(Self.self, to: encoder)"])
    }
    let container = locals.make("container")
    var statements = model.hook(.willEncode).map { [$0.makeCall(coder: "encoder")] } ?? []
    if extendsSuperclass {
      statements.append("try super._$encodeProperties(to: encoder)")
    }
    let encoded = codedProperties
    // A flattened property writes to the encoder itself, unless it is written at a path.
    let writesContainer = encoded.contains { property in
      if case .flattened = property.decoding { return !property.objectPath.isEmpty }
      return true
    }
    if !writesContainer {
      statements.append("_ = encoder.container(keyedBy: CodingKeys.self)")
    } else {
      statements.append("var \(container) = encoder.container(keyedBy: CodingKeys.self)")
    }
    let objectList = makeObjects(
      of: encoded, in: container, triesConvertedKeys: false,
      open: { parent, key, _ in
        "\(parent).nestedContainer(keyedBy: ResilientCodableCore.SafeDecodingKey.self, forKey: \(key))"
      }, binding: "var", locals, into: &statements)
    let objects = Dictionary(uniqueKeysWithValues: objectList.map { ($0.path, $0.container) })
    for property in encoded {
      var key =
        property.objectPath.isEmpty
        ? ".\(property.keyCase)" : makeObjectKey(property.payloadKey)
      // Under the key the payload sent in place of the property's own, if it was kept.
      if !property.alternateKeys.isEmpty {
        let name = StringLiteralExprSyntax(content: property.reportName)
        key = "self.preservedData.key(\(key), forProperty: \(name))"
      }
      guard
        let statement = property.makeEncoding(
          container: objects[property.objectPath] ?? container, key: key,
          mayNotBeEncodable: extendsSuperclass)
      else { continue }
      statements.append(statement)
    }
    if keepsUnknownKeys {
      for object in objectList {
        statements.append(
          "try self.preservedData.encodeUnknownKeys(inObjectAt: \(makeArray(object.path)), "
            + "to: &\(object.container))")
      }
    }
    // The root of a hierarchy writes the unknown keys that it kept for every class.
    if !extendsSuperclass {
      statements.append("try self.preservedData.encodeUnknownKeys(to: encoder)")
    }
    return block(signature, statements)
  }
}
