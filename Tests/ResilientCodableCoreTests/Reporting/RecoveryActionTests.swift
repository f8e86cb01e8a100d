import ResilientCodableCore
import ResilientCodableTestSupport
import Testing

struct RecoveryActionTests {
  @Test(arguments: [
    (RecoveryAction.setToNil, "setToNil", "setToNil"),
    (.setToEmpty, "setToEmpty", "setToEmpty"),
    (.droppedElement(index: 3), "droppedElement", "droppedElement(index: 3)"),
    (.droppedEntry(key: "a b"), "droppedEntry", #"droppedEntry(key: "a b")"#),
    (.usedInitialValue, "usedInitialValue", "usedInitialValue"),
    (.usedFallback, "usedFallback", "usedFallback"),
    (.recoveredByRetry(2), "recoveredByRetry", "recoveredByRetry(2)"),
    (.usedFallbackCase, "usedFallbackCase", "usedFallbackCase"),
    (.keptNovelValue, "keptNovelValue", "keptNovelValue"),
    (.keptAsFailure, "keptAsFailure", "keptAsFailure"),
    (.foundUnknownKey, "foundUnknownKey", "foundUnknownKey"),
    (.readRenamedKey, "readRenamedKey", "readRenamedKey"),
  ])
  func `names each action and spells it as code does`(
    action: RecoveryAction, name: String, description: String
  ) {
    #expect(action.name == name)
    #expect(action.description == description)
  }

  @Test func `the index, key and retry position are read back from the action that has them`() {
    #expect(RecoveryAction.droppedElement(index: 3).index == 3)
    #expect(RecoveryAction.droppedEntry(key: "k").key == "k")
    #expect(RecoveryAction.recoveredByRetry(2).retryPosition == 2)
    #expect(RecoveryAction.setToNil.index == nil)
    #expect(RecoveryAction.droppedElement(index: 3).key == nil)
    #expect(RecoveryAction.droppedEntry(key: "k").retryPosition == nil)
  }

  @Test func `actions compare by kind and payload`() {
    #expect(RecoveryAction.droppedElement(index: 1) == .droppedElement(index: 1))
    #expect(RecoveryAction.droppedElement(index: 1) != .droppedElement(index: 2))
    #expect(RecoveryAction.droppedEntry(key: "1") != .droppedElement(index: 1))
    #expect(Set([RecoveryAction.setToNil, .setToNil, .setToEmpty]).count == 2)
  }

  @Test func `every error category has a distinct stable name`() {
    #expect(
      ErrorCategory.allCases.map(\.rawValue) == [
        "keyNotFound", "valueWasNil", "typeMismatch", "dataCorrupted", "unknownNovelValue",
        "failedValidation", "unknownKey", "renamedKey", "other",
      ])
    #expect(ErrorCategory.allCases.map(\.description) == ErrorCategory.allCases.map(\.rawValue))
  }
}
