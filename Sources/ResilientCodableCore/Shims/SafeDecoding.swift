// SafeDecoding's spellings that this library replaced, kept so that code moving over compiles.
// See the article "Migrating from SafeDecoding".

/// SafeDecoding's casings of a property's name, for its `@PropertyNameDecoding(casing:)`.
@available(
  *, deprecated,
  message: "write the key the payload uses: @CodedAt(\"full_name\"), or declare CodingKeys"
)
public enum PropertyNameCasingStrategy: Sendable {
  /// `fullName`.
  case camel
  /// `full_name`.
  case snake
  /// `FULL_NAME`.
  case snakeUppercase
  /// `full-name`.
  case kebab
  /// `FULL-NAME`.
  case kebabUppercase
  /// `fullname`.
  case flat
}

/// A reporter written for SafeDecoding, with its five callbacks: the code that moves over changes
/// its conformance from `SafeDecodingReporter` to this protocol, and compiles.
///
/// Its `report(_:)` calls the callback that matches each report. The callbacks receive `Any.self`
/// for the types of properties and elements, which are not known at run time. Each callback does
/// nothing unless implemented; a new reporter conforms to ``SafeDecodingReporter`` and
/// implements ``SafeDecodingReporter/report(_:)``, which receives every recovery.
public protocol SafeDecodingLegacyReporter: SafeDecodingReporter {
  /// SafeDecoding's callback for a property that recovered as a whole.
  func report<Container, Property>(
    error: any Error,
    of propertyName: String,
    decoding propertyType: Property.Type,
    in containerType: Container.Type
  )

  /// SafeDecoding's callback for an array element that was dropped.
  func report<Container, Item>(
    error: any Error,
    decoding itemType: Item.Type,
    at index: Int,
    of propertyName: String,
    in containerType: Container.Type
  )

  /// SafeDecoding's callback for a set member that was dropped; this library reports dropped
  /// set members with their index, to the array callback.
  func report<Container, Item>(
    error: any Error,
    decoding itemType: Item.Type,
    of propertyName: String,
    in containerType: Container.Type
  )

  /// SafeDecoding's callback for a dictionary entry that was dropped.
  func report<Container, Key: Hashable, Item>(
    error: any Error,
    decoding itemType: Item.Type,
    forKey key: Key,
    of propertyName: String,
    in containerType: Container.Type
  )

  /// SafeDecoding's callback for an enum that took its fallback case.
  func report<Container>(error: any Error, in containerType: Container.Type)
}

extension SafeDecodingLegacyReporter {
  /// Calls SafeDecoding's callback that matches the report.
  ///
  /// - Parameter report: What was recovered from, where, and what was done about it.
  public func report(_ report: SafeDecodingReport) {
    func call<Container>(in container: Container.Type) {
      let error = report.error
      guard let property = report.property else {
        self.report(error: error, in: container)
        return
      }
      if let index = report.action.index {
        self.report(error: error, decoding: Any.self, at: index, of: property, in: container)
      } else if let key = report.action.key {
        self.report(error: error, decoding: Any.self, forKey: key, of: property, in: container)
      } else {
        self.report(error: error, of: property, decoding: Any.self, in: container)
      }
    }
    call(in: report.modelType)
  }

  /// Does nothing unless implemented.
  public func report<Container, Property>(
    error: any Error,
    of propertyName: String,
    decoding propertyType: Property.Type,
    in containerType: Container.Type
  ) {}

  /// Does nothing unless implemented.
  public func report<Container, Item>(
    error: any Error,
    decoding itemType: Item.Type,
    at index: Int,
    of propertyName: String,
    in containerType: Container.Type
  ) {}

  /// Does nothing unless implemented.
  public func report<Container, Item>(
    error: any Error,
    decoding itemType: Item.Type,
    of propertyName: String,
    in containerType: Container.Type
  ) {}

  /// Does nothing unless implemented.
  public func report<Container, Key: Hashable, Item>(
    error: any Error,
    decoding itemType: Item.Type,
    forKey key: Key,
    of propertyName: String,
    in containerType: Container.Type
  ) {}

  /// Does nothing unless implemented.
  public func report<Container>(error: any Error, in containerType: Container.Type) {}
}
