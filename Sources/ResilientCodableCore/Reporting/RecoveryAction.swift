/// What resilient decoding did to recover from an error.
///
/// Every ``ErrorDigest/Entry`` and every ``SafeDecodingReport`` says which one it was. Compare
/// an action with the static members, or read its ``name`` for logs and metrics:
///
/// ```swift
/// if entry.action == .droppedElement(index: 3) { … }
/// switch entry.action.name {
/// case "droppedElement", "droppedEntry": droppedCount += 1
/// default: break
/// }
/// ```
///
/// New actions may be added in later versions, so code that switches over ``name`` keeps a
/// `default` case.
public struct RecoveryAction: Hashable, Sendable, CustomStringConvertible {
  /// The actions; a struct over this enum can gain cases without breaking its clients.
  private enum Kind: Hashable, Sendable {
    case setToNil
    case setToEmpty
    case droppedElement(index: Int)
    case droppedEntry(key: String)
    case usedInitialValue
    case usedFallback
    case recoveredByRetry(Int)
    case usedFallbackCase
    case keptNovelValue
    case keptAsFailure
    case coercedValue
    case convertedValue
    case treatedAsMissing
    case foundUnknownKey
    case readRenamedKey
  }

  private let kind: Kind

  /// The optional property or associated value was set to `nil`.
  public static let setToNil = Self(kind: .setToNil)

  /// The collection was replaced with an empty one, because its payload was not a collection.
  public static let setToEmpty = Self(kind: .setToEmpty)

  /// The property kept its initial value.
  public static let usedInitialValue = Self(kind: .usedInitialValue)

  /// The property took the value of its `@FallbackDecoding` attribute, or a resilient enum its
  /// `decodingFallback`.
  public static let usedFallback = Self(kind: .usedFallback)

  /// The enum took its `@FallbackCaseDecoding` case.
  public static let usedFallbackCase = Self(kind: .usedFallbackCase)

  /// The enum kept a value that names none of its cases in the case that holds such values: a
  /// `@FallbackCaseDecoding` case with an associated value, or the case that a
  /// ``ResilientRawRepresentable`` type's ``ResilientRawRepresentable/novelCase(rawValue:)``
  /// makes.
  public static let keptNovelValue = Self(kind: .keptNovelValue)

  /// A ``Failable`` kept the error as its result.
  public static let keptAsFailure = Self(kind: .keptAsFailure)

  /// The scalar was converted, without loss, from the scalar type the payload sent.
  ///
  /// A number sent as a numeric string, say. See
  /// ``ResilientDecodingOptions/coercesScalars``.
  public static let coercedValue = Self(kind: .coercedValue)

  /// A ``CodingStrategy`` read the value in another form than its own, and kept it: a date in
  /// a later format of its list, a numeric string where it reads numbers.
  ///
  /// See ``CodingStrategy/convert(from:)``.
  public static let convertedValue = Self(kind: .convertedValue)

  /// The value was not the object that a `@CodedAt("author", "login")` path goes through, so the
  /// properties read through it decoded as missing.
  public static let treatedAsMissing = Self(kind: .treatedAsMissing)

  /// The payload's object had a key that no model reads.
  ///
  /// The key was left aside, or kept to write back by a model with
  /// `preservingUnknownKeys: true`. See ``ResilientDecodingOptions/unknownKeyPolicy``.
  public static let foundUnknownKey = Self(kind: .foundUnknownKey)

  /// The property was read from one of its other keys, which the payload sent in place of its
  /// own.
  ///
  /// With ``ResilientDecodingOptions/preservesInvalidData`` on, encoding writes it back under
  /// that key. See ``ResilientDecodingOptions/unknownKeyPolicy``.
  public static let readRenamedKey = Self(kind: .readRenamedKey)

  /// The element at `index` of the array or set was dropped.
  ///
  /// - Parameter index: The element's index in the payload.
  /// - Returns: The action.
  public static func droppedElement(index: Int) -> Self {
    Self(kind: .droppedElement(index: index))
  }

