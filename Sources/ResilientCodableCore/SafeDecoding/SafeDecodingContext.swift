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

  /// The reporter, the coercion setting and the property's policy, boxed so that the context
  /// copies as plain data on the clean path; allocated only for a model or property that has one.
  @usableFromInline
  let options: ContextOptions?

  /// The completeness limit of the collection property that decodes in this context
  /// (`@RequireCompleteness`), which its elements' loop checks at every drop, to stop as soon as
  /// the limit can no longer hold.
  @usableFromInline
  var completenessLimit: CompletenessLimit? { options?.completenessLimit }

  /// The reporter that hears about every recovery of the model's properties, if any.
  public var reporter: (any SafeDecodingReporter)? { options?.reporter }

  /// Whether scalars are coerced, when the model or property says so; `nil` leaves it to the
  /// decoder's ``ResilientDecodingOptions/coercesScalars``.
  public var coercesScalars: Bool? { options?.coercesScalars }

  /// The policy of the property being decoded, if it has one.
  @usableFromInline
  var policy: ValuePolicy? { options?.policy }

  /// Creates the context of one decode of `modelType`.
  ///
  /// - Parameters:
  ///   - modelType: The type whose `init(from:)` is decoding.
  ///   - reporter: The reporter of the model's recoveries, if any.
  ///   - coercesScalars: Whether the model's scalars are coerced from other scalar types;
  ///     `nil` leaves it to the decoder's
  ///     ``ResilientDecodingOptions/coercesScalars``.
  @inlinable
  public init(
    _ modelType: any Any.Type,
    reporter: (any SafeDecodingReporter)? = nil,
    coercesScalars: Bool? = nil
  ) {
    self.init(
      modelType: modelType, enumCase: nil, property: nil,
      options: reporter == nil && coercesScalars == nil
        ? nil : ContextOptions(reporter: reporter, coercesScalars: coercesScalars, policy: nil))
  }

  @usableFromInline
  init(modelType: any Any.Type, enumCase: String?, property: String?, options: ContextOptions?) {
    self.modelType = modelType
    self.enumCase = enumCase
    self.property = property
    self.options = options
  }

  /// The context of one property that coerces scalars, whatever the decoder says: what
  /// ``Coerced`` decodes with.
  @usableFromInline
  static func coercingScalars(in modelType: any Any.Type) -> Self {
    Self(modelType: modelType, enumCase: nil, property: nil, options: .coercingScalars)
  }

  /// The context of `property`, decoded under `policy`, with the model's reporter and setting.
  @usableFromInline
  func applying(_ policy: ValuePolicy, to property: String?) -> Self {
    Self(
      modelType: modelType, enumCase: enumCase, property: property,
      options: ContextOptions(
        reporter: reporter, coercesScalars: coercesScalars, policy: policy))
  }

  /// This context, for a collection property whose completeness limit is `limit`, if any: the
  /// limit goes in the options, which only such a property allocates, so that the context every
  /// model passes around stays two words and a reference.
  @usableFromInline
  func limiting(to limit: CompletenessLimit?) -> Self {
    guard let limit else { return self }
    return Self(
      modelType: modelType, enumCase: enumCase, property: property,
      options: ContextOptions(
        reporter: reporter, coercesScalars: coercesScalars, policy: policy,
        completenessLimit: limit))
  }

  /// The context of the associated values of the enum case `caseName`.
  ///
  /// - Parameter caseName: The case whose associated values are decoding.
  /// - Returns: The context, with the same model and reporter.
  public func forCase(_ caseName: String) -> Self {
    Self(modelType: modelType, enumCase: caseName, property: nil, options: options)
  }

  /// The context that the recoveries of `property` are reported with, or `nil` when the model
  /// has neither a reporter nor a coercion setting, so that decoding carries nothing on the
  /// clean path.
  @inlinable
  func reporting(property: String?) -> Self? {
    guard let options else { return nil }
    return Self(modelType: modelType, enumCase: enumCase, property: property, options: options)
  }
}

/// A model's reporter and coercion setting, and a property's policy and completeness limit,
/// behind one reference.
@usableFromInline
final class ContextOptions: Sendable {
  let reporter: (any SafeDecodingReporter)?
  let coercesScalars: Bool?
  let policy: ValuePolicy?
  let completenessLimit: CompletenessLimit?

  @usableFromInline
  init(
    reporter: (any SafeDecodingReporter)?,
    coercesScalars: Bool?,
    policy: ValuePolicy?,
    completenessLimit: CompletenessLimit? = nil
  ) {
    self.reporter = reporter
    self.coercesScalars = coercesScalars
    self.policy = policy
    self.completenessLimit = completenessLimit
  }

  /// The options of a property that coerces scalars and has no reporter, made once.
  static let coercingScalars = ContextOptions(reporter: nil, coercesScalars: true, policy: nil)
}
