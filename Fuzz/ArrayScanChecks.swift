import Foundation

/// The checks of the concurrent decode's scan and validator, and of the decode itself against a
/// decode of the whole array.
enum ArrayScanChecks {
  /// Checks every invariant of the scan, the validator and the concurrent decode on `data`.
  static func check(_ data: Data) {
    // In an allocation of exactly the payload's size, so that AddressSanitizer reports any read
    // past its end.
    let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: data.count, alignment: 1)
    defer { bytes.deallocate() }
    data.withUnsafeBytes { source in
      if let base = source.baseAddress, !source.isEmpty {
        bytes.copyMemory(from: UnsafeRawBufferPointer(start: base, count: source.count))
      }
    }
    let buffer = UnsafeRawBufferPointer(bytes)
    // `JSONSerialization` reads UTF-16 and UTF-32 too, told by zeros or a byte order mark in
    // the first bytes; the scan and the validator read UTF-8, which the concurrent decode
    // converts a payload to first.
    let head = data.prefix(4)
    if !head.contains(0), !head.starts(with: [0xFE, 0xFF]), !head.starts(with: [0xFF, 0xFE]),
      !head.starts(with: [0xEF, 0xBB, 0xBF])
    {
      let parsed = try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
      checkValidator(buffer, isValid: parsed != nil)
      checkScan(buffer, data: data, parsed: parsed)
    }
    for pointer in ["/items", "/0", "/members/0/tags"] {
      // Any pointer: the scan reads within bounds, and finds an array or not.
      _ = try? JSONPointer(pointer).map { try JSONArrayScanner(pointer: $0).layout(in: buffer) }
    }
    checkConcurrentDecode(of: data)
  }

  /// The validator accepts what `JSONSerialization` parses, and rejects at an offset inside the
  /// payload.
  private static func checkValidator(_ bytes: UnsafeRawBufferPointer, isValid: Bool) {
    let error = JSONValidator.firstError(in: bytes)
    if isValid {
      require(error == nil, "the validator rejected valid JSON: \(error.map { "\($0)" } ?? "")")
    }
    if let error {
      require((0...bytes.count).contains(error.byteOffset), "an error offset out of bounds")
    }
  }

  /// For a payload that `JSONSerialization` parses as an array, the scan finds exactly its
  /// elements, each range parsing alone to the same element.
  private static func checkScan(_ bytes: UnsafeRawBufferPointer, data: Data, parsed: Any?) {
    guard let pointer = JSONPointer("") else { return require(false, "the root is a pointer") }
    let layout = Result { try JSONArrayScanner(pointer: pointer).layout(in: bytes) }
    guard let elements = parsed as? [Any] else { return }
    guard case .success(let found?) = layout else {
      return require(false, "the scan found no array in a valid array: \(layout)")
    }
    require(found.count == elements.count, "the scan found \(found.count) of \(elements.count)")
    for (index, element) in elements.enumerated() where index < found.count {
      let range = found.element(index)
      require(
        range.lowerBound >= 0 && range.upperBound <= bytes.count && !range.isEmpty,
        "element \(index) has the range \(range)")
      let alone = try? JSONSerialization.jsonObject(
        with: data.subdata(in: range), options: .fragmentsAllowed)
      require(
        alone.map { canonical($0) == canonical(element) } == true,
        "element \(index)'s range \(range) is not the element")
    }
  }

  /// `value` as JSON with sorted keys, to compare parses.
  private static func canonical(_ value: Any) -> Data? {
    try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed])
  }

  /// Decoding the payload as an array of the fuzz model concurrently, a chunk per element,
  /// gives the values and the digest that decoding it whole gives, or fails as it does.
  private static func checkConcurrentDecode(of data: Data) {
    for isStrict in [false, true] {
      let decoder = JSONDecoder()
      decoder.dateDecodingStrategy = .iso8601
      decoder.userInfo.resilientDecodingOptions.isStrict = isStrict
      let whole = Result { try decoder.decodeResilient([FuzzModel].self, from: data) }
      let concurrent = Result {
        try decoder.decodeResilientConcurrently(
          [FuzzModel].self, from: data, minimumChunkSize: 1)
      }
      switch (whole, concurrent) {
      case (.success(let whole), .success(let concurrent)):
        require(whole.0 == concurrent.0, "the concurrent decode decoded other values")
        require(
          summaries(of: whole.1) == summaries(of: concurrent.1),
          "the concurrent decode's digest differs: \(summaries(of: whole.1)) against "
            + "\(summaries(of: concurrent.1))")
      case (.failure, .failure):
        break
      case (.success, .failure(let error)):
        require(false, "the concurrent decode threw \(error) where the whole decode decoded")
      case (.failure(let error), .success):
        require(false, "the concurrent decode decoded where the whole decode threw \(error)")
      }
    }
  }

  /// Every entry of `digest` in one line: pointer, paths, category, action and message.
  private static func summaries(of digest: ErrorDigest?) -> [String] {
    (digest?.entries ?? []).map { entry in
      "\(entry.jsonPointer) | \(entry.codingPath) | \(entry.recoveryPath) | \(entry.category) | "
        + "\(entry.action) | \(entry.message)"
    } + (digest?.omitted ?? []).map { "\($0.normalizedJSONPointer) \($0.count)" }
  }
}
