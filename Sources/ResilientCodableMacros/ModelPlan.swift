import SwiftSyntax
import SwiftSyntaxBuilder

/// What the `init(from:)` of a `@SafeDecoding` struct or class decodes, and how.
struct ModelPlan {
  /// The validated model: its properties, keys and declarations, as read.
  let model: ValidatedModel
  /// Whether the model keeps its unknown keys, to encode them back.
  let keepsUnknownKeys: Bool
  /// Whether the model gets an `encode(to:)` that writes back what `preservedData` kept: a type
  /// that declares `Encodable`, not its own `encode(to:)`, and has something to preserve or keys
  /// that synthesized code would not know (the other keys of `@CodedAs` and key styles), or is
  /// a class in a hierarchy.
  let generatesEncoder: Bool
  /// Whether synthesized `Decodable` decodes the struct as the macro would: every property
  /// decodes as synthesized code decodes it, and nothing else is asked for.
  let decodesAsSynthesized: Bool
  /// Whether the class is in a hierarchy that `@SafeDecoding` decodes.
  ///
  /// A class open to subclasses, or a subclass of a `@SafeDecoding` class: each class of it
  /// answers `_$isKnownKey(_:)` and writes its properties with `_$encodeProperties(to:)`, each
  /// adding its own to its superclass's.
  let isInHierarchy: Bool
  /// Whether the superclass keeps the `preservedData` that the class adds to, and has the
  /// members that the class overrides.
  let extendsSuperclass: Bool
  /// Whether the model may write back what it kept, so that `init(from:)` keeps it.
  let writesBack: Bool

  /// Plans the decoding of `model`, whose properties and keys are validated.
  init(_ model: ValidatedModel) {
    self.model = model
    let properties = model.properties
    keepsUnknownKeys = model.arguments.preservingUnknownKeys != nil
    extendsSuperclass = model.superclass?.isSafeDecoding == true
    isInHierarchy = model.isOpenToSubclasses || extendsSuperclass
    // SafeDecoding's `shouldImplementEncoding: true` asks for `encode(to:)` in any case.
    generatesEncoder =
      !model.declaresEncoder
      && (model.arguments.implementsEncoding
        || model.declaresEncodable
          && (keepsUnknownKeys || isInHierarchy
            || model.arguments.writesNull != nil || model.hook(.willEncode) != nil
            || properties.contains {
              $0.decoding.keepsState || !$0.otherKeys.isEmpty || !$0.objectPath.isEmpty
                || $0.encodingControl != nil
            }))
    // A subclass cannot tell whether its hierarchy encodes: it keeps what it would write back.
    writesBack =
      generatesEncoder || extendsSuperclass
      || isInHierarchy && (model.declaresEncodable || model.arguments.implementsEncoding)
    decodesAsSynthesized =
      !model.isClass && !model.declaresCodingKeys && !keepsUnknownKeys && !generatesEncoder
      && model.hook(.didDecode) == nil && model.arguments.unknownKeys == nil
      && properties.allSatisfy(\.decodesAsSynthesized)
  }

  /// The generated members: `CodingKeys` unless declared, and `init(from:)` unless an
  /// extension declares it.
  func makeMembers(includingInitializer: Bool, _ locals: LocalNames) -> [String] {
    let writer =
      isInHierarchy
      ? [makeKnownKeyFunction(), makePropertyWriter(locals)]
        + (generatesEncoder ? [makeHierarchyEncoder()] : [])
      : generatesEncoder ? [makePropertyWriter(locals)] : []
    return (model.declaresCodingKeys ? [] : [makeCodingKeys()])
      + ((writesBack || isInHierarchy) && !extendsSuperclass ? [makePreservedData()] : [])
      + writer
      + (includingInitializer ? [makeInitializer(locals)] : [])
  }

  /// `_$isKnownKey(_:)`, which tells the keys that the class, or a superclass, reads: to the
  /// `init(from:)` of a class in the hierarchy that keeps the unknown keys.
  func makeKnownKeyFunction() -> String {
    let override = extendsSuperclass ? "override " : ""
    let superclass = extendsSuperclass ? " || super._$isKnownKey(key)" : ""
    return """
      /// Whether the class, or one of its superclasses, reads `key` in the payload's object.
      \(model.access)\(override)class func _$isKnownKey(_ key: Swift.String) -> Swift.Bool {
        CodingKeys(stringValue: key) != nil\(superclass)
      }
      """
  }

  /// How `init(from:)` tells the keys the model reads, to keep the others: by the class's
  /// `_$isKnownKey(_:)`, which subclasses extend, or by `CodingKeys`.
  private var knownKeysArgument: String {
    isInHierarchy ? "Self._$isKnownKey" : "CodingKeys.self"
  }

