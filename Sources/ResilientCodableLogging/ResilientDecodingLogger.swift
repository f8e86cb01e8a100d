public import CoreMetrics
public import Logging
public import ResilientCodableCore

/// Logs every error that resilient decoding recovered from as one structured log record, and
/// counts the recoveries in a metrics counter.
///
/// Log the digest of a decode:
///
/// ```swift
/// let decodingLog = ResilientDecodingLogger(logger: Logger(label: "api"))
/// let page = try JSONDecoder().decode(Page.self, from: data, loggingRecoveriesWith: decodingLog)
/// ```
///
/// or hand it to `@SafeDecoding(reporter:)`, which logs each recovery of the model as it
/// happens. Each record has the message `Recovered from a decoding error` and this metadata:
///
/// | key | value |
/// |---|---|
/// | `resilient.model` | the model type, such as `Page` |
/// | `resilient.path` | where the error occurred, such as `nodes[3].closedAt` |
/// | `resilient.normalized_path` | the same path without indices: `nodes[*].closedAt` |
/// | `resilient.recovery_path` | what was dropped or replaced, such as `nodes[3]` |
/// | `resilient.json_pointer` | where the error occurred as the payload spells it, such as `/nodes/3/closed_at` |
/// | `resilient.category` | the `ErrorCategory`, such as `valueWasNil` |
/// | `resilient.action` | the `RecoveryAction`, such as `droppedElement` |
/// | `resilient.error` | the error in one line |
///
/// The counter ``counterLabel`` counts one per record, with the dimensions `model`, `category`
/// and `action`, so that a dashboard can alert on a rise of one kind of bad data.
///
/// A logger hears about each recovery once: when it is both a model's `reporter:` and the logger
/// of a whole decode, it logs the model's recoveries as they happen, with their property, and
/// skips them when it logs the digest.
public struct ResilientDecodingLogger: Sendable, Equatable {
  /// The label of the counter of recovered errors.
  public static let counterLabel = "resilient_decoding_recoveries"

  /// The message of every record; the details are in its metadata.
  public static let message: Logger.Message = "Recovered from a decoding error"

  /// The message of the record of a group of recoveries that a digest counted past its entry
  /// limit.
  public static let countedMessage: Logger.Message = "Recovered from decoding errors, counted"

  /// The logger the records go to.
  public var logger: Logger

  /// The level of the records.
  public var level: Logger.Level

  /// The metrics factory of the counter, or `nil` for the one bootstrapped in `MetricsSystem`.
  private let metricsFactory: (any MetricsFactory)?

  /// What copies of this logger share, so that they compare equal.
  private let identity = Identity()

  /// Creates a logger of recovered errors.
  ///
  /// - Parameters:
  ///   - logger: The logger the records go to.
  ///   - level: The level of the records; `.warning` by default, since recovered data was lost.
  ///   - metricsFactory: The factory of the counter; by default, the one bootstrapped in
  ///     `MetricsSystem`.
  public init(
    logger: Logger,
    level: Logger.Level = .warning,
    metricsFactory: (any MetricsFactory)? = nil
  ) {
    self.logger = logger
    self.level = level
    self.metricsFactory = metricsFactory
  }

  /// Returns whether `lhs` and `rhs` are copies of one logger, writing at the same level.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.identity === rhs.identity && lhs.level == rhs.level && lhs.logger.label == rhs.logger.label
  }

  /// Logs and counts every error of `digest`, in document order, except those this logger
  /// already logged as the reporter of a `@SafeDecoding` model; then each group of recoveries
  /// that the digest counted past its entry limit, as one record that counts them all.
  ///
  /// A group's record has the message `Recovered from decoding errors, counted`, the metadata
  /// `resilient.model`, `resilient.json_pointer` (normalized, such as `/items/*`),
  /// `resilient.category`, `resilient.action` and `resilient.count`, and adds its count to the
  /// counter: a payload of a million bad elements makes a thousand and one records, and counts a
  /// million.
  ///
  /// - Parameters:
  ///   - digest: The errors one decode recovered from.
  ///   - modelType: The type that was decoded.
  public func log(_ digest: ErrorDigest, decoding modelType: any Any.Type) {
    for entry in digest.entries where !entry.wasReported(to: self) {
      log(
        RecoveryLogRecord(
          modelType: modelType, codingPath: entry.codingPath,
          recoveryPath: entry.recoveryPath, jsonPointer: entry.jsonPointer,
          category: entry.category, action: entry.action, message: entry.message))
    }
    let model = ModelName(modelType).description
    for group in digest.omitted {
      logger.log(
        level: level, Self.countedMessage,
        metadata: [
          "resilient.model": .string(model),
          "resilient.json_pointer": .string(group.normalizedJSONPointer),
          "resilient.category": .string(group.category.rawValue),
          "resilient.action": .string(group.actionName),
          "resilient.count": .string(String(group.count)),
        ])
      count(group.count, model: model, category: group.category, action: group.actionName)
    }
  }

  /// Logs and counts one recovery.
  func log(_ record: RecoveryLogRecord) {
    logger.log(level: level, Self.message, metadata: record.metadata)
    count(1, model: record.modelName, category: record.category, action: record.action.name)
  }

  /// Adds `count` recoveries to the counter of their model, category and action.
  private func count(_ count: Int, model: String, category: ErrorCategory, action: String) {
    let dimensions = [("model", model), ("category", category.rawValue), ("action", action)]
    let counter =
      if let metricsFactory {
        Counter(label: Self.counterLabel, dimensions: dimensions, factory: metricsFactory)
      } else {
        Counter(label: Self.counterLabel, dimensions: dimensions)
      }
    counter.increment(by: count)
  }
}

extension ResilientDecodingLogger: SafeDecodingReporter {
  /// Logs and counts one recovery of a `@SafeDecoding` model, as it happens.
  ///
  /// The record's `resilient.model` is the type whose `init(from:)` recovered, and
  /// `resilient.property` the property (or `Case._0` for an enum's associated value).
  ///
  /// - Parameter report: The recovery.
  public func report(_ report: SafeDecodingReport) {
    let property = [report.enumCase, report.property].compactMap(\.self).joined(separator: ".")
    log(
      RecoveryLogRecord(
        modelType: report.modelType, codingPath: report.codingPath,
        recoveryPath: report.recoveryPath, jsonPointer: report.jsonPointer,
        category: ErrorCategory(report.error),
        action: report.action, message: report.message,
        property: property.isEmpty ? nil : property))
  }
}

/// A token that copies of a ``ResilientDecodingLogger`` share.
private final class Identity: Sendable {}
