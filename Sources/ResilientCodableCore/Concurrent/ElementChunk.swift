/// The elements of one chunk of an array, decoded from a payload that holds them alone.
///
/// The payload is the chunk's bytes in brackets, inside the objects and arrays that lead to the
/// array in the whole payload, so that every coding path and JSON Pointer but the elements'
/// indices is what decoding the whole payload makes. The elements go to the slots of the
/// decode's plan.
///
/// A bad element is dropped, or set to `nil` in its place if the element type is optional, and
/// reported as in any resilient array, through the same conversion and recovery; the completeness limits of the array are left to the caller, who sees
/// every chunk.
struct ElementChunk<Element: Decodable>: Decodable {
  /// The elements dropped, by their index in the chunk.
  private(set) var dropped: [DroppedElement] = []
  /// The array's coding path, as the decoder presents its keys.
  private(set) var path: [any CodingKey] = []

  init(from decoder: any Decoder) throws {
    guard let plan = ConcurrentDecodePlan.current,
      let slots = plan.slots?.assumingMemoryBound(to: Element.self)
    else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: [], debugDescription: "A chunk decodes only in a concurrent decode"))
    }
    var decoder = decoder
    for step in plan.steps {
      switch step {
      case .member:
        let container = try decoder.container(keyedBy: ArrayPathKey.self)
        guard let key = container.allKeys.first else {
          throw DecodingError.dataCorrupted(
            .init(codingPath: container.codingPath, debugDescription: "A chunk lost its key"))
        }
        decoder = try container.superDecoder(forKey: key)
      case .element(let index):
        var container = try decoder.unkeyedContainer()
        for _ in 0..<index { _ = try container.decode(SkippedValue.self) }
        decoder = try container.superDecoder()
      }
    }
    var container = try decoder.unkeyedContainer()
    path = container.codingPath
    let journal = RecoveryJournal.current
    journal.recoveryCount = plan.recoveriesBefore
    defer { plan.recoveryCount = journal.recoveryCount }
    // As in `UnkeyedDecodingContainer.decodeElements`, the session and the conversion are
    // asked for once, at the first failure.
    var session: DecodeSession?
    var coerces: Bool?
    let nilElement = nilValue(of: Element.self)
    // In locals, which a class's properties are not: each access to one is checked for
    // exclusivity at run time.
    let placeholders = plan.placeholders
    var written = 0
    defer { plan.written = written }
    while !container.isAtEnd {
      let index = container.currentIndex
      if !placeholders.isEmpty, let placeholder = placeholders[index] {
        guard let error = placeholder else {
          _ = try container.decode(SkippedValue.self)
          continue
        }
        let failureSession = session ?? Recovery.session(decoder.userInfo)
        session = failureSession
        guard try recover(at: index, failingWith: error, in: failureSession) else { break }
        continue
      }
      do {
        (slots + written).initialize(to: try container.decode(Element.self))
        written += 1
      } catch {
        let failureSession = session ?? Recovery.session(decoder.userInfo)
        session = failureSession
        let coercesElements =
          coerces ?? Recovery.coerces(Element.self, in: failureSession, setting: nil)
        coerces = coercesElements
        if coercesElements,
          let element = try container.coerceElement(
            Element.self, at: index, failingWith: error, in: failureSession, context: nil)
        {
          (slots + written).initialize(to: element)
          written += 1
          continue
        }
        guard try recover(at: index, failingWith: error, in: failureSession) else { break }
      }
    }

    /// Recovers from the failure of the element at `index`, writing `nil` in its slot for an
    /// element of an optional type; returns whether the container stepped over it.
    func recover(
      at index: Int,
      failingWith error: any Error,
      in session: DecodeSession
    ) throws -> Bool {
      let stepsOver = try container.recoverElement(
        at: index, of: path, failingWith: error, settingToNil: nilElement != nil, in: session,
        context: nil, into: &dropped)
      if let nilElement {
        (slots + written).initialize(to: nilElement)
        written += 1
      }
      return stepsOver
    }
  }
}

/// A key on the way to an array, as the payload holds it: a model's key to the digest, which
/// spells it back as the payload does, and groups by it past the digest's entry limit.
struct ArrayPathKey: CodingKey {
  let stringValue: String
  var intValue: Int? { nil }

  init(stringValue: String) { self.stringValue = stringValue }

  init?(intValue: Int) { nil }
}
