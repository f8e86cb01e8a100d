import Foundation

/// The libFuzzer entry point: decodes the bytes as JSON, and as a property list when they start
/// like one, leniently and in strict mode, checks the concurrent decode's scan and the decode
/// itself, and the streamed decode's cuts and batches, holds our JSON reader to Foundation's
/// `JSONDecoder`, and traps when the decodes break an invariant.
///
/// Throwing is fine for a payload broken as a whole; crashing, or disagreeing with oneself, is
/// not.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let data = Data(bytes: start, count: count)
  PayloadFormat.json.checkDecodes(of: data)
  ArrayScanChecks.check(data)
  StreamChecks.check(data)
  ReaderDifferentialCheck.check(data)
  checkJSON5(of: data)
  if PayloadFormat.propertyList.recognizes(data) {
    PayloadFormat.propertyList.checkDecodes(of: data)
  }
  return 0
}

/// Decodes `data` as JSON5, where Foundation reads past the end of a number that ends the
/// payload and traps on an exponent sign that no digit follows (`Fuzz/Crashes/README.md`):
/// throwing is fine, crashing is not.
func checkJSON5(of data: Data) {
  let decoder = JSONDecoder()
  decoder.allowsJSON5 = true
  _ = try? decoder.decode(FuzzModel.self, from: data, reportResilientDecodingErrors: true)
  _ = try? decoder.decodeResilient(Double?.self, from: data)
}

/// A format that payloads are decoded from, each time with a new decoder.
enum PayloadFormat: String {
  case json = "JSON"
  case propertyList = "property list"

  /// The model, and the digest of what decoding it recovered from.
  typealias Decoded = (model: FuzzModel, digest: ErrorDigest?)

  /// The properties whose errors are reported in key order, while strict mode throws the
  /// first error in the order the decoder hands out the entries.
  private static let dictionaryKeys: Set<CodingPath.Component> = ["scores", "names", "colors"]

  /// Decodes `data` with a new decoder, with the digest of what it recovered from; a coercing
  /// JSON decoder also converts scalars, reads dates in several formats and converts keys from
  /// snake case.
  func decode<Value: Decodable>(
    _ type: Value.Type,
    from data: Data,
    isStrict: Bool,
    isCoercing: Bool = false
  ) throws -> (Value, ErrorDigest?) {
    switch self {
    case .json:
      let decoder = JSONDecoder()
      decoder.dateDecodingStrategy =
        isCoercing ? .formats([.iso8601, .rfc1123, .secondsSince1970]) : .iso8601
      decoder.dataDecodingStrategy = .base64
      // Converting keys makes the digest read the payload's spelling of them from its bytes.
      decoder.keyDecodingStrategy = isCoercing ? .convertFromSnakeCase : .useDefaultKeys
      decoder.userInfo.resilientDecodingOptions = ResilientDecodingOptions(
        isStrict: isStrict, coercesScalars: isCoercing)
      return try decoder.decode(type, from: data, reportResilientDecodingErrors: true)
    case .propertyList:
      let decoder = PropertyListDecoder()
      let reporter = ResilientDecodingErrorReporter()
      decoder.userInfo.resilientDecodingOptions = ResilientDecodingOptions(
        isStrict: isStrict, reporter: reporter)
      let value = try decoder.decode(type, from: data)
      return (value, reporter.flushReportedErrors())
    }
  }

  /// Whether `data` starts like a binary property list, or like an XML one and is valid UTF-8.
  ///
  /// `PropertyListDecoder` traps, rather than throws, on some invalid UTF-8 in an XML property
  /// list, with no resilient decoding involved: see `Fuzz/Crashes/README.md`.
  func recognizes(_ data: Data) -> Bool {
    data.starts(with: "bplist".utf8)
      || (data.starts(with: "<?xml".utf8) && String(validating: data, as: UTF8.self) != nil)
  }

