/// The model whose `init(from:)` is decoding, and the reporter that hears about its recoveries.
///
/// The code `@SafeDecoding` generates makes one context per decode and passes it to each
/// property it decodes. A hand-written `init(from:)` can do the same to recover exactly as a
/// generated one does, and to report each recovery to a ``SafeDecodingReporter``:
///
/// ```swift
/// init(from decoder: any Decoder) throws {
///   let container = try decoder.container(keyedBy: CodingKeys.self)
///   let context = SafeDecodingContext(Self.self, reporter: auditLog)
///   id = try container.decode(Int.self, forKey: .id)
///   tags = try container.decodeResilient(
///     [String].self, forKey: .tags, property: "tags", context: context)
///   rating = try container.decode(
///     Int.self, forKey: .rating, property: "rating", context: context, initialValue: 0)
/// }
/// ```
public struct SafeDecodingContext: Sendable {
  /// The type whose `init(from:)` is decoding.
  public let modelType: any Any.Type

  /// The enum case whose associated values are decoding, if any.
  public let enumCase: String?

  /// The property being decoded, if any.
  @usableFromInline
  let property: String?

  /// The reporter, boxed so that the context copies as plain data on the clean path; allocated
  /// only for a model that has a reporter.
  @usableFromInline
  let reporterBox: ReporterBox?

  /// The reporter that hears about every recovery of the model's properties, if any.
  public var reporter: (any SafeDecodingReporter)? { reporterBox?.reporter }

  /// Creates the context of one decode of `modelType`.
  ///
  /// - Parameters:
  ///   - modelType: The type whose `init(from:)` is decoding.
  ///   - reporter: The reporter of the model's recoveries, if any.
  @inlinable
  public init(_ modelType: any Any.Type, reporter: (any SafeDecodingReporter)? = nil) {
    self.init(
      modelType: modelType, enumCase: nil, property: nil,
      reporterBox: reporter.map(ReporterBox.init))
  }

  @usableFromInline
  init(modelType: any Any.Type, enumCase: String?, property: String?, reporterBox: ReporterBox?) {
    self.modelType = modelType
    self.enumCase = enumCase
    self.property = property
    self.reporterBox = reporterBox
  }

  /// The context of the associated values of the enum case `caseName`.
  ///
  /// - Parameter caseName: The case whose associated values are decoding.
  /// - Returns: The context, with the same model and reporter.
  public func forCase(_ caseName: String) -> Self {
    Self(modelType: modelType, enumCase: caseName, property: nil, reporterBox: reporterBox)
  }

  /// The context that the recoveries of `property` are reported with, or `nil` when the model
  /// has no reporter, so that decoding carries nothing on the clean path.
  @inlinable
  func reporting(property: String?) -> Self? {
    guard let reporterBox else { return nil }
    return Self(
      modelType: modelType, enumCase: enumCase, property: property, reporterBox: reporterBox)
  }
}

/// A model's reporter, behind one reference.
@usableFromInline
final class ReporterBox: Sendable {
  let reporter: any SafeDecodingReporter

  @usableFromInline
  init(_ reporter: any SafeDecodingReporter) { self.reporter = reporter }
}
