import SwiftDiagnostics
import SwiftSyntax

/// A struct or class that `@SafeDecoding` decodes, read from its declaration and validated: the
/// input of ``ModelPlan``, which only derives from it what to generate.
struct ValidatedModel {
  /// The stored properties, in declaration order, with the keys their key style gives them.
  let properties: [StoredProperty]
  /// The cases of a `CodingKeys` the type declares, `nil` when the macro generates it, or when
  /// the declared one cannot be read (then every property is decoded).
  let declaredKeys: Set<String>?
  /// Whether the type declares `CodingKeys` itself.
  let declaresCodingKeys: Bool
  /// Whether the type is a class.
  let isClass: Bool
  /// What a class inherits `Decodable` from, as the conformances the compiler asks the macro
  /// for tell: its `init(from:)` calls the superclass's.
  struct Superclass {
    /// Whether the superclass is a `@SafeDecoding` class, which keeps `preservedData`, answers
    /// `_$isKnownKey(_:)` and writes its properties with `_$encodeProperties(to:)`.
    let isSafeDecoding: Bool
  }

  /// The superclass that the class inherits `Decodable` from, if any.
  let superclass: Superclass?
  /// Whether the class inherits `Decodable` from its superclass.
  var callsSuperclass: Bool { superclass != nil }
  /// Whether the type is a class that is not `final`.
  let isOpenToSubclasses: Bool
  /// `public `, `package ` or nothing.
  let access: String
  /// Whether the type declares `Encodable`.
  let declaresEncodable: Bool
  /// Whether the type declares its own `encode(to:)`.
  let declaresEncoder: Bool
  /// The macro's arguments, validated.
  let arguments: SafeDecodingArguments
  /// The `didDecode` and `willEncode` methods that the generated code calls.
  let hooks: [ModelHook]

  /// Reads the properties and keys of `declaration`, adding to `diagnostics` what is wrong with
  /// them.
  init(
    _ declaration: some DeclGroupSyntax,
    arguments: SafeDecodingArguments,
    superclass: Superclass?,
    diagnostics: inout [Diagnostic]
  ) {
    var properties: [StoredProperty] = []
    var declaredKeys: Set<String>?
    var declaresCodingKeys = false
    for member in declaration.memberBlock.members {
      if let variable = member.decl.as(VariableDeclSyntax.self) {
        properties += StoredProperty.all(in: variable, diagnostics: &diagnostics)
        for duplicate in variable.attributes.named("FallbackDecoding").dropFirst() {
          let property = variable.bindings.first?.pattern.trimmedDescription ?? "this property"
          diagnostics.append(
            .removing(
              duplicate, from: variable.attributes, .duplicateFallback(property: property)))
        }
      } else if let keys = codingKeysDeclaration(member.decl) {
        declaresCodingKeys = true
        declaredKeys = keys
      }
    }
    if let style = arguments.keyStyle {
      if declaresCodingKeys {
        diagnostics.append(
          Diagnostic(
            node: style.node, message: SafeDecodingDiagnostic.keyStyleBesideDeclaredCodingKeys))
      } else {
        for index in properties.indices where properties[index].key == nil {
          let name = properties[index].name.identifierText
          if let styled = KeyStyling.key(name, style: style.name), styled != name {
            properties[index].styledKey = styled
          }
        }
      }
    }
    if let path = arguments.containerPath {
      if declaresCodingKeys {
        diagnostics.append(
          Diagnostic(
            node: path.node, message: SafeDecodingDiagnostic.containerPathBesideDeclaredCodingKeys))
      } else {
        for index in properties.indices {
          properties[index].objectPath = path.keys + properties[index].objectPath
        }
      }
    }
    if arguments.writesNull != nil {
      for index in properties.indices where properties[index].type?.wrappedOptionalType != nil {
        switch (properties[index].decoding, properties[index].encoding) {
        case (.wrapper, _), (_, .unless(.isNil)): continue
        default: properties[index].writesNull = true
        }
      }
    }
    let isClass = declaration.is(ClassDeclSyntax.self)
    let encodes =
      arguments.implementsEncoding
      || declaration.declaresEncodable && !declaration.declaresEncoder
      || superclass?.isSafeDecoding == true
    if !encodes {
      let type = declaration.asProtocol((any NamedDeclSyntax).self)?.name.text ?? "the type"
      let controls =
        properties.compactMap { $0.encodingControl.map { (Syntax($0), "@\($0.name)") } }
        + (arguments.writesNull.map { [(Syntax($0), "nilEncoding: .null")] } ?? [])
      for (node, attribute) in controls {
        diagnostics.append(
          Diagnostic(
            node: node,
            message: SafeDecodingDiagnostic.encodingControlWithoutEncoder(
              attribute: attribute, type: type)))
      }
    }
    Self.diagnoseKeys(
      of: properties, declaresCodingKeys: declaresCodingKeys, diagnostics: &diagnostics)
    self.properties = properties
    self.declaredKeys = declaredKeys
    self.declaresCodingKeys = declaresCodingKeys
    self.isClass = isClass
    self.superclass = superclass
    isOpenToSubclasses =
      declaration.as(ClassDeclSyntax.self).map { !$0.modifiers.contains(.final) } ?? false
    access = requirementAccess(of: declaration)
    declaresEncodable = declaration.declaresEncodable
    declaresEncoder = declaration.declaresEncoder
    self.arguments = arguments
    hooks = ModelHook.all(in: declaration, diagnostics: &diagnostics)
  }

