/// A value that decodes from anything, used to step over an element that failed to decode.
@usableFromInline
struct SkippedValue: Decodable, Sendable {
  @usableFromInline
  init(from decoder: any Decoder) throws {}
}
