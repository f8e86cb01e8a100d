import SwiftSyntax
import SwiftSyntaxBuilder

/// What the `init(from:)` of a `@SafeDecoding` struct or class decodes, and how.
struct ModelPlan {
  /// The validated model: its properties, keys and declarations, as read.
  let model: ValidatedModel
  /// Whether the model keeps its unknown keys, to encode them back.
  let keepsUnknownKeys: Bool
  /// Whether the model gets `preservedData` and an `encode(to:)` that writes it back: a type
  /// that declares `Encodable`, not its own `encode(to:)`, and has something to preserve or keys
  /// that synthesized code would not know (the other keys of `@CodedAs` and key styles).
  let generatesEncoder: Bool
  /// Whether synthesized `Decodable` decodes the struct as the macro would: every property
  /// decodes as synthesized code decodes it, and nothing else is asked for.
  let decodesAsSynthesized: Bool

  /// Plans the decoding of `model`, whose properties and keys are validated.
  init(_ model: ValidatedModel) {
    self.model = model
    let properties = model.properties
    keepsUnknownKeys = model.arguments.preservingUnknownKeys != nil
    // SafeDecoding's `shouldImplementEncoding: true` asks for `encode(to:)` in any case.
    generatesEncoder =
      !model.callsSuperclass && !model.declaresEncoder
      && (model.arguments.implementsEncoding
        || model.declaresEncodable
          && (keepsUnknownKeys
            || properties.contains {
              $0.decoding.keepsState || !$0.otherKeys.isEmpty || !$0.objectPath.isEmpty
            }))
    decodesAsSynthesized =
      !model.isClass && !model.declaresCodingKeys && !keepsUnknownKeys && !generatesEncoder
      && properties.allSatisfy(\.decodesAsSynthesized)
  }

