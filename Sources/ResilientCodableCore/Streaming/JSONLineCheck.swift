/// Checks in one fast pass that a line holds one JSON value and nothing after it, as far as its
/// structure goes: brackets that balance outside strings, strings that end, one value at the
/// top level.
///
/// What the value holds is for the decode to check. The lines that pass join into an array of as
/// many elements as there are lines, which is what a batch decodes; a line whose value is not
/// JSON fails the batch's parse, and the batch then checks each line in full
/// (``JSONValidator``) and drops those that fail.
enum JSONLineCheck {
  /// Whether `line` holds one value, structurally.
  static func holdsOneValue(_ line: UnsafeRawBufferPointer) -> Bool {
    guard let base = line.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return false }
    let count = line.count
    var position = 0
    var nesting = 0
    var values = 0
    var isInScalar = false
    while position < count {
      let byte = base[position]
      position += 1
      switch byte {
      case UInt8(ascii: "\""):
        if nesting == 0 { values += 1 }
        isInScalar = false
        guard let end = JSONArrayScanner.endOfString(in: base, from: position, count: count)
        else { return false }
        position = end
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        if nesting == 0 { values += 1 }
        nesting += 1
        isInScalar = false
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        guard nesting > 0 else { return false }
        nesting -= 1
        isInScalar = false
      case UInt8(ascii: ","), UInt8(ascii: ":"):
        guard nesting > 0 else { return false }
        isInScalar = false
      case _ where byte.isJSONWhitespace:
        isInScalar = false
      default:
        if nesting == 0, !isInScalar {
          values += 1
          isInScalar = true
        }
      }
    }
    return nesting == 0 && values == 1
  }
}
