/// Checks one lenient decode of a payload against the digest that it produced.
///
/// Each `@Resilient` property's outcome, value and errors must agree with the entries recovered
/// at or inside its path, and the entries must come in document order: a model's properties in
/// declaration order, an array's elements by index, a dictionary's entries in key order.
struct LenientDecodeChecker {
  private typealias Component = CodingPath.Component

  /// How many errors of a property to compare, by description, with its entries.
  private static let comparedErrorCount = 32

  private let entries: [ErrorDigest.Entry]
  private let tree: EntryTree

  init(digest: ErrorDigest?) {
    entries = digest?.entries ?? []
    tree = EntryTree(entries)
  }

  /// Checks the whole model.
  func check(_ model: FuzzModel) {
    checkOrder(inside: [], byKeysOf: FuzzModel.CodingKeys.self)

    checkOptional(model.$count, at: ["count"])
    checkArray(model.$numbers, decoded: model.numbers, at: ["numbers"], isOptional: false)
    checkArray(model.$words, decoded: model.words, at: ["words"], isOptional: true)
    checkSet(model.$tags, decoded: model.tags, at: ["tags"])
    checkDictionary(model.$scores, decoded: model.scores, at: ["scores"], isOptional: false)
    checkDictionary(model.$names, decoded: model.names, at: ["names"], isOptional: true)
    checkDictionary(model.$colors, decoded: model.colors, at: ["colors"], isOptional: false)
    checkFallback(model.$state, at: ["state"])
    checkOptional(model.$previousState, at: ["previousState"], recoveryValue: State.unknown)
    checkArray(model.$history, decoded: model.history, at: ["history"], isOptional: false)
    checkFallback(model.$level, at: ["level"])
    checkOptional(model.$kind, at: ["kind"])
    checkOptional(model.$owner, at: ["owner"], isModel: true)
    if let owner = model.owner { check(owner, at: ["owner"]) }
    checkMembers(model.$members, decoded: model.members)
    checkItems(model.items)
    checkOptional(model.$createdAt, at: ["createdAt"])
    checkOptional(model.$homepage, at: ["homepage"])
    checkOptional(model.$avatar, at: ["avatar"])
  }

  // MARK: - Nested models

  private func check(_ owner: Owner, at path: CodingPath) {
    checkOrder(inside: path, byKeysOf: Owner.CodingKeys.self)
    checkArray(owner.$aliases, decoded: owner.aliases, at: path.appending("aliases"))
    checkNothingRecovered(at: path.appending("login"))
    checkOptional(owner.$age, at: path.appending("age"))
    checkOptional(owner.$role, at: path.appending("role"), recoveryValue: State.unknown)
  }

  private func check(_ item: Item, at path: CodingPath) {
    checkOrder(inside: path, byKeysOf: Item.CodingKeys.self)
    checkOptional(item.$note, at: path.appending("note"))
    checkNothingRecovered(at: path.appending("id"))
    checkNothingRecovered(at: path.appending("name"))
  }

  /// The members that decoded are checked as models; those that were dropped may hold entries
  /// reported before they failed, and nothing is known about those.
  private func checkMembers(_ members: Resilient<[Owner]>, decoded: [Owner]) {
    let path: CodingPath = ["members"]
    checkArray(members, decoded: decoded, at: path, hasModelElements: true)
    for case (let index, .success(let owner)) in members.results.enumerated() {
      check(owner, at: path.appending(.index(index)))
    }
  }

  /// A plain optional array of `Failable` values: each failure is reported at its element.
  private func checkItems(_ items: [Failable<Item>]?) {
    let path: CodingPath = ["items"]
    let tree = tree.subtree(at: path)
    require(tree.positions.isEmpty, "\(path) is plain, yet recovered as a whole")
    guard let items else {
      require(tree.isEmpty, "\(path) is missing or null, yet has entries inside")
      return
    }
    checkIndices(of: tree, count: items.count, at: path)
    checkOrder(inside: path, by: Self.precedesByIndex)
    for (index, item) in items.enumerated() {
      let itemPath = path.appending(.index(index))
      let positions = tree.children[.index(index)]?.positions ?? []
      switch item.result {
      case .success(let value):
        require(positions.isEmpty, "\(itemPath) decoded, yet has an entry at its path")
        check(value, at: itemPath)
      case .failure(let error):
        require(positions.count == 1, "\(itemPath) failed with \(positions.count) entries")
        checkSameErrors([error], positions, at: itemPath)
      }
    }
  }

  // MARK: - Values recovered as a whole

