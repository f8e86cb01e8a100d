import ResilientCodableKeyCasing

/// What a `@SafeDecoding` model keeps of its payload beyond its declared values, so that its
/// generated `encode(to:)` writes it back.
///
/// The macro adds it as `var preservedData` to a struct or class that declares `Codable` (or
/// `Encodable`) and has an optional or a collection property, or asks for
/// `@SafeDecoding(preservingUnknownKeys: true)`. It holds:
///
/// - with `preservingUnknownKeys: true`, the object keys that the model does not declare;
/// - with ``ResilientDecodingOptions/preservesInvalidData`` on while decoding, what the model's
///   optional and collection properties dropped or replaced, and whether their keys were missing
///   or `null`.
///
/// ```swift
/// @SafeDecoding(preservingUnknownKeys: true)
/// struct Profile: Codable {
///   var name: String
/// }
///
/// // {"name": "Ada", "theme": "dark"}
/// profile.preservedData.unknownKeys  // ["theme": "dark"]
/// try JSONEncoder().encode(profile)   // {"name":"Ada","theme":"dark"}
/// ```
///
/// It takes no part in comparing or hashing a model: two models that declare equal values are
/// equal whatever else their payloads held. It is one word in size and allocates only when it
/// keeps something.
public struct PreservedData: Hashable, Sendable {
  /// What is kept, allocated only when something is.
  private enum Storage: Sendable {
    /// Nothing kept, and nothing to keep of the properties.
    case empty
    /// Nothing kept yet; the properties' recoveries are to be kept.
    case keepingProperties
    /// Something kept.
    case kept(Kept)
  }

  /// What is kept: unknown keys, those of the objects read through paths, property states.
  struct Contents: Sendable {
    var unknownKeys: [String: PreservedValue] = [:]
    var objectUnknownKeys: [[String]: [String: PreservedValue]] = [:]
    var states: [String: ResilientState] = [:]
    /// The keys that properties were read from in place of their own, by property name.
    var renamedKeys: [String: String] = [:]
    var keepsProperties: Bool
  }

  /// The kept contents, shared between copies.
  private final class Kept: Sendable {
    let contents: Contents

    init(_ contents: Contents) { self.contents = contents }
  }

  private var storage: Storage

  /// Creates empty preserved data, for a model that was not decoded.
  public init() { storage = .empty }

  /// Creates empty preserved data that keeps the properties' recoveries if `keepsProperties`.
  init(keepingProperties keepsProperties: Bool) {
    storage = keepsProperties ? .keepingProperties : .empty
  }

  /// Prepares to keep what the properties of the model that `decoder` decodes recover from, if
  /// the decode preserves invalid data, and keeps the keys of `decoder`'s object that are not
  /// cases of `keys`, if given: what a hand-written `init(from:)` makes first, to fill with
  /// ``Swift/KeyedDecodingContainer/decodeResilient(_:forKey:property:context:completenessLimit:policy:preserving:)``.
  ///
  /// ```swift
  /// var preserved = PreservedData(preparingFor: decoder, knownKeys: CodingKeys.self)
  /// tags = try container.decodeResilient(
  ///   forKey: .tags, property: "tags", context: context, preserving: &preserved)
  /// preservedData = preserved
  /// ```
  ///
  /// - Parameters:
  ///   - decoder: The decoder of the model.
  ///   - keys: The model's coding keys, to keep the payload's other keys; `nil` to keep none.
  public init(preparingFor decoder: any Decoder, knownKeys keys: (any CodingKey.Type)? = nil) {
    self.init(
      preparingFor: decoder, knownKeys: keys.map { keys in { keys.init(stringValue: $0) != nil } },
      keySet: keys.map { ObjectIdentifier($0) })
  }

