/// A plain-text table with right-aligned numbers, for the terminal and for pasting into the
/// README.
struct Table {
  /// How a column aligns its cells.
  enum Alignment {
    case left
    case right
  }

  /// A column: its header and alignment.
  struct Column {
    let header: String
    let alignment: Alignment

    init(_ header: String, _ alignment: Alignment = .right) {
      self.header = header
      self.alignment = alignment
    }
  }

  let columns: [Column]
  private(set) var rows: [[String]] = []

  init(columns: [Column]) { self.columns = columns }

  /// Adds a row; a row with fewer cells than columns leaves the rest empty, and its last cell
  /// may run past its column.
  mutating func append(_ cells: [String]) { rows.append(cells) }

  /// The table, columns separated by two spaces, with a rule under the headers.
  var rendered: String {
    var widths = columns.map(\.header.count)
    for row in rows where row.count == columns.count {
      for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
    }
    let header = line(columns.map(\.header), widths: widths)
    let rule = String(repeating: "-", count: header.count)
    return ([header, rule] + rows.map { line($0, widths: widths) }).joined(separator: "\n")
  }

  private func line(_ cells: [String], widths: [Int]) -> String {
    var parts: [String] = []
    for (index, cell) in cells.enumerated() {
      let isLast = index == cells.count - 1
      let padding = String(repeating: " ", count: max(0, widths[index] - cell.count))
      switch columns[index].alignment {
      case .left: parts.append(isLast && cells.count < columns.count ? cell : cell + padding)
      case .right: parts.append(padding + cell)
      }
    }
    var text = parts.joined(separator: "  ")
    while text.last == " " { text.removeLast() }
    return text
  }
}