  /// Decodes `data` leniently and strictly and checks each decode and how the two agree.
  func checkDecodes(of data: Data) {
    let lenient = Result { () throws -> Decoded in
      try decode(FuzzModel.self, from: data, isStrict: false)
    }
    let strict = Result { () throws -> Decoded in
      try decode(FuzzModel.self, from: data, isStrict: true)
    }
    checkMacroTwin(of: data, against: lenient)
    checkCoercingTwins(of: data)
    checkPolicyTwins(of: data)
    checkStrategyTwins(of: data)
    switch lenient {
    case .success(let decoded):
      decoded.digest?.checkInvariants()
      LenientDecodeChecker(digest: decoded.digest).check(decoded.model)
      check(strict, against: decoded, of: data)
      if self == .json { checkBounds(of: data, against: decoded) }
    case .failure(let error):
      checkBrokenAsWhole(error)
      if case .success = strict {
        require(false, "\(rawValue): strict mode decoded a payload that lenient decoding threw for")
      }
    }
  }

  /// A digest bounded to two entries keeps the first two of the unbounded one and counts every
  /// other, and a recovery limit of none stops any decode that recovers.
  private func checkBounds(of data: Data, against unbounded: Decoded) {
    let decode = { (configure: (inout ResilientDecodingOptions) -> Void) in
      // As `decode(_:from:isStrict:isCoercing:)` decodes leniently, with a bound.
      let decoder = JSONDecoder()
      decoder.dateDecodingStrategy = .iso8601
      decoder.dataDecodingStrategy = .base64
      configure(&decoder.userInfo.resilientDecodingOptions)
      return try decoder.decode(FuzzModel.self, from: data, reportResilientDecodingErrors: true)
    }
    let summary = { (entries: ArraySlice<ErrorDigest.Entry>) in
      entries.map { "\($0.jsonPointer) \($0.category) \($0.action)" }
    }
    let entries = unbounded.digest?.entries ?? []
    do {
      let bounded = try decode { $0.digestEntryLimit = 2 }.1
      require(
        bounded?.recoveryCount ?? 0 == entries.count,
        "a bounded digest counts \(bounded?.recoveryCount ?? 0) of \(entries.count) recoveries")
      require(
        summary(bounded?.entries[...] ?? []) == summary(entries.prefix(2)),
        "a bounded digest kept other entries than the first two")
    } catch {
      require(false, "a bounded digest threw \(error) where the unbounded one decoded")
    }
    guard !entries.isEmpty else { return }
    do {
      _ = try decode { $0.recoveryLimit = 0 }
      require(false, "a recovery limit of 0 let a decode with \(entries.count) recoveries through")
    } catch {
      require(error is RecoveryLimitExceededError, "a recovery limit of 0 threw \(error)")
    }
  }

  /// The `@SafeDecoding` twin decodes what the wrappers decode, and reports the same entries:
  /// the wrapper path and the macro path are one behaviour.
  ///
  /// JSON only: a corrupt binary property list can alias one object from several places, which
  /// `PropertyListDecoder` then reads differently from one decode to the next (reproducer:
  /// Fuzz/Crashes/bplist-order-dependent-aliasing).
  private func checkMacroTwin(
    of data: Data,
    against wrappers: Result<Decoded, any Error>,
    isCoercing: Bool = false
  ) {
    guard self == .json else { return }
    let macro = Result {
      try decode(MacroFuzzModel.self, from: data, isStrict: false, isCoercing: isCoercing)
    }
    switch (wrappers, macro) {
    case (.success(let wrappers), .success(let macro)):
      // Dictionaries whose payload spells one key twice keep either value (see `isEquivalent`).
      guard macro.0.isEqual(to: wrappers.model) || (macro.0.names != wrappers.model.names) else {
        return require(false, "\(rawValue): the macro decoded other values than the wrappers")
      }
      let summary = { (digest: ErrorDigest?) in
        (digest?.entries ?? []).map { "\($0.codingPath) \($0.category) \($0.action)" }
      }
      require(
        summary(macro.1) == summary(wrappers.digest),
        "\(rawValue): the macro reported \(summary(macro.1)), the wrappers "
          + "\(summary(wrappers.digest))")
    case (.failure, .failure):
      break
    case (.success, .failure(let error)):
      require(false, "\(rawValue): the macro threw \(error) where the wrappers decoded")
    case (.failure(let error), .success):
      require(false, "\(rawValue): the macro decoded where the wrappers threw \(error)")
    }
  }

