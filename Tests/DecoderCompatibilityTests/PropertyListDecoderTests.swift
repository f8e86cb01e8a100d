import Foundation
import ResilientCodableCore
import ResilientCodableTestSupport
import Testing

/// What `PropertyListDecoder` cannot express or expresses differently; the shared behaviour is in
/// `SharedBehaviourTests`.
struct PropertyListDecoderTests {
  /// The shape of ``Optionals``, encoded with nothing in it.
  struct Blank: Encodable {
    var value: Int?
    var values: [Int]?
    var optionalValues: [Int]?
    var counts: [String: Int]?
  }

  @Test(arguments: [Format.binaryPropertyList, .xmlPropertyList])
  func `a property list has no null, so serializing one fails`(format: Format) {
    let error = #expect(throws: (any Error).self) {
      try format.data(["value": nil])
    }
    #expect((error as? NSError)?.domain == NSCocoaErrorDomain)
    #expect((error as? NSError)?.code == CocoaError.propertyListWriteStream.rawValue)
  }

  @Test(arguments: [
    (Format.binaryPropertyList, PropertyListSerialization.PropertyListFormat.binary),
    (.xmlPropertyList, .xml),
  ])
  func `PropertyListEncoder leaves out nil, which decodes as a missing key, silently`(
    format: Format,
    outputFormat: PropertyListSerialization.PropertyListFormat
  ) throws {
    let encoder = PropertyListEncoder()
    encoder.outputFormat = outputFormat
    let (model, digest) = try format.decodeReporting(Optionals.self, from: encoder.encode(Blank()))
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

  @Test(arguments: [Format.binaryPropertyList, .xmlPropertyList])
  func `PropertyListDecoder spells an array index as Index N`(format: Format) throws {
    let (_, reported) = try format.decodeReporting(Numbers.self, from: ["values": [1, "two"]])
    let entry = try #require(reported?.entries.first)
    guard case .typeMismatch(_, let context)? = entry.error as? DecodingError else {
      Issue.record("Expected a type mismatch, got \(entry.error)")
      return
    }
    #expect(context.codingPath.map(\.stringValue) == ["values", "Index 1"])
    #expect(context.codingPath.map(\.intValue) == [nil, 1])
    #expect(entry.codingPath == ["values", 1])
  }
}
