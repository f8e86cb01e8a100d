import Foundation
import ResilientCodableKeyCasing

/// How the payload spelled the model keys of a coding path, which a decoder's key strategy may
/// have rewritten before the model saw them.
enum PayloadKeySpelling: Sendable {
  /// As the coding path has them.
  case asDecoded
  /// In snake case, which a `JSONDecoder` with `.convertFromSnakeCase` turned into the model's
  /// names.
  case snakeCase

  /// `path` as a JSON Pointer with the keys as the payload spelled them.
  ///
  /// A model's key is spelled back in snake case when that spelling converts to it again
  /// (`stateReason` is `state_reason`; `htmlURL`, which no snake-case key converts to, stays as
  /// it is). The keys of dictionaries, which key strategies leave alone, stay as they are.
  func jsonPointer(of path: [any CodingKey]) -> String {
    CodingPath(path.map(component)).jsonPointer
  }

  /// `key` as a step of a path, spelled as the payload likely spelled it.
  private func component(_ key: any CodingKey) -> CodingPath.Component {
    guard self == .snakeCase, key.intValue == nil, Self.isModelKey(key) else {
      return CodingPath.Component(key)
    }
    let snakeCase = KeyCasing.snakeCase(key.stringValue)
    let isExact = KeyCasing.convertedFromSnakeCase(snakeCase) == key.stringValue
    return .key(isExact ? snakeCase : key.stringValue)
  }

  /// `digest`, its JSON Pointers, and those of the groups it counted past its entry limit,
  /// spelling each key as `payload` does.
  ///
  /// Spelling a converted key back is a guess (`image24` may have been `image_24` or
  /// `image24`); the payload settles it, for every key it holds, in one pass over its bytes.
  func respelling(_ digest: ErrorDigest, asIn payload: Data) -> ErrorDigest {
    guard self == .snakeCase else { return digest }
    let allSpellings = PayloadKeyScan(convert: KeyCasing.convertedFromSnakeCase)
      .spellings(
        of: digest.entries.map(\.codingPath) + digest.omitted.map(\.example), in: payload)
    let spellings = allSpellings.prefix(digest.entries.count)
    let omitted = zip(digest.omitted, allSpellings.dropFirst(digest.entries.count)).map {
      $0.respelled($1)
    }
    return ErrorDigest(
      entries: zip(digest.entries, spellings).map { entry, spelled in
        let guessed = CodingPath.tokens(ofJSONPointer: entry.jsonPointer)
        guard guessed.count == spelled.count, spelled.contains(where: { $0 != nil }) else {
          return entry
        }
        let components = entry.codingPath.components.indices.map { index in
          switch entry.codingPath.components[index] {
          case .index(let position): CodingPath.Component.index(position)
          case .key: CodingPath.Component.key(spelled[index] ?? guessed[index])
          }
        }
        return entry.moved(
          codingPath: entry.codingPath, recoveryPath: entry.recoveryPath, action: entry.action,
          jsonPointer: CodingPath(components).jsonPointer, recoveryKeys: entry.recoveryKeys,
          error: entry.error)
      }, omitted: omitted)
  }

  /// `error`, its coding path naming each key as `payload` spells it, as the digest's JSON
  /// Pointers do.
  func respelling(_ error: DecodingError, asIn payload: Data) -> DecodingError {
    guard self == .snakeCase else { return error }
    func respelled(_ context: DecodingError.Context) -> DecodingError.Context {
      let path = CodingPath(context.codingPath)
      let spelled = PayloadKeyScan(convert: KeyCasing.convertedFromSnakeCase)
        .spellings(of: [path], in: payload)[0]
      let keys: [any CodingKey] = context.codingPath.indices.map { index in
        switch path.components[index] {
        case .index: context.codingPath[index]
        case .key:
          spelled[index].map(AnyCodingKey.init(stringValue:))
            ?? respelled(context.codingPath[index])
        }
      }
      return .init(
        codingPath: keys, debugDescription: context.debugDescription,
        underlyingError: context.underlyingError)
    }
    func respelled(_ key: any CodingKey) -> any CodingKey {
      guard case .key(let spelling) = component(key), spelling != key.stringValue else {
        return key
      }
      return AnyCodingKey(stringValue: spelling)
    }
    return switch error {
    case .keyNotFound(let key, let context): .keyNotFound(respelled(key), respelled(context))
    case .valueNotFound(let type, let context): .valueNotFound(type, respelled(context))
    case .typeMismatch(let type, let context): .typeMismatch(type, respelled(context))
    case .dataCorrupted(let context): .dataCorrupted(respelled(context))
    @unknown default: error
    }
  }

  /// Whether `key` is a key of a model, which a key strategy converts: not a dictionary key of
  /// this library or of a decoder's internals.
  private static func isModelKey(_ key: any CodingKey) -> Bool {
    !(key is AnyCodingKey) && !String(describing: type(of: key)).hasPrefix("_")
  }
}