  /// The entry for `key` of the dictionary was dropped.
  ///
  /// - Parameter key: The entry's key as the payload spelled it.
  /// - Returns: The action.
  public static func droppedEntry(key: String) -> Self { Self(kind: .droppedEntry(key: key)) }

  /// The `@RetryDecoding` attribute at `position` recovered the value; the first one declared is
  /// at position 1.
  ///
  /// - Parameter position: The retry's position among the property's retries.
  /// - Returns: The action.
  public static func recoveredByRetry(_ position: Int) -> Self {
    Self(kind: .recoveredByRetry(position))
  }

  /// Whether the action kept the payload's own value, converted or decoded another way, rather
  /// than putting another in its place.
  var keepsPayloadValue: Bool {
    switch kind {
    case .coercedValue, .convertedValue, .recoveredByRetry: true
    default: false
    }
  }

  /// The index of the dropped element, for ``droppedElement(index:)``; otherwise `nil`.
  public var index: Int? {
    if case .droppedElement(let index) = kind { index } else { nil }
  }

  /// The key of the dropped entry, for ``droppedEntry(key:)``; otherwise `nil`.
  public var key: String? {
    if case .droppedEntry(let key) = kind { key } else { nil }
  }

  /// The position of the retry that recovered, for ``recoveredByRetry(_:)``; otherwise `nil`.
  public var retryPosition: Int? {
    if case .recoveredByRetry(let position) = kind { position } else { nil }
  }

  /// A stable name for logs and metrics, without the index or key: `droppedElement`,
  /// `setToNil`, `recoveredByRetry`.
  public var name: String {
    switch kind {
    case .setToNil: "setToNil"
    case .setToEmpty: "setToEmpty"
    case .droppedElement: "droppedElement"
    case .droppedEntry: "droppedEntry"
    case .usedInitialValue: "usedInitialValue"
    case .usedFallback: "usedFallback"
    case .recoveredByRetry: "recoveredByRetry"
    case .usedFallbackCase: "usedFallbackCase"
    case .keptNovelValue: "keptNovelValue"
    case .keptAsFailure: "keptAsFailure"
    case .coercedValue: "coercedValue"
    case .convertedValue: "convertedValue"
    case .treatedAsMissing: "treatedAsMissing"
    case .foundUnknownKey: "foundUnknownKey"
    case .readRenamedKey: "readRenamedKey"
    }
  }

  /// What the action did to the value at `path`, as a phrase: `dropped nodes[3]`.
  func describe(at path: String) -> String {
    switch kind {
    case .setToNil: "set \(path) to nil"
    case .setToEmpty: "set \(path) to empty"
    case .droppedElement, .droppedEntry: "dropped \(path)"
    case .usedInitialValue: "kept the initial value of \(path)"
    case .usedFallback: "used the fallback for \(path)"
    case .recoveredByRetry(let position): "recovered \(path) by retry \(position)"
    case .usedFallbackCase: "took the fallback case for \(path)"
    case .keptNovelValue: "kept the novel value of \(path)"
    case .keptAsFailure: "kept \(path) as a failure"
    case .coercedValue: "converted \(path)"
    case .convertedValue: "read \(path) in another form"
    case .treatedAsMissing: "treated \(path) as missing"
    case .foundUnknownKey: "found \(path), which no model reads"
    case .readRenamedKey: "read \(path) in place of the property's key"
    }
  }

  /// The action as code spells it: `setToNil`, `droppedElement(index: 3)`,
  /// `droppedEntry(key: "a")`, `recoveredByRetry(1)`.
  public var description: String {
    switch kind {
    case .droppedElement(let index): "droppedElement(index: \(index))"
    case .droppedEntry(let key): "droppedEntry(key: \(String(reflecting: key)))"
    case .recoveredByRetry(let position): "recoveredByRetry(\(position))"
    default: name
    }
  }
}