  /// The properties that the coding keys name, in declaration order: those that are decoded or
  /// encoded.
  var codedProperties: [StoredProperty] {
    model.properties.filter { property in
      if let declaredKeys = model.declaredKeys {
        return declaredKeys.contains(property.name.identifierText)
      }
      if case .never = property.encoding { return property.decoding.isDecoded }
      return true
    }
  }

  /// The properties that have keys of their own in the model's object: all but the flattened.
  private var keyedProperties: [StoredProperty] {
    codedProperties.filter { property in
      if case .flattened = property.decoding { return false }
      return true
    }
  }

  /// The keys of the objects that properties are read through, in order, with their
  /// `CodingKeys` cases, and the case of the spelling a decoder's `.convertFromSnakeCase` makes
  /// of the key, when that differs.
  private var objectKeys:
    [(key: String, keyCase: String, converted: (key: String, keyCase: String)?)]
  {
    var keys: [String] = []
    for property in model.properties {
      if let first = property.objectPath.first, !keys.contains(first) { keys.append(first) }
    }
    return keys.enumerated().map { index, key in
      let keyCase = "__object\(index + 1)"
      return (key, keyCase, keySpellings(of: key).dropFirst().first.map { ($0, "\(keyCase)_key1") })
    }
  }

  /// Opens, with `open`, the object of every path that `properties` are read through, outermost
  /// first, each once, adding the statements to `statements`; reading, each key is also tried
  /// as a decoder's `.convertFromSnakeCase` presents it, if `triesConvertedKeys`.
  ///
  /// - Returns: Each path, outermost first, with its container, and the container and key it
  ///   was opened from.
  func makeObjects(
    of properties: [StoredProperty],
    in container: TokenSyntax,
    triesConvertedKeys: Bool = true,
    open: (_ parent: TokenSyntax, _ key: String, _ path: [String]) -> String,
    binding: String,
    _ locals: LocalNames,
    into statements: inout [String]
  ) -> [Object] {
    let cases = Dictionary(objectKeys.map { ($0.key, $0) }, uniquingKeysWith: { $1 })
    var objects: [Object] = []
    var containers: [[String]: TokenSyntax] = [:]
    for property in properties {
      for depth in property.objectPath.indices {
        let path = Array(property.objectPath[...depth])
        if containers[path] != nil { continue }
        let name = locals.make("object\(objects.count + 1)")
        let parent = containers[Array(path.dropLast())] ?? container
        let key: String
        if depth > 0 {
          key =
            triesConvertedKeys
            ? makeObjectKey(path[depth], in: parent) : makeObjectKey(path[depth])
        } else if let object = cases[path[0]] {
          key =
            if triesConvertedKeys, let converted = object.converted {
              "\(parent).presentKey(.\(object.keyCase), spelledAlso: [.\(converted.keyCase)])"
            } else {
              ".\(object.keyCase)"
            }
        } else {
          key = ".\(path[0])"
        }
        statements.append("\(binding) \(name) = \(open(parent, key, path))")
        containers[path] = name
        objects.append(Object(path: path, container: name, parent: parent, key: key))
      }
    }
    return objects
  }

  /// An object that properties are read through, as `makeObjects` opened it.
  struct Object {
    /// The keys from the model's object, outermost first.
    let path: [String]
    /// Its container.
    let container: TokenSyntax
    /// The container it was opened from.
    let parent: TokenSyntax
    /// Its key in `parent`.
    let key: String
  }

