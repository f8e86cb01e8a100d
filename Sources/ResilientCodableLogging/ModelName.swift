/// The name of a model type as logs and metrics show it: qualified by the types it is nested in
/// but not by its module, with the standard library's sugar, and without the `Resilient` wrapper
/// a top-level collection is decoded through.
///
/// `ResilientCodableCore.Resilient<Swift.Array<App.API.Status>>` reads `[API.Status]`, so that
/// two types named `Issue` in different namespaces do not share a metric.
struct ModelName: CustomStringConvertible {
  let description: String

  init(_ type: any Any.Type) {
    description = Self.format(String(reflecting: type)[...])
  }

  /// `name` with its generic arguments formatted in turn.
  private static func format(_ name: Substring) -> String {
    guard let open = name.firstIndex(of: "<"), name.last == ">" else { return unqualified(name) }
    let base = name[..<open]
    let arguments = splitArguments(
      name[name.index(after: open)..<name.index(before: name.endIndex)]
    )
    .map(format)
    switch (base, arguments.count) {
    case ("Swift.Array", 1): return "[\(arguments[0])]"
    case ("Swift.Optional", 1): return "\(arguments[0])?"
    case ("Swift.Dictionary", 2): return "[\(arguments[0]): \(arguments[1])]"
    case ("ResilientCodableCore.Resilient", 1): return arguments[0]
    default: return "\(unqualified(base))<\(arguments.joined(separator: ", "))>"
    }
  }

  /// The generic arguments in `list`, split at its top-level commas.
  private static func splitArguments(_ list: Substring) -> [Substring] {
    var arguments: [Substring] = []
    var depth = 0
    var start = list.startIndex
    for index in list.indices {
      switch list[index] {
      case "<": depth += 1
      case ">": depth -= 1
      case "," where depth == 0:
        arguments.append(list[start..<index])
        start = list.index(after: index)
      default: break
      }
    }
    arguments.append(list[start...])
    return arguments.map { $0.drop { $0 == " " } }
  }

  /// `name` without its module, and without the contexts a local type is printed with.
  private static func unqualified(_ name: Substring) -> String {
    let components = name.split(separator: ".").filter { !$0.contains("(") && !$0.contains(")") }
    return components.dropFirst(components.count > 1 ? 1 : 0).joined(separator: ".")
  }
}
