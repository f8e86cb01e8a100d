import Foundation
import ResilientCodableCore

/// Walks a fixture and makes its drift cases, for ``DriftCases``.
struct DriftCaseGenerator {
  /// The key that ``DriftCase/Kind/addedKey`` adds.
  static let addedKey = "driftCheckAddedKey"

  /// What ``DriftCase/Kind/renamedKey`` appends to a key.
  static let renamedKeySuffix = "Renamed"

  /// The string that ``DriftCase/Kind/novelString`` puts in place of a string.
  static let novelString = "driftCheckNovelValue"

  /// The fixture.
  let root: PreservedValue

  /// The kinds of cases to make.
  let kinds: Set<DriftCase.Kind>

  /// Which elements of each array to mutate.
  let coverage: DriftCases.ElementCoverage

  /// The cases made so far.
  private(set) var cases: [DriftCase] = []

  /// The encoder of the mutated payloads: sorted keys, so that a payload is the same from run
  /// to run.
  private let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return encoder
  }()

  init(root: PreservedValue, kinds: Set<DriftCase.Kind>, coverage: DriftCases.ElementCoverage) {
    self.root = root
    self.kinds = kinds
    self.coverage = coverage
  }

  /// Makes the cases of `value` at `path`, then those of its children.
  mutating func visit(_ value: PreservedValue, at path: [CodingPath.Component]) throws {
    if let key = path.last, case .key(let name) = key {
      let parent = Array(path.dropLast())
      try add(.missingKey, at: path) { $0.settingMember(name, to: nil) }
      if value != .null {
        try add(.nullValue, at: path) { $0.settingMember(name, to: .null) }
      }
      try addScalarCases(of: value, at: path) { $0.settingMember(name, to: $1) }
      let renamed = Self.unusedKey(name + Self.renamedKeySuffix, in: root.value(at: parent))
      try add(.renamedKey, at: path, renamedPath: parent + [.key(renamed)]) {
        $0.settingMember(name, to: nil).settingMember(renamed, to: value)
      }
    } else if let key = path.last, case .index(let index) = key {
      if value != .null {
        try add(.nullValue, at: path) { $0.settingElement(index, to: .null) }
      }
      try addScalarCases(of: value, at: path) { $0.settingElement(index, to: $1) }
    }

    switch value {
    case .object(let members):
      let added = Self.unusedKey(Self.addedKey, in: value)
      try add(.addedKey, at: path + [.key(added)], parentPath: path) {
        $0.settingMember(added, to: .string("added by the drift check"))
      }
      for key in members.keys.sorted() {
        if let member = members[key] { try visit(member, at: path + [.key(key)]) }
      }
    case .array(let elements):
      guard let first = elements.first else { return }
      let bad: PreservedValue =
        switch first {
        case .object, .array: .string("bad element")
        default: .object([:])
        }
      try add(.badElement, at: path + [.index(elements.count)], parentPath: path) {
        $0.appendingElement(bad)
      }
      let visited = coverage == .firstElement ? elements.prefix(1) : elements[...]
      for (index, element) in visited.enumerated() {
        try visit(element, at: path + [.index(index)])
      }
    default:
      break
    }
  }

  /// Makes the ``DriftCase/Kind/wrongType`` and ``DriftCase/Kind/novelString`` cases of a
  /// scalar, with `replace` putting a value in its place in its parent.
  private mutating func addScalarCases(
    of value: PreservedValue, at path: [CodingPath.Component],
    replace: (PreservedValue, PreservedValue) -> PreservedValue
  ) throws {
    let wrongType: PreservedValue? =
      switch value {
      case .bool(let flag): .string(String(flag))
      case .integer(let number): .string(String(number))
      case .number(let number): .string(String(number))
      case .string: .integer(0)
      default: nil
      }
    guard let wrongType else { return }
    try add(.wrongType, at: path) { replace($0, wrongType) }
    if case .string = value {
      try add(.novelString, at: path) { replace($0, .string(Self.novelString)) }
    }
  }

  /// Adds the case of `kind` at `path`, whose payload is the fixture with its value at
  /// `parentPath` (the parent of `path` by default) changed by `change`.
  private mutating func add(
    _ kind: DriftCase.Kind, at path: [CodingPath.Component],
    renamedPath: [CodingPath.Component]? = nil, parentPath: [CodingPath.Component]? = nil,
    change: (PreservedValue) -> PreservedValue
  ) throws {
    guard kinds.contains(kind) else { return }
    let mutated = root.changing(at: (parentPath ?? path.dropLast())[...], change)
    cases.append(
      DriftCase(
        kind: kind, path: CodingPath(path), renamedPath: renamedPath.map(CodingPath.init),
        payload: try payload(of: mutated)))
  }

  /// `value` as JSON, its keys sorted.
  func payload(of value: PreservedValue) throws -> Data { try encoder.encode(value) }

  /// `key`, or `key` followed by the first number that makes it a key that `object` lacks.
  private static func unusedKey(_ key: String, in object: PreservedValue?) -> String {
    guard case .object(let members)? = object, members[key] != nil else { return key }
    var number = 2
    while members["\(key)\(number)"] != nil { number += 1 }
    return "\(key)\(number)"
  }
}
