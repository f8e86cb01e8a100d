/// The coding key of an array element, spelled like the standard decoders spell it.
struct IndexCodingKey: CodingKey {
  let intValue: Int?
  let stringValue: String

  init(_ index: Int) {
    intValue = index
    stringValue = "Index \(index)"
  }

  init?(stringValue: String) { nil }

  init?(intValue: Int) { self.init(intValue) }
}