  /// The generated members: `CodingKeys` unless declared, and `init(from:)` unless an
  /// extension declares it.
  func makeMembers(includingInitializer: Bool, _ locals: LocalNames) -> [String] {
    (model.declaresCodingKeys ? [] : [makeCodingKeys()])
      + (generatesEncoder ? [makePreservedData(), makeEncoder(locals)] : [])
      + (includingInitializer ? [makeInitializer(locals)] : [])
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

  /// The properties that the coding keys name, in declaration order.
  private var codedProperties: [StoredProperty] {
    model.properties.filter { model.declaredKeys?.contains($0.name.identifierText) ?? true }
  }

  /// `encode(to:)`, which writes the properties as synthesized code would, then writes back what
  /// `preservedData` kept.
  func makeEncoder(_ locals: LocalNames) -> String {
    let container = locals.make("container")
    var statements: [String] = []
    let encoded = codedProperties
    if encoded.isEmpty {
      statements.append("_ = encoder.container(keyedBy: CodingKeys.self)")
    } else {
      statements.append("var \(container) = encoder.container(keyedBy: CodingKeys.self)")
    }
    let objects = makeObjects(
      of: encoded, in: container,
      open: { parent, key in
        "\(parent).nestedContainer(keyedBy: ResilientCodableCore.SafeDecodingKey.self, forKey: \(key))"
      }, binding: "var", locals, into: &statements)
    for property in encoded {
      statements.append(
        property.makeEncoding(
          container: objects[property.objectPath] ?? container,
          key: property.objectPath.isEmpty ? nil : property.makeKey(in: container)))
    }
    statements.append("try self.preservedData.encodeUnknownKeys(to: encoder)")
    return block("\(model.access)func encode(to encoder: any Swift.Encoder) throws", statements)
  }

  /// The keys of the objects that properties are read through, in order, with their
  /// `CodingKeys` cases.
  private var objectKeys: [(key: String, keyCase: String)] {
    var keys: [String] = []
    for property in model.properties {
      if let first = property.objectPath.first, !keys.contains(first) { keys.append(first) }
    }
    return keys.enumerated().map { ($1, "__object\($0 + 1)") }
  }

  /// Opens, with `open`, the object of every path that `properties` are read through, outermost
  /// first, each once, adding the statements to `statements`.
  ///
  /// - Returns: The container of each path.
  private func makeObjects(
    of properties: [StoredProperty],
    in container: TokenSyntax,
    open: (TokenSyntax, String) -> String,
    binding: String,
    _ locals: LocalNames,
    into statements: inout [String]
  ) -> [[String]: TokenSyntax] {
    let cases = Dictionary(objectKeys.map { ($0.key, $0.keyCase) }, uniquingKeysWith: { $1 })
    var objects: [[String]: TokenSyntax] = [:]
    for property in properties {
      for depth in property.objectPath.indices {
        let path = Array(property.objectPath[...depth])
        if objects[path] != nil { continue }
        let name = locals.make("object\(objects.count + 1)")
        let parent = objects[Array(path.dropLast())] ?? container
        let key = depth == 0 ? ".\(cases[path[0]] ?? path[0])" : makeObjectKey(path[depth])
        statements.append("\(binding) \(name) = \(open(parent, key))")
        objects[path] = name
      }
    }
    return objects
  }

  /// `CodingKeys`, one case per stored property, as synthesized code declares it, with the key
  /// a property gives itself or its key style gives it, then one case per other key.
  func makeCodingKeys() -> String {
    let objectCases = objectKeys.map { key, keyCase in
      "case \(keyCase) = \(StringLiteralExprSyntax(content: key))"
    }
    let cases = model.properties.flatMap { property -> [String] in
      if !property.objectPath.isEmpty { return [] }
      let own =
        if property.payloadKey == property.name.identifierText {
          "case \(property.keyCase)"
        } else {
          "case \(property.keyCase) = \(StringLiteralExprSyntax(content: property.payloadKey))"
        }
      let others = zip(property.otherKeyCases, property.otherKeys).map { name, key in
        "case \(name) = \(StringLiteralExprSyntax(content: key))"
      }
      return [own] + others
    }
    let rawType = model.properties.isEmpty ? "" : "Swift.String, "
    return block("private enum CodingKeys: \(rawType)Swift.CodingKey", cases + objectCases)
  }

  /// The resilient `init(from:)`.
  func makeInitializer(_ locals: LocalNames) -> String {
    let container = locals.make("container")
    let reporting = locals.make("context")
    let preserved = locals.make("preserved")
    let decoded = codedProperties.filter { property in
      if case .none = property.decoding { return false }
      return true
    }
    var statements: [String] = []
    if decoded.isEmpty {
      statements.append("_ = try decoder.container(keyedBy: CodingKeys.self)")
    } else {
      statements.append("let \(container) = try decoder.container(keyedBy: CodingKeys.self)")
    }
    if decoded.contains(where: { $0.needsContext || !$0.objectPath.isEmpty }) {
      statements.append("let \(reporting) = \(makeContext(model.arguments.reporter))")
    }
    // A property with a strategy keeps how it decoded even where nothing encodes it back.
    let keepsPreserved = generatesEncoder || decoded.contains { $0.strategy != nil }
    if generatesEncoder {
      // Only the optionals, collections and strategies keep what they dropped or replaced.
      let binding = decoded.contains { $0.decoding.keepsState } ? "var" : "let"
      let knownKeys = keepsUnknownKeys ? ", knownKeys: CodingKeys.self" : ""
      let arguments = "preparingFor: decoder\(knownKeys)"
      statements.append(
        "\(binding) \(preserved) = ResilientCodableCore.PreservedData(\(arguments))")
    } else if keepsPreserved {
      statements.append("var \(preserved) = ResilientCodableCore.PreservedData()")
    }
    let objects = makeObjects(
      of: decoded, in: container,
      open: { parent, key in
        "try \(parent).resilientNestedContainer(forKey: \(key), context: \(reporting))"
      },
      binding: "let", locals, into: &statements)
    for property in decoded {
      statements.append(
        property.makeDecoding(
          container: objects[property.objectPath] ?? container, context: reporting, enumCase: nil,
          preserved: keepsPreserved ? preserved : nil, key: property.makeKey(in: container)))
    }
    if generatesEncoder {
      statements.append("self.preservedData = \(preserved)")
    }
    if model.callsSuperclass {
      statements.append("try super.init(from: decoder)")
    }
    let required = model.isClass ? "required " : ""
    return block(
      "\(model.access)\(required)init(from decoder: any Swift.Decoder) throws", statements)
  }
}
