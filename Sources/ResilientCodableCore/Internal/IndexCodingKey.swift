/// The coding key of an array element, spelled like the standard decoders spell it, when asked:
/// a recovery path is built for every bad element, and read far less often.
@usableFromInline
struct IndexCodingKey: CodingKey {
  @usableFromInline
  let index: Int

  @usableFromInline
  var intValue: Int? { index }

  @usableFromInline
  var stringValue: String { "Index \(index)" }

  @usableFromInline
  init(_ index: Int) {
    self.index = index
  }

  @usableFromInline
  init?(stringValue: String) { nil }

  @usableFromInline
  init?(intValue: Int) { self.init(intValue) }
}
