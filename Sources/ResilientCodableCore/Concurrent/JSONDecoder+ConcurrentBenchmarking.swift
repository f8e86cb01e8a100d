public import Foundation

// What the benchmark measures of the concurrent decode, part by part; not API.
extension JSONDecoder {
  /// Counts the elements of the array at `pointer` in `data`, as the concurrent decode's scan
  /// finds them, to measure the scan alone.
  ///
  /// - Parameters:
  ///   - pointer: The JSON Pointer of the array.
  ///   - data: The JSON payload.
  /// - Returns: The number of elements, or `nil` if there is no array at the pointer.
  /// - Throws: What the concurrent decode throws for a payload that is not JSON.
  @_spi(Benchmarking)
  public func countElements(ofArrayAt pointer: String, in data: Data) throws -> Int? {
    try arrayLayout(at: JSONPointer(pointer) ?? JSONPointer(root: ()), in: data)?.count
  }

  /// Decodes as ``decodeResilientConcurrently(_:elements:at:from:)`` does, but decodes the
  /// chunks one after the other on this thread, to count the instructions that chunking costs.
  ///
  /// - Parameters:
  ///   - type: The type of the object around the array.
  ///   - elementsType: The array type of the elements.
  ///   - pointer: The JSON Pointer of the array.
  ///   - data: The JSON payload.
  /// - Returns: The object around the array, the elements, and the digest.
  /// - Throws: What ``decodeResilientConcurrently(_:elements:at:from:)`` throws.
  @_spi(Benchmarking)
  public func decodeResilientInChunks<Envelope: Decodable, Element: Decodable & SendableMetatype>(
    _ type: Envelope.Type,
    elements elementsType: [Element].Type,
    at pointer: String,
    from data: Data
  ) throws -> (Envelope, [Element], ErrorDigest?) {
    try decodeResilientConcurrently(
      type, elements: elementsType, at: pointer, from: data,
      minimumChunkSize: Self.concurrentChunkSize,
      isConcurrent: false)
  }
}
