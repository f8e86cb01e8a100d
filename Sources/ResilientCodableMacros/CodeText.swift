// The macro writes its code as formatted text and parses each declaration once: parsing every
// piece as it is built lexes each token again at every level, and formatting the parsed tree
// afterwards visits every token once more, which together were most of what a build spent on
// the macro.

/// `header { … }` with `lines` in the braces, each indented by two spaces.
func block(_ header: String, _ lines: [String]) -> String {
  lines.isEmpty
    ? "\(header) {\n}" : "\(header) {\n\(lines.map(indented).joined(separator: "\n"))\n}"
}

/// `text` with every line that is not empty indented by two spaces.
///
/// A multi-line string literal in `text` keeps its content: its closing delimiter moves with its
/// lines.
func indented(_ text: String) -> String {
  text.split(separator: "\n", omittingEmptySubsequences: false)
    .map { $0.isEmpty ? "" : "  \($0)" }
    .joined(separator: "\n")
}
