internal import Foundation

/// A payload's bytes and the tape ``JSONReader`` made of them: what every container of one
/// decode reads.
///
/// The bytes are borrowed from the caller for the length of the decode. A decoder or container
/// that a model keeps after its `init(from:)` returns keeps the document, which then copies the
/// bytes into storage of its own (``keepBytes()``), as `JSONDecoder` does.
final class JSONDocument {
  /// The payload's bytes.
  private(set) var base: UnsafePointer<UInt8>
  /// The number of bytes.
  let count: Int
  /// Where each value lies.
  let tape: JSONTape
  /// The copy of the bytes, once the document outlives the decode.
  private var ownedBytes: UnsafeMutableBufferPointer<UInt8>?
  /// For each set of coding keys that tells a kept object's known keys from its unknown ones,
  /// the bytes of the last object's keys, in order, with whether each was known
  /// (``JSONReaderDecoder/preservedMembers(unknownTo:rememberingAs:)``).
  var rememberedKeys: [ObjectIdentifier: [(bytes: Range<Int>, isKnown: Bool)]] = [:]

  init(base: UnsafePointer<UInt8>, count: Int, tape: JSONTape) {
    self.base = base
    self.count = count
    self.tape = tape
  }

  deinit { ownedBytes?.deallocate() }

  /// Copies the borrowed bytes, for a document that outlives the decode.
  func keepBytes() {
    guard ownedBytes == nil else { return }
    let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: Swift.max(count, 1))
    _ = copy.initialize(from: UnsafeBufferPointer(start: base, count: count))
    ownedBytes = copy
    base = UnsafePointer(copy.baseAddress.unsafelyUnwrapped)
  }

  /// Whether the payload's bytes in `lhs` and in `rhs` are the same.
  @inline(__always)
  func sameBytes(_ lhs: Range<Int>, _ rhs: Range<Int>) -> Bool {
    lhs.count == rhs.count && memcmp(base + lhs.lowerBound, base + rhs.lowerBound, lhs.count) == 0
  }

  /// The bytes of the string or number at `index`.
  @inline(__always)
  func bytes(at index: Int) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: base + tape.offset(at: index), count: tape.length(at: index))
  }
}
