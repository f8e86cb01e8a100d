import Foundation
import ResilientCodableCore
import ResilientCodableTestSupport
import Testing

/// The behaviour contract of the library, through every decoder, from one payload per behaviour.
struct SharedBehaviourTests {
  @Test(arguments: Format.allCases)
  func `decodes a clean payload without recovery`(format: Format) throws {
    let payload: Payload = [
      "values": [1, 2, 3],
      "counts": ["a": 1, "b": 2],
      "value": 7,
      "state": "closed",
      "items": [["id": 1], ["id": 2]],
      "columns": [["name": "todo", "cards": [1, 2]], ["name": "done", "cards": [3]]],
    ]
    let (model, digest) = try format.decodeReporting(Everything.self, from: payload)
    #expect(model.counts == ["a": 1, "b": 2])
    #expect(model.$counts.outcomeKind == .decodedSuccessfully)
    #expect(model.value == 7)
    #expect(model.$value.outcomeKind == .decodedSuccessfully)
    #expect(model.state == .closed)
    #expect(model.$state.outcomeKind == .decodedSuccessfully)
    #expect(model.items.map(\.value) == [Item(id: 1), Item(id: 2)])
    #expect(model.values == [1, 2, 3])
    #expect(model.$values.outcomeKind == .decodedSuccessfully)
    #expect(model.columns.map(\.name) == ["todo", "done"])
    #expect(model.columns.map(\.cards) == [[1, 2], [3]])
    #expect(model.$columns.outcomeKind == .decodedSuccessfully)
    #expect(digest == nil)
  }

  @Test(arguments: Format.allCases)
  func `drops a wrong-typed element and reports it at its index`(format: Format) throws {
    let (model, digest) = try format.decodeReporting(Numbers.self, from: ["values": [1, "two", 3]])
    #expect(model.values == [1, 3])
    #expect(model.$values.outcomeKind == .recovered(wasReported: false))
    #expect(model.$values.results.map { try? $0.get() } == [1, nil, 3])
    #expect(model.$values.errors.map(DecodingErrorKind.init) == [.typeMismatch])
    #expect(digest?.paths == ["values/Index 1"])
    #expect(digest?.recoveryPaths == ["values/Index 1"])
  }

  /// XML has no types: see `XMLDecoderTests`, where a lone element is an array of one.
  @Test(arguments: Format.withTypes)
  func `a wrong type for an array is empty and reported`(format: Format) throws {
    let (model, digest) = try format.decodeReporting(Numbers.self, from: ["values": "many"])
    #expect(model.values == [])
    #expect(model.$values.outcomeKind == .recovered(wasReported: true))
    #expect(DecodingErrorKind(model.$values.error) == .typeMismatch)
    #expect(model.$values.results.isEmpty)
    #expect(digest?.paths == ["values"])
    #expect(digest?.recoveryPaths == ["values"])
  }

  @Test(arguments: Format.allCases)
  func `drops a bad dictionary value and reports it at its key`(format: Format) throws {
    let (model, digest) = try format.decodeReporting(
      Counts.self, from: ["counts": ["a": 1, "b": "x", "c": 3]])
    #expect(model.counts == ["a": 1, "c": 3])
    #expect(model.$counts.outcomeKind == .recovered(wasReported: false))
    #expect(model.$counts.results.mapValues { try? $0.get() } == ["a": 1, "b": nil, "c": 3])
    #expect(model.$counts.errors.map(DecodingErrorKind.init) == [.typeMismatch])
    #expect(digest?.paths == ["counts/b"])
    #expect(digest?.recoveryPaths == ["counts/b"])
  }

