import ResilientCodableCore

/// The sizes of `Resilient` wrappers next to the values they wrap, as compiled in this build.
enum MemoryLayoutReport {
  static var rendered: String {
    var table = Table(columns: [
      Table.Column("value", .left), Table.Column("size"), Table.Column("wrapper", .left),
      Table.Column("size"),
    ])
    table.append(row("Int?", Int?.self))
    table.append(row("[Int]", [Int].self))
    table.append(row("[String: Int]", [String: Int].self))
    table.append(row("ResilientNode.State", ResilientNode.State.self))
    table.append([
      "PlainNode", "\(MemoryLayout<PlainNode>.size)", "ResilientNode",
      "\(MemoryLayout<ResilientNode>.size)",
    ])
    return table.rendered
  }

  private static func row<Value: ResilientlyDecodable>(
    _ name: String,
    _ value: Value.Type
  ) -> [String] {
    [
      name, "\(MemoryLayout<Value>.size)", "Resilient<\(name)>",
      "\(MemoryLayout<Resilient<Value>>.size)",
    ]
  }
}
