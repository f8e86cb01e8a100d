// What the scans of JSON read a byte or eight at a time: whitespace, and the end of a string,
// found eight bytes at a time up to a quote or a backslash.

extension JSONArrayScanner {
  /// The position after the closing quote of the string whose contents start at `position` of
  /// the `count` bytes at `base`, or `nil` if the bytes end first; read eight bytes at a time up
  /// to a quote or a backslash.
  @inline(__always)
  static func endOfString(in base: UnsafePointer<UInt8>, from position: Int, count: Int) -> Int? {
    var position = position
    while true {
      if position + 8 <= count {
        let word = UInt64(
          littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
        let found = quotesOrBackslashes(in: word)
        if found == 0 {
          position += 8
          continue
        }
        position += found.trailingZeroBitCount &>> 3
      } else if position >= count {
        return nil
      }
      let next = base[position]
      if next == UInt8(ascii: "\"") { return position + 1 }
      position += next == UInt8(ascii: "\\") ? 2 : 1
    }
  }

  /// The high bit of each byte of `word` that is a quote or a backslash, and maybe of bytes
  /// after the first such: the lowest set bit is exact.
  static func quotesOrBackslashes(in word: UInt64) -> UInt64 {
    let quotes = word ^ 0x2222_2222_2222_2222
    let backslashes = word ^ 0x5C5C_5C5C_5C5C_5C5C
    return
      ((quotes &- 0x0101_0101_0101_0101) & ~quotes
      | (backslashes &- 0x0101_0101_0101_0101) & ~backslashes) & 0x8080_8080_8080_8080
  }
}

extension UInt8 {
  /// Whether the byte is JSON whitespace: a space, a tab, a line feed or a carriage return.
  var isJSONWhitespace: Bool { self == 0x20 || self == 0x0A || self == 0x0D || self == 0x09 }
}
