/// What a chunk reported, rebased to the whole array: the index of each element counted from
/// the array's first element instead of the chunk's.
///
/// A chunk's payload leads to the array through the same keys as the whole payload, so an
/// element's index is the only step of a path that differs: the step at ``depth``.
struct ChunkRebase {
  /// The position of the element's index in a coding path: the number of steps to the array.
  let depth: Int
  /// The index in the array of the chunk's first element.
  let offset: Int

  /// `path` with the index of the chunk's element counted from the array's start.
  func codingPath(_ path: CodingPath) -> CodingPath {
    guard offset != 0, path.components.count > depth,
      case .index(let index) = path.components[depth]
    else { return path }
    var components = path.components
    components[depth] = .index(index + offset)
    return CodingPath(components)
  }

  /// `keys` with the index of the chunk's element counted from the array's start.
  func keys(_ keys: [any CodingKey]) -> [any CodingKey] {
    guard offset != 0, keys.count > depth, let index = keys[depth].intValue else { return keys }
    var keys = keys
    keys[depth] = IndexCodingKey(index + offset)
    return keys
  }

  /// `pointer`, a JSON Pointer, with the index of the chunk's element counted from the array's
  /// start.
  func jsonPointer(_ pointer: String) -> String {
    guard offset != 0 else { return pointer }
    var tokens = pointer.split(separator: "/", omittingEmptySubsequences: false)
    // The first token is the empty string before the pointer's first `/`.
    guard tokens.count > depth + 1, let index = Int(tokens[depth + 1]) else { return pointer }
    tokens[depth + 1] = Substring(String(index + offset))
    return tokens.joined(separator: "/")
  }

  /// `error`, the paths it names rebased, for the errors whose messages name them: decoders'
  /// errors, unknown keys and unknown novel values.
  func error(_ error: any Error) -> any Error {
    guard offset != 0 else { return error }
    switch error {
    case let error as DecodingError: return decodingError(error)
    case let error as UnknownKeyError:
      return UnknownKeyError(key: error.key, codingPath: keys(error.codingPath.keys))
    case let error as UnknownNovelValueError:
      return UnknownNovelValueError(error, at: codingPath(error.codingPath))
    default: return error
    }
  }

  /// `error` with its context's coding path rebased.
  func decodingError(_ error: DecodingError) -> DecodingError {
    guard offset != 0 else { return error }
    func rebased(_ context: DecodingError.Context) -> DecodingError.Context {
      .init(
        codingPath: keys(context.codingPath), debugDescription: context.debugDescription,
        underlyingError: context.underlyingError)
    }
    return switch error {
    case .keyNotFound(let key, let context): .keyNotFound(key, rebased(context))
    case .valueNotFound(let type, let context): .valueNotFound(type, rebased(context))
    case .typeMismatch(let type, let context): .typeMismatch(type, rebased(context))
    case .dataCorrupted(let context): .dataCorrupted(rebased(context))
    @unknown default: error
    }
  }

  /// `entry` with every path it gives rebased.
  func entry(_ entry: ErrorDigest.Entry) -> ErrorDigest.Entry {
    guard offset != 0 else { return entry }
    return entry.moved(
      codingPath: codingPath(entry.codingPath), recoveryPath: codingPath(entry.recoveryPath),
      action: action(of: entry), jsonPointer: jsonPointer(entry.jsonPointer),
      recoveryKeys: keys(entry.recoveryKeys), error: error(entry.error))
  }

  /// The action of `entry`, the element it dropped counted from the array's start if it
  /// dropped one of the chunk's elements rather than an element of a collection inside one.
  private func action(of entry: ErrorDigest.Entry) -> RecoveryAction {
    guard let index = entry.action.index, entry.recoveryPath.components.count == depth + 1 else {
      return entry.action
    }
    return .droppedElement(index: index + offset)
  }

  /// `element`, dropped by the chunk, as the array dropped it.
  func dropped(_ element: DroppedElement, recordsError: Bool) -> DroppedElement {
    DroppedElement(
      position: element.position + offset, key: nil, error: error(element.error),
      preserved: element.preserved, recordsError: recordsError, isSetToNil: element.isSetToNil)
  }
}

extension UnknownNovelValueError {
  /// `error`, found at `codingPath`.
  init(_ error: Self, at codingPath: CodingPath) {
    novelValue = error.novelValue
    self.codingPath = codingPath
    typeName = error.typeName
    knownValues = error.knownValues
    isWholeValue = error.isWholeValue
  }
}
