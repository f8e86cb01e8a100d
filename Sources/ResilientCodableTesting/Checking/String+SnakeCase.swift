import Foundation

extension String {
  /// The key as `JSONDecoder.KeyDecodingStrategy.convertFromSnakeCase` converts it:
  /// `created_at` as `createdAt`, leading and trailing underscores kept.
  var convertedFromSnakeCase: String {
    guard let first = firstIndex(where: { $0 != "_" }),
      let last = lastIndex(where: { $0 != "_" })
    else { return self }
    let words = self[first...last].split(separator: "_")
    guard words.count > 1 else { return self }
    let joined = ([words[0].lowercased()] + words.dropFirst().map(\.capitalized)).joined()
    return String(self[..<first]) + joined + String(self[index(after: last)...])
  }
}
