internal import Foundation

/// The encodings that `JSONDecoder` reads JSON in, told apart as it tells them: by a byte order
/// mark, or by where the first bytes hold zeros.
///
/// The concurrent decode scans UTF-8; a payload in another encoding is converted first, so that
/// it decodes as `JSONDecoder` decodes it.
enum JSONTextEncoding {
  /// `data` as UTF-8 without a byte order mark: `data` itself when it is UTF-8 already, or when
  /// it does not convert exactly (the decode then reads it as `JSONDecoder` does, and fails as
  /// it does).
  static func utf8(_ data: Data) -> Data {
    var utf8 = data
    if let encoding = encoding(startingWith: Array(data.prefix(4))),
      let text = String(data: data, encoding: encoding),
      text.data(using: encoding) == data
    {
      utf8 = Data(text.utf8)
    }
    return utf8.starts(with: [0xEF, 0xBB, 0xBF]) ? Data(utf8.dropFirst(3)) : utf8
  }

  /// The encoding other than UTF-8 that a payload starting with `head` is in, if any.
  private static func encoding(startingWith head: [UInt8]) -> String.Encoding? {
    if head.count >= 4 {
      if head[0] == 0, head[1] == 0, head[2] == 0xFE && head[3] == 0xFF || head[2] == 0 {
        return .utf32BigEndian
      }
      if head[0] == 0xFF && head[1] == 0xFE || head[0] != 0 && head[1] == 0,
        head[2] == 0, head[3] == 0
      {
        return .utf32LittleEndian
      }
    }
    guard head.count >= 2 else { return nil }
    switch (head[0], head[1]) {
    case (0xFE, 0xFF), (0x00, _): return .utf16BigEndian
    case (0xFF, 0xFE), (_, 0x00): return .utf16LittleEndian
    default: return nil
    }
  }
}
