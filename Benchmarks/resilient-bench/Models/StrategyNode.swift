import Foundation
import ResilientCodable

/// ``SafeDecodingNode`` with its dates and counts read by strategies: what a strategy costs on
/// clean data, over the decoder's own date strategy and plain integers.
@SafeDecoding
struct StrategyNode {
  let id: String
  let number: Int
  let title: String
  let body: String?
  @FallbackDecoding(SafeDecodingNode.State.unknown) let state: SafeDecodingNode.State
  let isDraft: Bool
  @CodedBy(.coerced(Int.self)) let additions: Int
  @CodedBy(.coerced(Int.self)) let deletions: Int
  let score: Double
  @CodedBy(.dateFormats(.iso8601)) let createdAt: Date
  @CodedBy(.dateFormats(.iso8601)) let closedAt: Date?
  let url: URL
  let author: SafeDecodingNode.Author?
  let labels: [SafeDecodingNode.Label]
  let reactions: [String: Int]
}