  /// `CodingKeys`, one case per stored property, as synthesized code declares it, with the key
  /// a property gives itself or its key style gives it, then one case per other key.
  func makeCodingKeys() -> String {
    let objectCases = objectKeys.flatMap { key, keyCase, converted in
      ["case \(keyCase) = \(StringLiteralExprSyntax(content: key))"]
        + (converted.map { ["case \($0.keyCase) = \(StringLiteralExprSyntax(content: $0.key))"] }
          ?? [])
    }
    let cases = keyedProperties.flatMap { property -> [String] in
      property.objectPath.isEmpty ? property.codingKeyCases : []
    }
    let rawType = cases.isEmpty && objectCases.isEmpty ? "" : "Swift.String, "
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
    // A flattened property decodes from the decoder itself, unless it is read at a path.
    let readsContainer = decoded.contains { property in
      if case .flattened = property.decoding { return !property.objectPath.isEmpty }
      return true
    }
    if !readsContainer {
      statements.append("_ = try decoder.container(keyedBy: CodingKeys.self)")
    } else {
      statements.append("let \(container) = try decoder.container(keyedBy: CodingKeys.self)")
    }
    // An object that a required property is read through fails the model when it is not an
    // object, with its own error, as plain decoding does; any other recovers as missing.
    let failsWhenNotObject = { (path: [String]) in
      decoded.contains { $0.objectPath.starts(with: path) && $0.isRequired }
    }
    let opensObjectResiliently = decoded.contains { property in
      property.objectPath.indices.contains { depth in
        !failsWhenNotObject(Array(property.objectPath[...depth]))
      }
    }
    if opensObjectResiliently
      || decoded.contains(where: { $0.needsContext || !$0.alternateKeys.isEmpty })
    {
      statements.append("let \(reporting) = \(makeContext(model.arguments.reporter))")
    }
    // A property with a strategy keeps how it decoded even where nothing encodes it back.
    // A flattened property takes its type's keys out of the unknown keys, if any.
    let keepsPreserved =
      writesBack
      || decoded.contains { property in
        if case .flattened = property.decoding { return true }
        return property.strategy != nil
      }
    if writesBack {
      // Only the optionals, collections and strategies keep what they dropped or replaced, and
      // the objects that properties are read through their unknown keys.
      let keepsObjectKeys = keepsUnknownKeys && decoded.contains { !$0.objectPath.isEmpty }
      let binding =
        decoded.contains { $0.decoding.keepsState || !$0.alternateKeys.isEmpty } || keepsObjectKeys
        ? "var" : "let"
      let knownKeys = keepsUnknownKeys ? ", knownKeys: \(knownKeysArgument)" : ""
      let arguments = "preparingFor: decoder\(knownKeys)"
      statements.append(
        "\(binding) \(preserved) = ResilientCodableCore.PreservedData(\(arguments))")
    } else if keepsPreserved {
      statements.append("var \(preserved) = ResilientCodableCore.PreservedData()")
    }
    let objectList = makeObjects(
      of: decoded, in: container,
      open: { parent, key, path in
        failsWhenNotObject(path)
          ? "try \(parent).nestedContainer(keyedBy: ResilientCodableCore.SafeDecodingKey.self, "
            + "forKey: \(key))"
          : "try \(parent).resilientNestedContainer(forKey: \(key), context: \(reporting))"
      },
      binding: "let", locals, into: &statements)
    let objects = Dictionary(uniqueKeysWithValues: objectList.map { ($0.path, $0.container) })
    if keepsUnknownKeys {
      for object in objectList {
        statements.append(
          "\(preserved).keepUnknownKeys(ofObjectFor: \(object.key), in: \(object.parent), "
            + "atPath: \(makeArray(object.path)), knownKeys: "
            + "\(makeArray(knownKeys(inObjectAt: object.path, of: decoded))))")
      }
    }
    for property in decoded {
      statements.append(
        property.makeDecoding(
          container: objects[property.objectPath] ?? container, context: reporting, enumCase: nil,
          preserved: keepsPreserved ? preserved : nil,
          key: property.makeKey(
            in: objects[property.objectPath] ?? container, context: reporting,
            preserved: writesBack ? preserved : nil)))
    }
    if let policy = model.arguments.unknownKeys {
      statements.append(
        "try decoder.checkUnknownKeys(\(policy.trimmedDescription), knownKeys: "
          + "\(knownKeysArgument), context: \(makeContext(model.arguments.reporter)))")
    }
    if writesBack && !extendsSuperclass {
      statements.append("self.preservedData = \(preserved)")
    }
    if model.callsSuperclass {
      statements.append("try super.init(from: decoder)")
    }
    if writesBack && extendsSuperclass {
      statements.append("self.preservedData.merge(\(preserved))")
    }
    if let hook = model.hook(.didDecode) {
      statements.append(hook.makeCall(coder: "decoder"))
    }
    let required = model.isClass ? "required " : ""
    return block(
      "\(model.access)\(required)init(from decoder: any Swift.Decoder) throws", statements)
  }

  /// The keys that `properties` read in the object at `path`: their own and those of
  /// `@CodedAs`, and the first keys of the paths that go deeper.
  private func knownKeys(inObjectAt path: [String], of properties: [StoredProperty]) -> [String] {
    var keys: [String] = []
    for property in properties where property.objectPath.starts(with: path) {
      let own =
        property.objectPath.count == path.count
        ? [property.payloadKey] + property.alternateKeys : [property.objectPath[path.count]]
      for key in own where !keys.contains(key) { keys.append(key) }
    }
    return keys
  }

}