  /// XML element names cannot be integers: see `XMLDecoderTests`.
  @Test(arguments: Format.withIntegerKeys)
  func `drops an integer-keyed entry whose key is not an integer`(format: Format) throws {
    let (model, digest) = try format.decodeReporting(
      Names.self, from: ["byID": ["1": "one", "x": "bad", "2": "two"]])
    #expect(model.byID == [1: "one", 2: "two"])
    #expect(model.$byID.outcomeKind == .recovered(wasReported: false))
    #expect(model.$byID.errors.map(DecodingErrorKind.init) == [.dataCorrupted])
    #expect(digest?.paths == ["byID/x"])
    #expect(digest?.recoveryPaths == ["byID/x"])
    #expect(
      digest?.messages == [
        #"Expected a key convertible to `Int` but found a string of 1 character instead"#
      ])
  }

  @Test(arguments: Format.allCases)
  func `an optional of the wrong type is nil and reported`(format: Format) throws {
    let (model, digest) = try format.decodeReporting(Amount.self, from: ["value": "seven"])
    #expect(model.value == nil)
    #expect(model.$value.outcomeKind == .recovered(wasReported: true))
    #expect(DecodingErrorKind(model.$value.error) == .typeMismatch)
    #expect(digest?.paths == ["value"])
    #expect(digest?.recoveryPaths == ["value"])
  }

  @Test(arguments: Format.allCases)
  func `missing optionals and collections are empty and silent`(format: Format) throws {
    let (model, digest) = try format.decodeReporting(Optionals.self, from: [:])
    #expect(model.value == nil)
    #expect(model.$value.outcomeKind == .keyNotFound)
    #expect(model.values == [])
    #expect(model.$values.outcomeKind == .keyNotFound)
    #expect(model.optionalValues == nil)
    #expect(model.$optionalValues.outcomeKind == .keyNotFound)
    #expect(model.counts == [:])
    #expect(model.$counts.outcomeKind == .keyNotFound)
    #expect(digest == nil)
  }

  /// Property lists and XML have no null: see `PropertyListDecoderTests` and `XMLDecoderTests`.
  @Test(arguments: Format.withNull)
  func `null optionals and collections are empty and silent`(format: Format) throws {
    let payload: Payload = ["value": nil, "values": nil, "optionalValues": nil, "counts": nil]
    let (model, digest) = try format.decodeReporting(Optionals.self, from: payload)
    #expect(model.value == nil)
    #expect(model.$value.outcomeKind == .valueWasNil)
    #expect(model.values == [])
    #expect(model.$values.outcomeKind == .valueWasNil)
    #expect(model.optionalValues == nil)
    #expect(model.$optionalValues.outcomeKind == .valueWasNil)
    #expect(model.counts == [:])
    #expect(model.$counts.outcomeKind == .valueWasNil)
    #expect(digest == nil)
  }

  @Test(arguments: Format.allCases)
  func `a novel enum value takes the fallback and is reported as novel`(format: Format) throws {
    let (model, reported) = try format.decodeReporting(
      Status.self, from: ["name": "build", "state": "queued"])
    #expect(model.state == .unknown)
    #expect(model.$state.outcomeKind == .recovered(wasReported: true))
    let error = try #require(model.$state.error as? UnknownNovelValueError)
    #expect(error.novelValue as? String == "queued")
    let digest = try #require(reported)
    #expect(digest.paths == ["state"])
    #expect(digest.recoveryPaths == ["state"])
    #expect(digest.entries.map(\.isUnknownNovelValue) == [true])
    #expect(digest.errors.isEmpty)
    #expect(digest.messages == [#"Unknown novel value, a string of 6 characters, for `State`"#])
  }

  @Test(arguments: Format.allCases)
  func `a missing enum takes the fallback and is reported`(format: Format) throws {
    let (model, digest) = try format.decodeReporting(Status.self, from: ["name": "build"])
    #expect(model.state == .unknown)
    #expect(model.$state.outcomeKind == .recovered(wasReported: true))
    #expect(DecodingErrorKind(model.$state.error) == .keyNotFound)
    #expect(digest?.paths == ["state"])
    #expect(digest?.recoveryPaths == ["state"])
    #expect(digest?.messages == ["Key `state` not found"])
  }

  @Test(arguments: Format.allCases)
  func `keeps every failable item in position and reports the bad one`(format: Format) throws {
    let payload: Payload = ["items": [["id": 1], ["id": "two"], ["id": 3]]]
    let (model, digest) = try format.decodeReporting(Inventory.self, from: payload)
    #expect(model.items.map(\.value) == [Item(id: 1), nil, Item(id: 3)])
    #expect(model.items.map { DecodingErrorKind($0.error) } == [nil, .typeMismatch, nil])
    // XMLDecoder spells an index as its number, twice: see `XMLDecoderTests`.
    let index = format == .xml ? "1/1" : "Index 1"
    #expect(digest?.paths == ["items/\(index)/id"])
    #expect(digest?.recoveryPaths == ["items/\(index)"])
  }

  /// XMLDecoder loses the good elements of a top-level `Failable` array: see `XMLDecoderTests`.
  @Test(arguments: Format.allCases.filter { $0 != .xml })
  func `a top-level array of failable items keeps the good ones`(format: Format) throws {
    let payload: Payload = [["id": 1], ["id": "two"], ["id": 3]]
    let (items, digest) = try format.decodeReporting([Failable<Item>].self, from: payload)
    #expect(items.map(\.value) == [Item(id: 1), nil, Item(id: 3)])
    #expect(digest?.paths == ["Index 1/id"])
    #expect(digest?.recoveryPaths == ["Index 1"])
  }

  @Test(arguments: Format.allCases)
  func `reports a bad element of an array inside an array element at its full path`(
    format: Format
  ) throws {
    let payload: Payload = [
      "columns": [["name": "todo", "cards": [1, "x", 3]], ["name": "done", "cards": [4]]]
    ]
    let (model, digest) = try format.decodeReporting(Board.self, from: payload)
    #expect(model.columns.map(\.name) == ["todo", "done"])
    #expect(model.columns.map(\.cards) == [[1, 3], [4]])
    #expect(model.$columns.outcomeKind == .decodedSuccessfully)
    #expect(
      model.columns.map(\.$cards.outcomeKind) == [
        .recovered(wasReported: false), .decodedSuccessfully,
      ])
    // XMLDecoder spells the outer index as its number, twice, in place of the key: see
    // `XMLDecoderTests`.
    let path = format == .xml ? "0/0/cards/Index 1" : "columns/Index 0/cards/Index 1"
    #expect(digest?.paths == [path])
    #expect(digest?.recoveryPaths == [path])
  }

  @Test(
    arguments: zip(
      Format.allCases,
      [
        "Expected `Int` but found a string instead",
        "Expected `Int` but found a string instead",
        "Expected `Int` but found a string instead",
        "Expected `Int` but found a string of 5 characters instead",
        "Expected `Int` but found a string of 5 characters instead",
      ]))
  func `a type mismatch message says what the decoder found`(format: Format, message: String)
    throws
  {
    // A decoder's words are repeated only when they name one of JSON's kinds (Yams names its
    // `Scalar`, XMLCoder its `SharedBox<KeyedBox>`): otherwise the value is described.
    let (_, digest) = try format.decodeReporting(Amount.self, from: ["value": "seven"])
    #expect(digest?.messages == [message])
  }
}
