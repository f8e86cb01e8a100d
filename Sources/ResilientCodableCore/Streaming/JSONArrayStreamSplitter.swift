/// Finds the elements of a top-level JSON array as its bytes arrive, and hands each element to a
/// batch.
///
/// The scan follows the structure only: the brackets and the commas between the elements, and
/// inside an element its strings, with their escapes, and its nesting. What an element holds is
/// for its batch's decode to check. Its state carries over from one chunk to the next, so an
/// element may arrive in any number of pieces.
struct JSONArrayStreamSplitter {
  /// Where the scan is in the array.
  private enum Position {
    case beforeArray
    case beforeFirstElement
    case beforeElement
    case inElement
    case afterElement
    case afterArray
  }

  private var position = Position.beforeArray
  /// The brackets and braces open in the element.
  private var depth = 0
  private var isInString = false
  private var isEscaped = false
  /// Whether the element is a number or a literal, which ends at the first byte after it.
  private var isScalar = false
  /// The bytes of an element that began in an earlier chunk.
  private var element: [UInt8] = []
  /// Whether the element is longer than the batches take, and read past to its end unkept.
  private var isSkipping = false
  /// The offset in the stream of the element's first byte.
  private var elementOffset = 0
  /// The offset in the stream of the chunk's first byte.
  private var chunkOffset = 0

  /// Hands every element that `chunk` ends to `batches`, and keeps the rest for the next chunk.
  ///
  /// - Throws: A ``MalformedJSONError`` at the first byte out of place between the elements, at
  ///   its offset in the stream.
  mutating func feed(
    _ chunk: [UInt8],
    into batches: inout StreamBatchBuilder
  ) throws(MalformedJSONError) {
    var index = 0
    var start = position == .inElement ? 0 : nil
    defer { chunkOffset += chunk.count }
    while index < chunk.count {
      let byte = chunk[index]
      switch position {
      case .inElement:
        if isInString {
          if isEscaped {
            isEscaped = false
          } else if byte == UInt8(ascii: "\\") {
            isEscaped = true
          } else if byte == UInt8(ascii: "\"") {
            isInString = false
            if depth == 0 { endElement(chunk, from: start ?? 0, to: index + 1, into: &batches) }
          }
        } else if isScalar {
          if byte.isJSONWhitespace || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]") {
            endElement(chunk, from: start ?? 0, to: index, into: &batches)
            continue
          }
        } else {
          switch byte {
          case UInt8(ascii: "\""): isInString = true
          case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
          case UInt8(ascii: "}"), UInt8(ascii: "]"):
            depth -= 1
            if depth == 0 { endElement(chunk, from: start ?? 0, to: index + 1, into: &batches) }
          default: break
          }
        }
      case _ where byte.isJSONWhitespace:
        break
      // A UTF-8 byte order mark, which some writers put first.
      case .beforeArray
      where chunkOffset + index < 3 && byte == [0xEF, 0xBB, 0xBF][chunkOffset + index]:
        break
      case .beforeArray:
        guard byte == UInt8(ascii: "[") else { throw unexpected(byte, at: index, "an array") }
        position = .beforeFirstElement
      // Foundation's parser takes a comma before the closing bracket, and so does the scan.
      case .beforeFirstElement where byte == UInt8(ascii: "]"),
        .beforeElement where byte == UInt8(ascii: "]"):
        position = .afterArray
      case .beforeFirstElement, .beforeElement:
        switch byte {
        case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ":"):
          throw unexpected(byte, at: index, "a value")
        default:
          startElement(with: byte, at: index)
          start = index
        }
      case .afterElement:
        switch byte {
        case UInt8(ascii: ","): position = .beforeElement
        case UInt8(ascii: "]"): position = .afterArray
        default: throw unexpected(byte, at: index, "`,` or `]`")
        }
      case .afterArray:
        throw unexpected(byte, at: index, "the end of the payload")
      }
      index += 1
    }
    guard position == .inElement, !isSkipping else { return }
    let rest = chunk[(start ?? 0)...]
    if element.count + rest.count > batches.maximumRecordSize {
      isSkipping = true
      element = []
    } else {
      element.append(contentsOf: rest)
    }
  }

  /// Checks that the array ended, once the stream has: a scalar that ends the stream ends there.
  ///
  /// - Throws: A ``MalformedJSONError`` at the end of the stream if the array did not end.
  mutating func finish(into batches: inout StreamBatchBuilder) throws(MalformedJSONError) {
    if position == .inElement, isScalar {
      endElement([], from: 0, to: 0, into: &batches)
    }
    let expected: String? =
      switch position {
      case .afterArray: nil
      case .beforeArray: "an array"
      case .beforeFirstElement, .beforeElement, .inElement: "a value"
      case .afterElement: "`,` or `]`"
      }
    if let expected {
      throw MalformedJSONError(at: chunkOffset, .unexpectedEnd(expected: expected))
    }
  }

  /// Starts an element at `byte`, the chunk's byte at `index`.
  private mutating func startElement(with byte: UInt8, at index: Int) {
    position = .inElement
    elementOffset = chunkOffset + index
    isScalar = false
    isInString = false
    depth = 0
    switch byte {
    case UInt8(ascii: "\""): isInString = true
    case UInt8(ascii: "{"), UInt8(ascii: "["): depth = 1
    default: isScalar = true
    }
  }

  /// Ends the element whose last bytes are `chunk[start..<end]` and hands it to `batches`.
  private mutating func endElement(
    _ chunk: [UInt8],
    from start: Int,
    to end: Int,
    into batches: inout StreamBatchBuilder
  ) {
    if isSkipping || element.count + end - start > batches.maximumRecordSize {
      batches.appendOversized(streamOffset: elementOffset)
      isSkipping = false
      element = []
    } else if element.isEmpty {
      batches.append(chunk[start..<end], streamOffset: elementOffset, isUnterminated: false)
    } else {
      element.append(contentsOf: chunk[start..<end])
      batches.append(element[...], streamOffset: elementOffset, isUnterminated: false)
      element.removeAll(keepingCapacity: true)
    }
    position = .afterElement
  }

  /// The error of `byte`, the chunk's byte at `index`, where `expected` belongs.
  private func unexpected(_ byte: UInt8, at index: Int, _ expected: String) -> MalformedJSONError {
    MalformedJSONError(at: chunkOffset + index, .unexpectedByte(byte, expected: expected))
  }
}