  /// Prepares to keep what the properties of the class that `decoder` decodes recover from, as
  /// the initializer that takes coding keys does, and keeps the keys of `decoder`'s object for
  /// which `isKnown` is `false`: the keys that no class of a hierarchy reads, which only the
  /// class being decoded knows.
  ///
  /// ```swift
  /// class func isKnownKey(_ key: String) -> Bool { CodingKeys(stringValue: key) != nil }
  /// // In init(from:), where `Self` is the class being decoded, a subclass perhaps:
  /// var preserved = PreservedData(preparingFor: decoder, knownKeys: Self.isKnownKey)
  /// ```
  ///
  /// - Parameters:
  ///   - decoder: The decoder of the model.
  ///   - isKnown: Whether the model reads a key of the payload's object; `nil` to keep none.
  public init(preparingFor decoder: any Decoder, knownKeys isKnown: ((String) -> Bool)?) {
    self.init(preparingFor: decoder, knownKeys: isKnown, keySet: nil)
  }

  /// Prepares to keep what the properties of the model that `decoder` decodes recover from, and
  /// the keys of its object for which `isKnown` is `false`; on the reader's tape, the keys of
  /// the objects told apart by the same `keySet` are remembered from one object to the next.
  private init(
    preparingFor decoder: any Decoder, knownKeys isKnown: ((String) -> Bool)?,
    keySet: ObjectIdentifier?
  ) {
    storage = decoder.userInfo.preservesInvalidData ? .keepingProperties : .empty
    let decoder = Self.unwatched(decoder)
    guard let isKnown else { return }
    // On the reader's tape, with keys as the payload spells them: only the unknown members'
    // values are read.
    if let reader = decoder as? JSONReaderDecoder, reader.options.usesDefaultKeys {
      let unknownKeys = reader.preservedMembers(unknownTo: isKnown, rememberingAs: keySet) ?? [:]
      if !unknownKeys.isEmpty { self.unknownKeys = unknownKeys }
      return
    }
    guard let container = try? decoder.container(keyedBy: AnyCodingKey.self) else { return }
    let unknown = container.allKeys.filter { !isKnown($0.stringValue) }
    guard !unknown.isEmpty else { return }
    let spellings = Self.payloadSpellings(of: container.allKeys, in: decoder)
    var unknownKeys: [String: PreservedValue] = [:]
    for key in unknown {
      unknownKeys[spellings[key.stringValue] ?? key.stringValue] = try? container.decode(
        PreservedValue.self, forKey: key)
    }
    if !unknownKeys.isEmpty { self.unknownKeys = unknownKeys }
  }

  /// The payload's spelling of each of `keys`, which a decoder's key strategy may have rewritten:
  /// read from the object as a dictionary, whose keys no key strategy rewrites, and matched to
  /// `keys` as they are or as `.convertFromSnakeCase` converts them.
  private static func payloadSpellings(
    of keys: [AnyCodingKey],
    in decoder: any Decoder
  ) -> [String: String] {
    /// A value read for its key only.
    struct Skipped: Decodable {
      init(from decoder: any Decoder) {}
    }
    let names = Set(keys.map(\.stringValue))
    guard let container = try? decoder.singleValueContainer(),
      let object = try? container.decode([String: Skipped].self)
    else { return [:] }
    var spellings: [String: String] = [:]
    for key in object.keys {
      if names.contains(key) {
        spellings[key] = key
      } else if case let name = KeyCasing.convertedFromSnakeCase(key), names.contains(name) {
        spellings[name] = spellings[name] ?? key
      }
    }
    return spellings
  }

  /// The payload's keys that the model does not declare, with their values.
  ///
  /// Edit them to change what encoding writes back.
  public var unknownKeys: [String: PreservedValue] {
    get { contents.unknownKeys }
    set { contents.unknownKeys = newValue }
  }

  /// What is kept, empty when nothing is; setting it allocates.
  var contents: Contents {
    get {
      switch storage {
      case .empty: Contents(keepsProperties: false)
      case .keepingProperties: Contents(keepsProperties: true)
      case .kept(let kept): kept.contents
      }
    }
    set { storage = .kept(Kept(newValue)) }
  }

  /// Keeps how the property named `property` decoded, which was not `.decoded`, if the decode
  /// preserves invalid data, or if a `@Resilient` property writes it back in any case: `null`,
  /// a novel raw value, or a missing key left out, unless the property is an optional, which
  /// encoding leaves out anyway while `nil` (`omittedWhenNil`).
  @usableFromInline
  mutating func keep(_ state: ResilientState, forProperty property: String, omittedWhenNil: Bool) {
    let isWrittenBack =
      switch state {
      case .keyNotFound: !omittedWhenNil
      default: state.isWrittenBackAlways
      }
    guard contents.keepsProperties || isWrittenBack else { return }
    contents.states[property] = state
  }

