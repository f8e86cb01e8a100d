/// A coding path as a value: keys by their string values and array elements by their indices.
///
/// Write one as an array literal, with strings for keys and integers for indices:
///
/// ```swift
/// #expect(entry.codingPath == ["nodes", 3, "closedAt"])
/// print(entry.codingPath)  // nodes/Index 3/closedAt
/// ```
public struct CodingPath: Hashable, Sendable, ExpressibleByArrayLiteral, CustomStringConvertible {
  /// One step of a coding path.
  public enum Component: Hashable, Sendable, ExpressibleByStringLiteral,
    ExpressibleByIntegerLiteral, CustomStringConvertible
  {
    /// A key of an object, such as a property name or a dictionary key.
    case key(String)
    /// The index of an element of an array.
    case index(Int)

    /// Creates a key component.
    ///
    /// - Parameter value: The key.
    public init(stringLiteral value: String) { self = .key(value) }

    /// Creates an index component.
    ///
    /// - Parameter value: The index.
    public init(integerLiteral value: Int) { self = .index(value) }

    /// Creates the component for a coding key: an index for the keys that decoders make for
    /// array elements (`Index 3`), a key otherwise.
    ///
    /// - Parameter codingKey: The coding key.
    public init(_ codingKey: any CodingKey) {
      // This library's own index key is told by its type, without spelling it.
      if type(of: codingKey) == IndexCodingKey.self, let index = codingKey.intValue {
        self = .index(index)
      } else if let index = codingKey.intValue, codingKey.stringValue == "Index \(index)" {
        self = .index(index)
      } else {
        self = .key(codingKey.stringValue)
      }
    }

    /// The key, or `Index N` for an index, as decoders spell array elements.
    public var description: String {
      switch self {
      case .key(let key): key
      case .index(let index): "Index \(index)"
      }
    }
  }

  /// The steps of the path, outermost first.
  public var components: [Component]

  /// Creates a path from its steps.
  ///
  /// - Parameter components: The steps, outermost first.
  public init(_ components: [Component]) { self.components = components }

  /// Creates a path from its steps.
  ///
  /// - Parameter elements: The steps, outermost first.
  public init(arrayLiteral elements: Component...) { components = elements }

  /// Creates a path from a decoder's coding path.
  ///
  /// - Parameter codingPath: The coding keys, outermost first.
  public init(_ codingPath: [any CodingKey]) { components = codingPath.map(Component.init) }

  /// The steps separated by slashes, such as `nodes/Index 3/closedAt`.
  public var description: String { components.map(\.description).joined(separator: "/") }

  /// The path as a property access expression, such as `nodes[3].closedAt`.
  ///
  /// A key that is not made of letters, digits, `_`, `-` and `$` is quoted: `counts["a b"]`.
  public var expression: String { expression(indexedBy: { String($0) }) }

  /// The path as a JSON Pointer (RFC 6901), such as `/nodes/3/closedAt`: `""` for the root,
  /// and `~` and `/` in a key escaped as `~0` and `~1`.
  public var jsonPointer: String {
    components.map { component in
      switch component {
      case .index(let index): "/\(index)"
      case .key(let key):
        "/" + key.map { $0 == "~" ? "~0" : $0 == "/" ? "~1" : String($0) }.joined()
      }
    }.joined()
  }

  /// The tokens of `jsonPointer` (RFC 6901), each unescaped: `["a/b", "3"]` for `/a~1b/3`.
  static func tokens(ofJSONPointer jsonPointer: String) -> [String] {
    jsonPointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map {
      String($0.replacing("~1", with: "/").replacing("~0", with: "~"))
    }
  }

  /// The path with every index replaced by `*`, such as `nodes[*].closedAt`, so that the same
  /// failure in different elements groups under one string in logs and metrics.
  public var normalizedExpression: String { expression(indexedBy: { _ in "*" }) }

  private func expression(indexedBy index: (Int) -> String) -> String {
    var text = ""
    for component in components {
      switch component {
      case .index(let value):
        text += "[\(index(value))]"
      case .key(let key) where !key.isEmpty && key.allSatisfy(Self.isPlainKeyCharacter):
        text += text.isEmpty ? key : ".\(key)"
      case .key(let key):
        text += "[\(String(reflecting: key))]"
      }
    }
    return text
  }

  static func isPlainKeyCharacter(_ character: Character) -> Bool {
    character.isASCII && (character.isLetter || character.isNumber || "_-$".contains(character))
  }
}

extension CodingPath {
  /// The path as coding keys: a key for each key, an index key for each index.
  var keys: [any CodingKey] {
    components.map { component -> any CodingKey in
      switch component {
      case .key(let key): AnyCodingKey(stringValue: key)
      case .index(let index): IndexCodingKey(index)
      }
    }
  }
}
