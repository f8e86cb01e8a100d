import Foundation
import ResilientCodable
import ResilientCodableTestSupport
import Testing

/// A public model, as a package would declare it.
@SafeDecoding(memberwise: .public)
public struct PublicLabel: Codable, Equatable, Sendable {
  /// The label's identifier.
  public let id: Int
  /// The label's name.
  public var name: String
  /// The label's color, if it has one.
  public var color: String?
  /// The label's tags.
  public var tags: [String] = ["new"]
}

/// `@SafeDecoding(memberwise: .public)` gives a public model the memberwise initializer that
/// Swift would synthesize internal, with the same defaults; decoding is unchanged.
struct MemberwiseTests {
  @Test func `the memberwise initializer takes every settable property, with its default`() throws {
    let label = PublicLabel(id: 1, name: "bug")
    #expect(label.color == nil && label.tags == ["new"])
    let full = PublicLabel(id: 2, name: "ui", color: "f00", tags: ["a"])
    #expect(
      try decode(PublicLabel.self, #"{"id": 2, "name": "ui", "color": "f00", "tags": ["a"]}"#).0
        == full)
    #expect(try encode(full) == #"{"color":"f00","id":2,"name":"ui","tags":["a"]}"#)
  }
}
