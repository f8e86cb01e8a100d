import Foundation
import ResilientCodable
import ResilientCodableTestSupport
import Testing

/// Why a listing is not valid.
enum ListingError: Error, Equatable {
  /// The price is below zero.
  case negativePrice(Int)
}

/// A listing that validates its price and derives its display title once decoded, and refuses
/// to encode without a title.
@SafeDecoding
struct CheckedListing: Codable, Equatable {
  var title: String
  var price: Int
  @IgnoreCoding var displayTitle = ""

  mutating func didDecode() throws {
    guard price >= 0 else { throw ListingError.negativePrice(price) }
    displayTitle = title.uppercased()
  }

  func willEncode(to encoder: any Encoder) throws {
    guard !title.isEmpty else {
      throw EncodingError.invalidValue(
        title, .init(codingPath: encoder.codingPath, debugDescription: "A listing needs a title"))
    }
  }
}

/// Listings that recover one by one.
@SafeDecoding
struct CheckedCatalog: Decodable {
  var listings: [CheckedListing]
  var featured: CheckedListing?
}

/// A class whose hook reads the decoder's `userInfo`.
@SafeDecoding
final class Greeting: Decodable {
  /// The key of the name of the user the greeting is for.
  static let userKey: CodingUserInfoKey = {
    guard let key = CodingUserInfoKey(rawValue: "user") else {
      preconditionFailure("CodingUserInfoKey(rawValue:) rejected user")
    }
    return key
  }()

  var template: String
  var text = ""

  func didDecode(from decoder: any Decoder) {
    text = template.replacingOccurrences(
      of: "{name}", with: decoder.userInfo[Self.userKey] as? String ?? "")
  }
}

/// A shape whose hook checks and normalizes what decoded, whatever case or path it took.
@SafeDecoding(decodingStrategy: .caseByObjectProperty("type"))
enum CheckedShape: Codable, Equatable {
  case circle(radius: Double)
  case square(side: Double)
  @FallbackCaseDecoding case unsupported

  mutating func didDecode() throws {
    switch self {
    case .circle(let radius) where radius < 0: throw ShapeError.negative
    case .square(let side) where side < 0: self = .square(side: -side)
    default: break
    }
  }

  func willEncode() throws {
    if case .unsupported = self { throw ShapeError.unsupported }
  }
}

/// Why a shape is not valid.
enum ShapeError: Error, Equatable {
  /// A circle's radius is below zero.
  case negative
  /// The shape has no payload to write.
  case unsupported
}

/// Shapes that recover one by one.
@SafeDecoding
struct CheckedDrawing: Decodable {
  var shapes: [CheckedShape]
}

struct ModelHookTests {
  @Test func `an enum's didDecode runs on every path, and its error drops the element`() throws {
    let json = """
      {"shapes": [{"type": "circle", "radius": 2}, {"type": "circle", "radius": -1},
        {"type": "square", "side": -3}, {"type": "hexagon"}]}
      """
    let (drawing, digest) = try decode(CheckedDrawing.self, json)
    #expect(drawing.shapes == [.circle(radius: 2), .square(side: 3), .unsupported])
    #expect(digest?.entries.map(\.jsonPointer) == ["/shapes/1", "/shapes/3/type"])
    #expect(digest?.entries.map(\.action) == [.droppedElement(index: 1), .usedFallbackCase])
    #expect(try encode(CheckedShape.circle(radius: 2)) == #"{"radius":2,"type":"circle"}"#)
    #expect(throws: ShapeError.unsupported) { try encode(CheckedShape.unsupported) }
  }

  @Test func `didDecode derives fields, and its error is recovered at the model's position`()
    throws
  {
    let json = """
      {"listings": [{"title": "Bike", "price": 120}, {"title": "Car", "price": -1}],
       "featured": {"title": "Boat", "price": -5}}
      """
    let (catalog, digest) = try decode(CheckedCatalog.self, json)
    #expect(
      catalog.listings == [CheckedListing(title: "Bike", price: 120, displayTitle: "BIKE")])
    #expect(catalog.featured == nil)
    #expect(digest?.entries.map(\.jsonPointer) == ["/listings/1", "/featured"])
    #expect(digest?.entries.map(\.category) == [.other, .other])
    #expect(digest?.entries.map(\.action) == [.droppedElement(index: 1), .setToNil])
    #expect(
      digest?.entries.map { $0.error as? ListingError }
        == [.negativePrice(-1), .negativePrice(-5)])
  }

  @Test func `willEncode runs before encoding, and its error stops it`() throws {
    #expect(try encode(CheckedListing(title: "Bike", price: 1)) == #"{"price":1,"title":"Bike"}"#)
    #expect(throws: EncodingError.self) { try encode(CheckedListing(title: "", price: 1)) }
  }

  @Test func `a hook can take the decoder`() throws {
    let decoder = JSONDecoder()
    decoder.userInfo[Greeting.userKey] = "Ada"
    let greeting = try decoder.decode(Greeting.self, from: Data(#"{"template": "Hi {name}"}"#.utf8))
    #expect(greeting.text == "Hi Ada")
  }
}
