import Logging
import ResilientCodableCore

/// One recovered error, as a log record describes it.
struct RecoveryLogRecord {
  let modelType: any Any.Type
  let codingPath: CodingPath
  let recoveryPath: CodingPath
  let jsonPointer: String
  let category: ErrorCategory
  let action: RecoveryAction
  let message: String
  var property: String? = nil

  /// The model type's name, without its module: ``ModelName``.
  var modelName: String { ModelName(modelType).description }

  /// The record's metadata, as ``ResilientDecodingLogger`` documents it.
  var metadata: Logger.Metadata {
    var metadata: Logger.Metadata = [
      "resilient.model": .string(modelName),
      "resilient.path": .string(codingPath.expression),
      "resilient.normalized_path": .string(codingPath.normalizedExpression),
      "resilient.recovery_path": .string(recoveryPath.expression),
      "resilient.json_pointer": .string(jsonPointer),
      "resilient.category": .string(category.rawValue),
      "resilient.action": .string(action.name),
      "resilient.error": .string(message),
    ]
    if let property { metadata["resilient.property"] = .string(property) }
    return metadata
  }
}
