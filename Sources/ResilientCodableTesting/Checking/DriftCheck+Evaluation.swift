import Foundation
import ResilientCodableCore
import ResilientCodableKeyCasing

extension DriftCheck {
  /// What one decode gave: the model as JSON, if compared, and the digest's entries.
  struct Decoded {
    var snapshot: ModelSnapshot?
    var entries: [ErrorDigest.Entry]
  }

  /// What a case did: whether it threw or was reported, and how it failed, if it did.
  struct Verdict {
    let driftCase: DriftCase
    var threw = false
    var isReported = false
    var failures: [DriftFailure] = []

    mutating func fail(_ problem: DriftFailure.Problem, _ explanation: String) {
      failures.append(
        DriftFailure(driftCase: driftCase, problem: problem, explanation: explanation))
    }
  }

  /// Decodes `payload` with the check's decoder, collecting the digest.
  func decode(_ payload: Data) throws -> Decoded {
    let (value, digest) = try decoder.decode(
      Model.self, from: payload, reportResilientDecodingErrors: true)
    let entries = digest?.entries ?? []
    let dropped =
      decoder.userInfo.resilientDecodingOptions.preservesInvalidData
      ? [:] : ModelSnapshot.droppedIndices(in: entries)
    return Decoded(
      snapshot: try (value as? any Encodable).map {
        try ModelSnapshot(encoding: $0, droppedIndices: dropped)
      },
      entries: entries)
  }

  /// Decodes the case's payload and judges it against the fixture's decode.
  func evaluate(_ driftCase: DriftCase, against baseline: Decoded) -> Verdict {
    var verdict = Verdict(driftCase: driftCase)
    let decoded: Decoded
    do {
      decoded = try decode(driftCase.payload)
    } catch {
      verdict.threw = true
      if !mayThrow(driftCase, error) { verdict.fail(.threw, "the decode threw \(describe(error))") }
      return verdict
    }
    let added = EntryKey.subtracting(baseline.entries, from: decoded.entries)
    let removed = EntryKey.subtracting(decoded.entries, from: baseline.entries)
    let reported = entriesAtDrift(added, of: &verdict)
    verdict.isReported = !reported.isEmpty
    var changedAtDrift: [CodingPath] = []
    if let before = baseline.snapshot, let after = decoded.snapshot {
      changedAtDrift = compare(
        before, after, ignoring: added + removed, isReported: !reported.isEmpty, of: &verdict)
    }
    if let newKey = driftCase.newKeyPath,
      decoder.userInfo.resilientDecodingOptions.unknownKeyPolicy == .report,
      !reported.contains(where: { $0.jsonPointer.isJSONPointer(within: newKey.jsonPointer) }),
      // A value that did not decode has no unknown keys: its drop or replacement is the report.
      !reported.contains(where: {
        modelPath(newKey).components.starts(with: $0.recoveryPath.components)
      }),
      !changedAtDrift.contains(where: { $0.components.starts(with: modelPath(newKey).components) })
    {
      verdict.fail(
        .unreportedUnknownKey,
        "reported nothing for \(newKey.jsonPointer), though the unknown key policy is .report")
    }
    return verdict
  }

  /// The entries that the case's decode added at the paths it touched; those elsewhere fail
  /// the case.
  private func entriesAtDrift(
    _ added: [ErrorDigest.Entry], of verdict: inout Verdict
  ) -> [ErrorDigest.Entry] {
    let touched = verdict.driftCase.touchedPaths.map(\.jsonPointer)
    return added.filter { entry in
      // A decoder may name the object rather than the key (Foundation's date strategies do):
      // a report at an ancestor of the change is still the change's.
      let isAtDrift = touched.contains {
        entry.jsonPointer.isJSONPointer(within: $0) || $0.isJSONPointer(within: entry.jsonPointer)
      }
      if !isAtDrift {
        let paths = touched.joined(separator: " and ")
        verdict.fail(
          .reportedElsewhere, "reported \(entry.category) at \(entry.jsonPointer), outside \(paths)"
        )
      }
      return isAtDrift
    }
  }

