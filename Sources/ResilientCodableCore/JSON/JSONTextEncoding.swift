internal import Foundation

/// The encodings that `JSONDecoder` reads JSON in (RFC 4627, section 3), told apart exactly as it
/// tells them: by a byte order mark, or by which of the first four bytes are zeros.
///
/// The concurrent decode scans UTF-8; a payload in another encoding is converted first, the way
/// `JSONDecoder` converts it, so that it decodes as `JSONDecoder` decodes it.
enum JSONTextEncoding {
  /// `data` as the UTF-8 that `JSONDecoder` parses: without a byte order mark, converted from
  /// UTF-16 or UTF-32; `data` itself when it does not convert (the decode then fails, as
  /// `JSONDecoder`'s does).
  static func utf8(_ data: Data) -> Data { convertedToUTF8(data) ?? data }

  /// `data` as the UTF-8 that `JSONDecoder` parses, or `nil` if it does not convert from the
  /// encoding `JSONDecoder` reads it in.
  static func convertedToUTF8(_ data: Data) -> Data? {
    let (encoding, markLength) = encoding(startingWith: Array(data.prefix(4)))
    guard encoding != .utf8 else {
      return markLength == 0 ? data : Data(data.dropFirst(markLength))
    }
    return String(bytes: data.dropFirst(markLength), encoding: encoding).map { Data($0.utf8) }
  }

  /// The encoding that `JSONDecoder` reads `data` in.
  static func encoding(of data: Data) -> String.Encoding {
    encoding(startingWith: Array(data.prefix(4))).0
  }

  /// The encoding of a payload whose first bytes are `head`, and the length of its byte order
  /// mark.
  private static func encoding(startingWith head: [UInt8]) -> (String.Encoding, Int) {
    let byte = { (index: Int) -> Int in index < head.count ? Int(head[index]) : -1 }
    switch (byte(0), byte(1), byte(2), byte(3)) {
    case (0, 0, 0xFE, 0xFF): return (.utf32BigEndian, 4)
    // As `JSONDecoder` reads it.
    case (0xFE, 0xFF, 0, 0): return (.utf32LittleEndian, 4)
    case (0xFE, 0xFF, _, _): return (.utf16BigEndian, 2)
    case (0xFF, 0xFE, _, _): return (.utf16LittleEndian, 2)
    case (0xEF, 0xBB, 0xBF, _): return (.utf8, 3)
    case (0, 0, 0, 1...): return (.utf32BigEndian, 0)
    case (0, 1..., 0, 1...): return (.utf16BigEndian, 0)
    case (1..., 0, 0, 0): return (.utf32LittleEndian, 0)
    case (1..., 0, 1..., 0): return (.utf16LittleEndian, 0)
    case (0, 1..., -1, -1): return (.utf16BigEndian, 0)
    case (1..., 0, -1, -1): return (.utf16LittleEndian, 0)
    default: return (.utf8, 0)
    }
  }
}
