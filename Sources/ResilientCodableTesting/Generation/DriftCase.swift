public import Foundation
public import ResilientCodableCore

/// One mutation of a fixture: a payload that a server whose data drifted might send.
///
/// Get the cases of a fixture from ``DriftCases``, and check a model against them with
/// ``DriftCheck``. Each case says what it changed and where:
///
/// ```swift
/// let cases = try DriftCases(fixture: Data(#"{"id": 1}"#.utf8))
/// print(cases.map(\.name))
/// // ["added key /driftCheckAddedKey", "missing key /id", "null at /id", "wrong type at /id",
/// //  "renamed key /id to /idRenamed"]
/// ```
public struct DriftCase: Sendable, Hashable, CustomStringConvertible {
  /// What the case did to the fixture.
  public let kind: Kind

  /// The value the case changed, as the payload spells its path: for a renamed key, the key's
  /// old path; for an added key or a bad element, the path of the value added.
  public let path: CodingPath

  /// The path of the key that a renamed key was given; `nil` for other kinds.
  public let renamedPath: CodingPath?

  /// The mutated payload, as JSON.
  public let payload: Data

  /// Creates a case.
  init(kind: Kind, path: CodingPath, renamedPath: CodingPath? = nil, payload: Data) {
    self.kind = kind
    self.path = path
    self.renamedPath = renamedPath
    self.payload = payload
  }

  /// The JSON Pointer of ``path``, such as `/data/search/nodes/0/state`.
  public var jsonPointer: String { path.jsonPointer }

  /// The case in words, such as `null at /data/search/issueCount` or
  /// `renamed key /title to /titleRenamed`.
  public var name: String {
    switch kind {
    case .missingKey: "missing key \(jsonPointer)"
    case .nullValue: "null at \(jsonPointer)"
    case .wrongType: "wrong type at \(jsonPointer)"
    case .novelString: "novel string at \(jsonPointer)"
    case .renamedKey: "renamed key \(jsonPointer) to \(renamedPath?.jsonPointer ?? "")"
    case .addedKey: "added key \(jsonPointer)"
    case .badElement: "bad element at \(jsonPointer)"
    default: "\(kind) at \(jsonPointer)"
    }
  }

  /// The case's ``name``.
  public var description: String { name }

  /// The paths the case touched: its ``path``, and the ``renamedPath`` of a renamed key.
  var touchedPaths: [CodingPath] { [path] + (renamedPath.map { [$0] } ?? []) }

  /// The path of the key that the case adds, if it adds one.
  var newKeyPath: CodingPath? {
    switch kind {
    case .addedKey: path
    case .renamedKey: renamedPath
    default: nil
    }
  }
}

// MARK: - DriftCase.Kind

extension DriftCase {
  /// What a drift case does to the fixture.
  ///
  /// New kinds may be added in later versions, so code that switches over kinds keeps a
  /// `default` case.
  public struct Kind: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The kind's stable name, such as `missingKey`.
    public let rawValue: String

    private init(_ rawValue: String) { self.rawValue = rawValue }

    /// A key of an object is left out.
    ///
    /// The model may decode the value as missing without a report: an optional's `nil`, a
    /// collection's empty value.
    public static let missingKey = Self("missingKey")

    /// A value that is not `null` becomes `null`.
    ///
    /// The model may decode it as missing without a report, as for ``missingKey``.
    public static let nullValue = Self("nullValue")

    /// A scalar is sent as another JSON type: a number or a Boolean as a string (`4724` as
    /// `"4724"`), a string as the number `0`.
    ///
    /// The model must report the value it recovers, or read it unchanged.
    public static let wrongType = Self("wrongType")

    /// A string is replaced by one that no enum has a case for, `"driftCheckNovelValue"`.
    ///
    /// A `String` property takes it as it is; an enum must report it (as an unknown novel
    /// value, or as the error it recovered from). The generator cannot tell an enum's strings
    /// from others, so every string gets this case.
    public static let novelString = Self("novelString")

    /// A key of an object is renamed, by appending `Renamed` to it: the value goes missing
    /// under its old key and a key that no model reads appears.
    public static let renamedKey = Self("renamedKey")

    /// Every object gets a key that no model reads, `driftCheckAddedKey`, with a string value.
    ///
    /// The model must do what its `ResilientDecodingOptions.unknownKeyPolicy` says: leave it
    /// aside, report it, or reject it.
    public static let addedKey = Self("addedKey")

    /// Every non-empty array gets one more element of the wrong JSON type: a string where the
    /// first element is an object or an array, an empty object where it is a scalar.
    ///
    /// The model must drop it and report it, or fail where it requires the array.
    public static let badElement = Self("badElement")

    /// Every kind, in the order a value's cases are generated.
    public static let allCases: [Self] = [
      .missingKey, .nullValue, .wrongType, .novelString, .renamedKey, .addedKey, .badElement,
    ]

    /// The kind's ``rawValue``.
    public var description: String { rawValue }

    /// Whether a case of the kind may change the value it touches without a report: what a
    /// missing key, a `null`, a novel string or an added key decodes to is the model's to say.
    var mayChangeSilently: Bool { self != .wrongType && self != .badElement }
  }
}