  /// The hook of `kind` that the type declares, if any.
  func hook(_ kind: ModelHook.Kind) -> ModelHook? { hooks[kind: kind] }

  /// Diagnoses the keys that properties give themselves beside a declared `CodingKeys`, and two
  /// properties on one key.
  private static func diagnoseKeys(
    of properties: [StoredProperty],
    declaresCodingKeys: Bool,
    diagnostics: inout [Diagnostic]
  ) {
    var owners: [String: String] = [:]
    for property in properties {
      if let key = property.key, declaresCodingKeys {
        diagnostics.append(
          Diagnostic(
            node: key.attribute,
            message: SafeDecodingDiagnostic.keyBesideDeclaredCodingKeys(
              property: property.reportName)))
      }
      guard !declaresCodingKeys, property.decoding.isDecoded else { continue }
      // A property read through an object owns its whole path; the object's key is shared.
      let keys =
        property.objectPath.isEmpty
        ? [property.payloadKey] + property.alternateKeys
        : [(property.objectPath + [property.payloadKey]).joined(separator: ".")]
      for key in keys {
        if let other = owners[key] {
          diagnostics.append(
            Diagnostic(
              node: property.key.map { Syntax($0.attribute) } ?? Syntax(property.name),
              message: SafeDecodingDiagnostic.keyCollision(
                property: property.reportName, key: key, other: other)))
        } else {
          owners[key] = property.reportName
        }
      }
    }
    // The object a property is read through cannot be another property's value.
    for property in properties where property.decoding.isDecoded && !declaresCodingKeys {
      guard let object = property.objectPath.first, let other = owners[object] else { continue }
      diagnostics.append(
        Diagnostic(
          node: property.key.map { Syntax($0.attribute) } ?? Syntax(property.name),
          message: SafeDecodingDiagnostic.keyCollision(
            property: property.reportName, key: object, other: other)))
    }
  }
}

/// The cases of `declaration` if it declares `CodingKeys`: `.some(nil)` when they cannot be read.
private func codingKeysDeclaration(_ declaration: DeclSyntax) -> Set<String>?? {
  if let enumDecl = declaration.as(EnumDeclSyntax.self), enumDecl.name.text == "CodingKeys" {
    var names: Set<String> = []
    for member in enumDecl.memberBlock.members {
      guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
      for element in caseDecl.elements { names.insert(element.name.identifierText) }
    }
    return .some(names)
  }
  if let alias = declaration.as(TypeAliasDeclSyntax.self), alias.name.text == "CodingKeys" {
    return .some(nil)
  }
  if let structDecl = declaration.as(StructDeclSyntax.self), structDecl.name.text == "CodingKeys" {
    return .some(nil)
  }
  return nil
}