  /// `decoder` without the logs that watch which keys are read: keeping a key is not reading
  /// it, so a decode that finds unknown keys, or a model that keeps those its flattened property
  /// does not read, still finds it.
  static func unwatched(_ decoder: any Decoder) -> any Decoder {
    switch decoder {
    case let watching as JSONReaderDecoder: watching.unwatched
    case let watching as KeyRecordingDecoder: unwatched(watching.base)
    default: decoder
    }
  }

  /// How the property named `property` decoded, if kept: by name, since a property may have
  /// decoded from one of several keys, or from a key inside a nested object.
  func state(forProperty property: String) -> ResilientState? { contents.states[property] }

  /// Keeps `key`, which the property named `property` was read from in place of its own, if
  /// the decode preserves invalid data.
  mutating func keep(key: String, forProperty property: String) {
    guard contents.keepsProperties else { return }
    contents.renamedKeys[property] = key
  }

  /// The key to encode the property named `property` under: the one the payload sent in its
  /// place, if the decode preserved invalid data and read the property from another of its keys;
  /// otherwise `key`.
  ///
  /// ```swift
  /// // @CodedAs("login") var userName: String; the payload sent "login"
  /// try container.encode(userName, forKey: preservedData.key(.userName, forProperty: "userName"))
  /// ```
  ///
  /// - Parameters:
  ///   - key: The property's own key.
  ///   - property: The property's name.
  /// - Returns: The key to encode under.
  public func key<Key: CodingKey>(_ key: Key, forProperty property: String) -> Key {
    guard case .kept(let kept) = storage, let renamed = kept.contents.renamedKeys[property] else {
      return key
    }
    return Key(stringValue: renamed) ?? key
  }

  /// Takes out of the unknown keys of the object at `path` (the model's own for `[]`) those that
  /// a flattened property's type reads, which `keys` names as the decoder presented them: as the
  /// payload spells them, or as a decoder's `.convertFromSnakeCase` converts them; all of them
  /// for `nil`, a type that read the object whole.
  mutating func forgetUnknownKeys(readAs keys: Set<String>?, inObjectAt path: [String]) {
    guard case .kept = storage else { return }
    let unknownKeys = path.isEmpty ? unknownKeys : unknownKeys(inObjectAt: path)
    let read = unknownKeys.keys.filter { key in
      keys.map { $0.contains(key) || $0.contains(KeyCasing.convertedFromSnakeCase(key)) } ?? true
    }
    guard !read.isEmpty else { return }
    var remaining = unknownKeys
    for key in read { remaining[key] = nil }
    if path.isEmpty {
      self.unknownKeys = remaining
    } else {
      contents.objectUnknownKeys[path] = remaining
    }
  }

  /// Adds what `other` kept to what this preserved data keeps: what a subclass's
  /// `init(from:)` kept of its own properties, to the data its superclass's `init(from:)` kept.
  ///
  /// ```swift
  /// try super.init(from: decoder)
  /// preservedData.merge(preserved)
  /// ```
  ///
  /// - Parameter other: The data to add; where both kept a key or a property, `other`'s wins.
  public mutating func merge(_ other: PreservedData) {
    guard case .kept = other.storage else {
      if case .keepingProperties = other.storage, case .empty = storage {
        storage = .keepingProperties
      }
      return
    }
    var merged = contents
    let added = other.contents
    merged.unknownKeys.merge(added.unknownKeys) { $1 }
    merged.objectUnknownKeys.merge(added.objectUnknownKeys) { $1 }
    merged.states.merge(added.states) { $1 }
    merged.renamedKeys.merge(added.renamedKeys) { $1 }
    merged.keepsProperties = merged.keepsProperties || added.keepsProperties
    contents = merged
  }

  /// Always `true`: preserved data takes no part in comparing models.
  public static func == (lhs: Self, rhs: Self) -> Bool { true }

  /// Hashes nothing: preserved data takes no part in hashing models.
  public func hash(into hasher: inout Hasher) {}
}
