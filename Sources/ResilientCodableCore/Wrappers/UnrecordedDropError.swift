/// An element or entry that a collection dropped past the errors it keeps.
///
/// A `@Resilient` collection keeps the errors of its first ``recordedLimit`` dropped elements or
/// entries; past them it keeps only where each was (and its raw value, when preservation is on),
/// so that a payload of a million bad elements costs a few bytes per element, not a full
/// `DecodingError` with its coding path. Its `errors` and `results` then hold this error in
/// place of the others: one per dropped element, each where it was. The digest and the model's
/// reporter heard of every one as it happened (see ``ResilientDecodingOptions/digestEntryLimit``
/// for what the digest keeps).
public struct UnrecordedDropError: Error, Sendable, Hashable, CustomStringConvertible {
  /// How many dropped elements or entries of one collection keep their errors.
  public static let recordedLimit = 100

  /// The element's index in the array, or the entry's position in key order.
  public let position: Int

  /// The entry's key as the payload spelled it, for a dictionary.
  public let key: String?

  /// A one-line summary, such as
  /// `Element 201 was dropped; its error is not kept past the first 100`.
  public var description: String {
    let what = key.map { "Entry \(String(reflecting: $0))" } ?? "Element \(position)"
    return "\(what) was dropped; its error is not kept past the first \(Self.recordedLimit)"
  }
}

// Its description counts and names, and quotes no value of the payload.
extension UnrecordedDropError: ValueFreeDescription {}
