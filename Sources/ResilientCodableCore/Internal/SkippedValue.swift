/// A value that decodes from anything, used to step over an element that failed to decode.
struct SkippedValue: Decodable {
  init(from decoder: any Decoder) throws {}
}
