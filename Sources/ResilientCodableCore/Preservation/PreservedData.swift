/// What a `@SafeDecoding(preservingUnknownKeys: true)` model keeps of its payload beyond its
/// declared properties, so that its generated `encode(to:)` writes it back.
///
/// The macro adds it to the model as `var preservedData`. It holds the object keys that the
/// model does not declare, always, and, with
/// ``Swift/CodingUserInfoKey/resilientDecodingPreservesInvalidData`` on, what the model's
/// collection and optional properties dropped or replaced.
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
/// equal whatever else their payloads held.
public struct PreservedData: Hashable, Sendable {
  /// The payload's keys that the model does not declare, with their values.
  ///
  /// Edit them to change what encoding writes back.
  public var unknownKeys: [String: PreservedValue]

  /// How the properties that recovered decoded, by coding key.
  private var states: [String: ResilientState] = [:]

  /// Whether the decode kept what the properties dropped or replaced.
  private var keepsInvalidData = false

  /// Creates empty preserved data, for a model that was not decoded.
  public init() { unknownKeys = [:] }

  /// Reads the keys of `decoder`'s object that are not cases of `Keys`; generated code only.
  ///
  /// - Parameters:
  ///   - decoder: The decoder of the model.
  ///   - keys: The model's coding keys.
  @_documentation(visibility: internal)
  public init<Keys: CodingKey>(_$from decoder: any Decoder, knownKeys keys: Keys.Type) {
    unknownKeys = [:]
    keepsInvalidData = decoder.userInfo.preservesInvalidData
    guard let container = try? decoder.container(keyedBy: AnyCodingKey.self) else { return }
    for key in container.allKeys where Keys(stringValue: key.stringValue) == nil {
      unknownKeys[key.stringValue] = try? container.decode(PreservedValue.self, forKey: key)
    }
  }

  /// Keeps how the property for `key` decoded, if it recovered and the decode preserves
  /// invalid data.
  @usableFromInline
  mutating func keep(_ state: ResilientState, forKey key: String) {
    guard keepsInvalidData else { return }
    if case .decoded = state { return }
    states[key] = state
  }

  /// How the property for `key` decoded, if kept.
  func state(forKey key: String) -> ResilientState? { states[key] }

  /// Writes the unknown keys to `encoder`'s keyed container; generated code only.
  ///
  /// - Parameter encoder: The encoder of the model.
  /// - Throws: What encoding a value throws.
  @_documentation(visibility: internal)
  public func _$encodeUnknownKeys(to encoder: any Encoder) throws {
    guard !unknownKeys.isEmpty else { return }
    var container = encoder.container(keyedBy: AnyCodingKey.self)
    for (key, value) in unknownKeys {
      try container.encode(value, forKey: AnyCodingKey(stringValue: key))
    }
  }

  /// Always `true`: preserved data takes no part in comparing models.
  public static func == (lhs: Self, rhs: Self) -> Bool { true }

  /// Hashes nothing: preserved data takes no part in hashing models.
  public func hash(into hasher: inout Hasher) {}
}
