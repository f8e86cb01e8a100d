/// The coding key of an array element, spelled like the standard decoders spell it.
@usableFromInline
struct IndexCodingKey: CodingKey {
  @usableFromInline
  let intValue: Int?
  @usableFromInline
  let stringValue: String

  @usableFromInline
  init(_ index: Int) {
    intValue = index
    stringValue = "Index \(index)"
  }

  @usableFromInline
  init?(stringValue: String) { nil }

  @usableFromInline
  init?(intValue: Int) { self.init(intValue) }
}