  /// With scalar coercion and several date formats, the twins still decode the same values with
  /// the same digest, and the digest keeps its invariants.
  private func checkCoercingTwins(of data: Data) {
    guard self == .json else { return }
    let wrappers = Result { () throws -> Decoded in
      try decode(FuzzModel.self, from: data, isStrict: false, isCoercing: true)
    }
    checkMacroTwin(of: data, against: wrappers, isCoercing: true)
    if case .success(let decoded) = wrappers { decoded.digest?.checkInvariants() }
  }

  /// With policies and per-property dates, the wrapper and the macro decode the same values and
  /// report the same entries, or both throw the same kind of error.
  private func checkPolicyTwins(of data: Data) {
    checkTwins(
      "policies", of: data, PolicyFuzzModel.self, MacroPolicyFuzzModel.self,
      values: { "\($0.values)" }, { "\($0.values)" })
  }

  /// With every built-in strategy, the wrappers and the macro decode the same values, report
  /// the same entries and write back the same bytes, or both throw.
  private func checkStrategyTwins(of data: Data) {
    checkTwins(
      "strategies", of: data, StrategyFuzzModel.self, MacroStrategyFuzzModel.self,
      values: { $0.values }, { $0.values },
      also: { wrappers, macro in
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let written = [try? encoder.encode(wrappers), try? encoder.encode(macro)].map { data in
          data.map { String(decoding: $0, as: UTF8.self) } ?? "nothing"
        }
        require(
          written[0] == written[1],
          "strategies: the wrappers wrote \(written[0]), the macro \(written[1])")
      })
  }

  /// Holds a wrapper model and its `@SafeDecoding` twin to one behaviour on `data`.
  ///
  /// Both decode the same values (as `wrapperValues` and `macroValues` print them) and report the
  /// same entries, the digest keeps its invariants, and `also` holds of the two; or both throw
  /// the same kind of error (`RequiredValueError` or not). JSON only.
  private func checkTwins<Wrappers: Decodable, Macro: Decodable>(
    _ name: String,
    of data: Data,
    _ wrappersType: Wrappers.Type,
    _ macroType: Macro.Type,
    values wrapperValues: (Wrappers) -> String,
    _ macroValues: (Macro) -> String,
    also: (Wrappers, Macro) -> Void = { _, _ in }
  ) {
    guard self == .json else { return }
    let wrappers = Result { try decode(Wrappers.self, from: data, isStrict: false) }
    let macro = Result { try decode(Macro.self, from: data, isStrict: false) }
    let summary = { (digest: ErrorDigest?) in
      (digest?.entries ?? []).map { "\($0.codingPath) \($0.category) \($0.action)" }
    }
    switch (wrappers, macro) {
    case (.success(let wrappers), .success(let macro)):
      let decoded = (wrapperValues(wrappers.0), macroValues(macro.0))
      require(
        decoded.0 == decoded.1,
        "\(name): the wrappers decoded \(decoded.0), the macro \(decoded.1)")
      require(
        summary(wrappers.1) == summary(macro.1),
        "\(name): the wrappers reported \(summary(wrappers.1)), the macro \(summary(macro.1))")
      wrappers.1?.checkInvariants()
      also(wrappers.0, macro.0)
    case (.failure(let wrapperError), .failure(let macroError)):
      require(
        (wrapperError is RequiredValueError) == (macroError is RequiredValueError),
        "\(name): the wrappers threw \(wrapperError), the macro \(macroError)")
    case (.success, .failure(let error)):
      require(false, "\(name): the macro threw \(error) where the wrappers decoded")
    case (.failure(let error), .success):
      require(false, "\(name): the wrappers threw \(error) where the macro decoded")
    }
  }