  /// Compares what the fixture and the case decoded, but for what `entries` dropped or
  /// replaced, and returns the paths that changed at the drift; changes elsewhere, and
  /// unreported changes that the case's kind must report, fail the case.
  private func compare(
    _ before: ModelSnapshot, _ after: ModelSnapshot, ignoring entries: [ErrorDigest.Entry],
    isReported: Bool, of verdict: inout Verdict
  ) -> [CodingPath] {
    let modelPaths = verdict.driftCase.touchedPaths.map(modelPath)
    let comparison = SnapshotComparison(
      ignored: Set(entries.map(\.recoveryPath.components)),
      touched: modelPaths.map(\.components))
    var atDrift: [CodingPath] = []
    var elsewhere: [CodingPath] = []
    for difference in comparison.differences(before, after) {
      if modelPaths.contains(where: { difference.components.starts(with: $0.components) }) {
        atDrift.append(difference)
      } else {
        elsewhere.append(difference)
      }
    }
    if !elsewhere.isEmpty {
      let paths = elsewhere.map(\.displayedPointer).joined(separator: ", ")
      verdict.fail(
        .changedElsewhere,
        "changed \(paths), which the drift did not touch, and reported nothing there")
    }
    if !isReported, !atDrift.isEmpty, !verdict.driftCase.kind.mayChangeSilently {
      let paths = atDrift.map(\.displayedPointer).joined(separator: ", ")
      verdict.fail(.unreportedChange, "decoded \(paths) as another value and reported nothing")
    }
    return atDrift
  }

  /// Whether a case that threw `error` may: it touches a required value, breaks a completeness
  /// limit, or adds a key that the unknown key policy rejects.
  private func mayThrow(_ driftCase: DriftCase, _ error: any Error) -> Bool {
    if isCompletenessLimitError(error) { return true }
    if driftCase.newKeyPath != nil,
      decoder.userInfo.resilientDecodingOptions.unknownKeyPolicy == .reject
    {
      return true
    }
    let patterns = requiredPointers.map(JSONPointerPattern.init)
    return driftCase.touchedPaths.contains { path in
      patterns.contains { $0.matches(path.jsonPointer) }
    }
  }

  /// The path of a payload's value as the model's coding keys name it: the keys converted as
  /// the decoder's key strategy converts them.
  private func modelPath(_ path: CodingPath) -> CodingPath {
    guard case .convertFromSnakeCase = decoder.keyDecodingStrategy else { return path }
    return CodingPath(
      path.components.map { component in
        if case .key(let key) = component {
          .key(KeyCasing.convertedFromSnakeCase(key))
        } else {
          component
        }
      })
  }
}

/// An error that a decode threw, in one line: its category, where, and the type it expected.
///
/// It quotes nothing that the error's text says, which may hold a value of the fixture (the
/// standard library's `Cannot initialize State from invalid String value …`).
private func describe(_ error: any Error) -> String {
  let path: [any CodingKey]
  var expected = ""
  switch error {
  case DecodingError.keyNotFound(let key, let context):
    path = context.codingPath + [key]
  case DecodingError.valueNotFound(let type, let context),
    DecodingError.typeMismatch(let type, let context):
    (path, expected) = (context.codingPath, ", expected \(type)")
  case DecodingError.dataCorrupted(let context):
    path = context.codingPath
  default:
    return "`\(type(of: error))`"
  }
  return "\(ErrorCategory(error)) at \(CodingPath(path).displayedPointer)\(expected)"
}

/// Whether `error` is a `CompletenessLimitExceededError`, or the `DecodingError` that carries
/// one as its underlying error.
private func isCompletenessLimitError(_ error: any Error) -> Bool {
  switch error {
  case is CompletenessLimitExceededError: true
  case DecodingError.dataCorrupted(let context):
    context.underlyingError.map(isCompletenessLimitError) ?? false
  default: false
  }
}