  /// An optional that is not a collection: `nil` when missing or `null`, `recoveryValue` after
  /// bad data, reported once at its path.
  private func checkOptional<Wrapped: Equatable>(
    _ property: Resilient<Wrapped?>,
    at path: CodingPath,
    recoveryValue: Wrapped? = nil,
    isModel: Bool = false
  ) {
    checkRecoveredAsWhole(property, at: path, isModel: isModel)
    let value = property.wrappedValue
    switch property.outcomeKind {
    case .keyNotFound, .valueWasNil:
      require(value == nil, "\(path) is missing or null, yet holds \(String(describing: value))")
    case .recovered:
      require(value == recoveryValue, "\(path) recovered to \(String(describing: value))")
    case .decodedSuccessfully:
      require(value != nil, "\(path) decoded to nil")
    case .droppedElements:
      break
    }
  }

  /// An enum with a fallback: a missing key, `null` and bad data all take the fallback and are
  /// reported; a frozen enum reports no novel value.
  private func checkFallback<Value: ResilientRawRepresentable & Equatable>(
    _ property: Resilient<Value>,
    at path: CodingPath
  ) where Value.DecodingFallback == Value {
    checkRecoveredAsWhole(property, at: path, isModel: false)
    switch property.outcomeKind {
    case .decodedSuccessfully: break
    case .recovered:
      require(
        property.wrappedValue == Value.decodingFallback,
        "\(path) recovered to \(property.wrappedValue), not its fallback")
    case .keyNotFound, .valueWasNil, .droppedElements:
      require(false, "\(path) has a fallback, yet its outcome is \(property.outcome)")
    }
    if Value.isFrozen {
      let novel = tree.subtree(at: path).positions.filter { entries[$0].isUnknownNovelValue }
      require(novel.isEmpty, "\(path) is frozen, yet reported an unknown novel value")
    }
  }

  /// A value that recovers as a whole: one entry at its path, with its error, when it
  /// recovered, none otherwise, and none inside it unless it is a model.
  private func checkRecoveredAsWhole<Value>(
    _ property: Resilient<Value>,
    at path: CodingPath,
    isModel: Bool
  ) {
    let tree = tree.subtree(at: path)
    switch property.outcome {
    case .recoveredFrom(let error, let wasReported):
      require(wasReported, "\(path) is no collection, yet dropped elements")
      require(tree.positions.count == 1, "\(path) recovered with \(tree.positions.count) entries")
      checkSameErrors([error], tree.positions, at: path)
    case .decodedSuccessfully, .keyNotFound, .valueWasNil:
      require(tree.positions.isEmpty, "\(path) did not recover, yet has an entry at its path")
    }
    if !isModel {
      require(tree.children.isEmpty, "\(path) has entries inside a value without parts")
    }
  }

  // MARK: - Collections

  private func checkArray<Value: ResilientCollectionResults, Element: Equatable>(
    _ property: Resilient<Value>,
    decoded: [Element]?,
    at path: CodingPath,
    isOptional: Bool = false,
    hasModelElements: Bool = false
  ) where Value.ElementResults == [Result<Element, any Error>] {
    checkCollection(
      property, count: decoded?.count, at: path, isOptional: isOptional,
      hasModelElements: hasModelElements)
    let results = property.results
    let succeeded = results.compactMap { try? $0.get() }
    require(succeeded == decoded ?? [], "\(path) results do not hold its elements in order")
    let tree = tree.subtree(at: path)
    checkIndices(of: tree, count: results.count, at: path)
    checkOrder(inside: path, by: Self.precedesByIndex)
    let failed = results.indices.filter { (try? results[$0].get()) == nil }
    let reported = tree.children.compactMap { component, child -> Int? in
      guard case .index(let index) = component, !child.positions.isEmpty else { return nil }
      return index
    }
    require(failed == reported.sorted(), "\(path) failed at \(failed) but reported \(reported)")
  }

  private func checkSet<Element: Hashable>(
    _ property: Resilient<Set<Element>>,
    decoded: Set<Element>,
    at path: CodingPath
  ) {
    checkCollection(property, count: decoded.count, at: path, isOptional: false)
    let results = property.results
    let succeeded = results.compactMap { try? $0.get() }
    require(succeeded.count == decoded.count, "\(path) results list \(succeeded.count) members")
    require(Set(succeeded) == decoded, "\(path) results do not hold its members")
    let dropped = property.outcomeKind == .droppedElements ? property.errors.count : 0
    require(
      results.count - succeeded.count == dropped,
      "\(path) results list \(results.count - succeeded.count) failures, not \(dropped)")
    checkIndices(of: tree.subtree(at: path), count: Int.max, at: path)
    checkOrder(inside: path, by: Self.precedesByIndex)
  }