  /// Strict mode decodes exactly the payloads that lenient decoding recovers nothing from, to an
  /// equal model, and otherwise throws the first error that lenient decoding reported.
  private func check(
    _ strict: Result<Decoded, any Error>,
    against lenient: Decoded,
    of data: Data
  ) {
    switch (strict, lenient.digest) {
    case (.success(let decoded), nil):
      require(decoded.digest == nil, "\(rawValue): strict mode reported errors")
      require(
        isEquivalent(decoded.model, lenient.model, decodedFrom: data),
        "\(rawValue): strict and lenient decoding differ")
      require(
        decoded.model.outcomeKinds == lenient.model.outcomeKinds,
        "\(rawValue): outcomes differ: strict \(decoded.model.outcomeKinds), "
          + "lenient \(lenient.model.outcomeKinds)")
    case (.success, let digest?):
      require(false, "\(rawValue): strict mode decoded a payload that needed recovery:\n\(digest)")
    case (.failure(let error), nil):
      require(
        false, "\(rawValue): strict mode threw for a payload that needed no recovery: \(error)")
    case (.failure(let error), let digest?):
      // A corrupt binary property list can alias one object from several places, and
      // PropertyListDecoder then reads a value differently depending on what it read before;
      // strict mode stops at its first error and so reads less. Only JSON reads the same way
      // whatever the order (reproducer: Fuzz/Crashes/bplist-order-dependent-aliasing).
      guard self == .json, let first = digest.entries.first,
        let property = first.recoveryPath.components.first,
        !Self.dictionaryKeys.contains(property)
      else { return }
      require(
        Self.isSameError(thrown: error, reported: first.error),
        "\(rawValue): strict mode threw \(error) but lenient decoding reported \(first.error) first"
      )
    }
  }

  /// Whether two decodes of `data` are equal, or differ only in the values of `names` for keys
  /// that the payload spells more than once (`"1"`, `"01"`, `"+1"`): which value wins follows
  /// a dictionary's hash order, as in plain `Decodable` code, and changes from one decode to the
  /// next.
  private func isEquivalent(_ lhs: FuzzModel, _ rhs: FuzzModel, decodedFrom data: Data) -> Bool {
    guard lhs != rhs else { return true }
    guard let lhsNames = lhs.names, let rhsNames = rhs.names,
      Set(lhsNames.keys) == Set(rhsNames.keys),
      let raw = try? decode(RawNames.self, from: data, isStrict: false).0.names
    else { return false }
    let integers = raw.keys.compactMap { Int($0) }
    guard Set(integers).count < integers.count else { return false }
    var lhs = lhs
    var rhs = rhs
    lhs.names = nil
    rhs.names = nil
    return lhs == rhs
  }

  /// Whether strict mode threw the error that lenient decoding reported first.
  ///
  /// `JSONDecoder` throws some errors of its own, such as for a number too large for its type,
  /// that are no `DecodingError`s; a resilient value reports them as a `dataCorrupted` error that
  /// wraps them, but when they escape the whole decode, the decoder replaces them with a
  /// `dataCorrupted` error at the root that does not wrap them.
  private static func isSameError(thrown: any Error, reported: any Error) -> Bool {
    if case DecodingError.dataCorrupted(let context) = thrown, context.codingPath.isEmpty,
      case DecodingError.dataCorrupted(let reportedContext) = reported,
      let underlying = reportedContext.underlyingError, !(underlying is DecodingError)
    {
      return true
    }
    return String(describing: thrown) == String(describing: reported)
  }

  /// Checks that a lenient decode threw for a payload broken as a whole.
  ///
  /// Such a payload does not parse, is not an object, or has an `items` that is not an array.
  /// Errors other than `DecodingError`s name no path: `PropertyListDecoder` throws its parser's
  /// errors as they are.
  private func checkBrokenAsWhole(_ error: any Error) {
    guard let error = error as? DecodingError else { return }
    let path: CodingPath
    switch error {
    case .typeMismatch(_, let context), .valueNotFound(_, let context),
      .dataCorrupted(let context):
      path = CodingPath(context.codingPath)
    case .keyNotFound(let key, let context):
      path = CodingPath(context.codingPath + [key])
    @unknown default:
      path = ["unknown DecodingError"]
    }
    require(
      path == [] || path == ["items"], "\(rawValue): lenient decoding threw at \(path): \(error)")
  }
}

/// The raw keys of a payload's `names`, to tell when several of them spell one integer.
private struct RawNames: Decodable {
  /// A value that decodes from anything.
  struct AnyValue: Decodable {
    init(from decoder: any Decoder) throws {}
  }

  var names: [String: AnyValue]?
}
