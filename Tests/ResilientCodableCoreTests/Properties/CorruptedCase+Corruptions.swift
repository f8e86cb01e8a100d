import ResilientCodableCore
import ResilientCodableTestSupport

extension CorruptedCase {
  /// A place in the payload that can be corrupted.
  private enum Slot: Equatable {
    case optionalInt
    case numbers
    case number(Int)
    case optionalNames
    case optionalName(Int)
    case tag(Int)
    case count(String)
    case byIDKey(Int)
    case state
    case previous
    case item(Int)
    case nestedObject
    case nestedValue(Int)

    /// Whether corrupting both slots would make one hide the other.
    func overlaps(_ other: Slot) -> Bool {
      switch (self, other) {
      case (.numbers, .number), (.number, .numbers), (.optionalNames, .optionalName),
        (.optionalName, .optionalNames), (.nestedObject, .nestedValue),
        (.nestedValue, .nestedObject):
        true
      default: self == other
      }
    }
  }

  /// The slots of the valid payload.
  private var slots: [Slot] {
    var slots: [Slot] = [.optionalInt, .numbers, .optionalNames, .state, .previous]
    slots += expected.numbers.indices.map(Slot.number)
    slots += (expected.optionalNames ?? []).indices.map(Slot.optionalName)
    slots += expected.tags.indices.map {
      expected.tags.distance(from: expected.tags.startIndex, to: $0)
    }
    .map(Slot.tag)
    slots += expected.counts.keys.sorted().map(Slot.count)
    slots += (expected.byID ?? [:]).keys.sorted().map(Slot.byIDKey)
    slots += expected.items.indices.map(Slot.item)
    if let nested = expected.nested {
      slots.append(.nestedObject)
      slots += nested.values.indices.map(Slot.nestedValue)
    }
    return slots
  }

  /// Injects up to `count` corruptions in distinct, non-overlapping slots.
  mutating func corrupt(count: Int, using random: inout SplitMix64) {
    var chosen: [Slot] = []
    for slot in slots.shuffled(using: &random) where chosen.count < count {
      if !chosen.contains(where: slot.overlaps) { chosen.append(slot) }
    }
    let original = expected
    var droppedNumbers: Set<Int> = []
    var droppedNames: Set<Int> = []
    var droppedItems: Set<Int> = []
    var droppedValues: Set<Int> = []
    for slot in chosen {
      switch slot {
      case .optionalInt:
        if let value = original.optionalInt, convertible(using: &random) {
          payload["optionalInt"] = .string(String(value))
        } else {
          payload["optionalInt"] = .string("x")
          expected.optionalInt = nil
        }
        expect(order: [0], at: ["optionalInt"])
      case .numbers:
        payload["numbers"] = .string("oops")
        expect(order: [1], at: ["numbers"])
      case .number(let index):
        if convertible(using: &random) {
          payload["numbers"]?[index] = .string(String(original.numbers[index]))
        } else {
          payload["numbers"]?[index] = .string("s")
          droppedNumbers.insert(index)
        }
        expect(order: [1, index], at: ["numbers", .index(index)])
      case .optionalNames:
        payload["optionalNames"] = .int(42)
        expect(order: [2], at: ["optionalNames"])
      case .optionalName(let index):
        payload["optionalNames"]?[index] = .null
        droppedNames.insert(index)
        expect(order: [2, index], at: ["optionalNames", .index(index)])
      case .tag(let index):
        let tag = original.tags.sorted()[index]
        payload["tags"]?[index] = .int(7)
        expected.tags.remove(tag)
        // A coercing case reads the number as the string "7".
        if isCoercing { expected.tags.insert("7") }
        expect(order: [3, index], at: ["tags", .index(index)])
      case .count(let key):
        if let value = original.counts[key], convertible(using: &random) {
          payload["counts"]?[key] = .string(String(value))
        } else {
          payload["counts"]?[key] = .string("s")
          expected.counts[key] = nil
        }
        let rank = original.counts.keys.sorted().firstIndex(of: key) ?? 0
        expect(order: [4, rank], at: ["counts", .key(key)])
      case .byIDKey(let id):
        payload["byID"]?.renameKey(String(id), to: "x\(id)")
        expected.byID?[id] = nil
        let badKeys = (original.byID ?? [:]).keys.map { "x\($0)" }.sorted()
        expect(order: [5, badKeys.firstIndex(of: "x\(id)") ?? 0], at: ["byID", .key("x\(id)")])
      case .state:
        corruptState(using: &random)
      case .previous:
        payload["previous"] = Bool.random(using: &random) ? .string("novel") : .int(5)
        expected.previous = .unknown
        expect(order: [7], at: ["previous"])
      case .item(let index):
        corruptItem(at: index, using: &random)
        droppedItems.insert(index)
      case .nestedObject:
        payload["nested"]?["label"] = .int(1)
        expected.nested = nil
        expect(order: [9], at: ["nested", "label"], recoveredAt: ["nested"])
      case .nestedValue(let index):
        if let value = original.nested?.values[index], convertible(using: &random) {
          payload["nested"]?["values"]?[index] = .string(String(value))
        } else {
          payload["nested"]?["values"]?[index] = .string("v")
          droppedValues.insert(index)
        }
        expect(order: [9, index], at: ["nested", "values", .index(index)])
      }
      corruptions.append("\(slot)")
    }
    if chosen.contains(.numbers) {
      expected.numbers = []
    } else {
      expected.numbers = original.numbers.removing(droppedNumbers)
    }
    if chosen.contains(.optionalNames) {
      expected.optionalNames = []
    } else {
      expected.optionalNames = original.optionalNames?.removing(droppedNames)
    }
    expected.items = original.items.removing(droppedItems)
    if let nested = expected.nested {
      expected.nested?.values = nested.values.removing(droppedValues)
    }
  }

  /// Whether this corruption sends a number as a numeric string, which a coercing case keeps
  /// (and reports) rather than drops.
  private func convertible(using random: inout SplitMix64) -> Bool {
    isCoercing && Bool.random(using: &random)
  }

  private mutating func corruptState(using random: inout SplitMix64) {
    switch Int.random(in: 0..<4, using: &random) {
    case 0: payload["state"] = .string("novel")
    case 1: payload["state"] = .int(5)
    case 2: payload["state"] = .null
    default: payload["state"] = nil
    }
    expected.state = .unknown
    expect(order: [6], at: ["state"])
  }

  private mutating func corruptItem(at index: Int, using random: inout SplitMix64) {
    switch Int.random(in: 0..<3, using: &random) {
    case 0:
      payload["items"]?[index]["id"] = .string("x")
      expect(
        order: [8, index], at: ["items", .index(index), "id"],
        recoveredAt: ["items", .index(index)])
    case 1:
      payload["items"]?[index]["name"] = nil
      expect(
        order: [8, index], at: ["items", .index(index), "name"],
        recoveredAt: ["items", .index(index)])
    default:
      payload["items"]?[index] = .int(5)
      expect(order: [8, index], at: ["items", .index(index)])
    }
  }

  private mutating func expect(
    order: [Int], at codingPath: CodingPath, recoveredAt recoveryPath: CodingPath? = nil
  ) {
    entries.append((order, codingPath, recoveryPath ?? codingPath))
  }
}

extension Array {
  /// The elements whose offsets are not in `offsets`.
  fileprivate func removing(_ offsets: Set<Int>) -> [Element] {
    enumerated().filter { !offsets.contains($0.offset) }.map(\.element)
  }
}