  private func checkDictionary<Value: ResilientCollectionResults, Key, Element>(
    _ property: Resilient<Value>,
    decoded: [Key: Element]?,
    at path: CodingPath,
    isOptional: Bool
  ) where Value.ElementResults == [Key: Result<Element, any Error>] {
    checkCollection(property, count: decoded?.count, at: path, isOptional: isOptional)
    let results = property.results
    for key in (decoded ?? [:]).keys {
      require(results[key] != nil, "\(path) results lack the decoded key \(key)")
    }
    require(
      results.count <= (decoded?.count ?? 0) + property.errors.count,
      "\(path) results hold \(results.count) entries")
    let tree = tree.subtree(at: path)
    for component in tree.children.keys {
      guard case .key = component else {
        require(false, "\(path) has an entry at an index: \(component)")
        return
      }
    }
    checkOrder(inside: path) { lhs, rhs in
      guard case .key(let left) = lhs, case .key(let right) = rhs else { return false }
      return DictionaryKeyOrder.precedes(left, right)
    }
  }

  /// A collection's `errors` are its entries at its path or one component below, in order; it
  /// recovered as a whole with one entry at its path, or dropped elements with one entry each.
  private func checkCollection<Value: ResilientCollectionResults>(
    _ property: Resilient<Value>,
    count: Int?,
    at path: CodingPath,
    isOptional: Bool,
    hasModelElements: Bool = false
  ) {
    let tree = tree.subtree(at: path)
    let related = tree.positionsHereAndOneBelow
    require(
      property.errors.count == related.count,
      "\(path) has \(property.errors.count) errors but \(related.count) entries")
    checkSameErrors(property.errors, related, at: path)
    switch property.outcome {
    case .decodedSuccessfully, .keyNotFound, .valueWasNil:
      require(related.isEmpty, "\(path) did not recover, yet has \(related.count) entries")
    case .recoveredFrom(_, wasReported: true):
      require(
        tree.positions.count == 1 && tree.children.isEmpty,
        "\(path) recovered as a whole, yet has entries inside")
    case .recoveredFrom(let error, wasReported: false):
      require(tree.positions.isEmpty, "\(path) dropped elements, yet has an entry at its path")
      require(
        (error as? DroppedElementsError)?.errors.count == related.count && !related.isEmpty,
        "\(path) recovered from \(error) with \(related.count) entries")
    }
    if !hasModelElements {
      require(!tree.hasEntriesTwoBelow, "\(path) has entries inside elements without parts")
    }
    switch property.outcomeKind {
    case .keyNotFound, .valueWasNil:
      require(isOptional ? count == nil : count == 0, "\(path) is missing or null: \(count ?? -1)")
    case .recovered:
      require(count == 0, "\(path) recovered as a whole, yet holds \(count ?? -1) elements")
    case .decodedSuccessfully, .droppedElements:
      require(count != nil, "\(path) decoded to nil")
    }
  }

  // MARK: - Paths and order

  private func checkNothingRecovered(at path: CodingPath) {
    require(tree.subtree(at: path).isEmpty, "\(path) is plain, yet has entries")
  }

  /// The entries inside an array lie at its elements' indices.
  private func checkIndices(of tree: EntryTree, count: Int, at path: CodingPath) {
    for component in tree.children.keys {
      guard case .index(let index) = component, (0..<count).contains(index) else {
        require(false, "\(path) of \(count) elements has an entry at \(component)")
        return
      }
    }
  }

  /// Errors and entries, matched by position, describe the same errors; the first few are
  /// compared, to keep huge payloads fast.
  private func checkSameErrors(_ errors: [any Error], _ positions: [Int], at path: CodingPath) {
    for (error, position) in zip(errors, positions).prefix(Self.comparedErrorCount) {
      let expected = String(describing: error)
      let reported = String(describing: entries[position].error)
      require(expected == reported, "\(path) holds \(expected) but reported \(reported)")
    }
  }

  /// The entries inside a model come in the order its properties decode.
  private func checkOrder<Key: CodingKey & CaseIterable>(
    inside path: CodingPath,
    byKeysOf _: Key.Type
  ) {
    let order = Dictionary(
      uniqueKeysWithValues: Key.allCases.enumerated().map { (Component.key($1.stringValue), $0) })
    for component in tree.subtree(at: path).children.keys {
      require(order[component] != nil, "\(path) has an entry outside its properties: \(component)")
    }
    checkOrder(inside: path) { lhs, rhs in (order[lhs] ?? 0) < (order[rhs] ?? 0) }
  }

  /// The entries inside `path` come in the order `precedes` gives the next components of their
  /// paths; entries that share a component keep any order.
  private func checkOrder(
    inside path: CodingPath,
    by precedes: (Component, Component) -> Bool
  ) {
    let below = tree.subtree(at: path).entriesBelow
    for (previous, next) in zip(below, below.dropFirst()) {
      require(
        !precedes(next.component, previous.component),
        "\(path): the entry at \(next.component) is reported after \(previous.component)")
    }
  }

  private static func precedesByIndex(_ lhs: Component, _ rhs: Component) -> Bool {
    guard case .index(let left) = lhs, case .index(let right) = rhs else { return false }
    return left < right
  }
}
