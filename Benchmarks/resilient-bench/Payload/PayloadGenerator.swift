import Foundation

/// Writes a pull-request search response, deterministically from a seed.
///
/// The clean and the dirty payload of one seed hold the same nodes; in the dirty one, exactly one
/// node in every ten carries one ``Corruption``. The JSON is written by hand, without escapes
/// other than `\n` in bodies, so that it does not depend on an encoder.
struct PayloadGenerator {
  /// The number of nodes.
  var nodeCount: Int
  /// The seed of the node contents, shared by the clean and the dirty payload.
  var seed: UInt64 = 0x5EED_C0DE_2025

  /// The payload with every node clean.
  func cleanPayload() -> Payload { payload(isDirty: false) }

  /// The payload with one corrupt node in every ten.
  func dirtyPayload() -> Payload { payload(isDirty: true) }

  /// The nodes of the payload with one corrupt node in every ten as JSON Lines: one node a line,
  /// without the response around them.
  func dirtyLines() -> Payload { payload(isDirty: true, asLines: true) }

  /// The clean payload with the members a server added since the models were written, as
  /// GitHub's REST API sends them beside a pull request, its user and its labels: values that
  /// no model reads.
  func driftedPayload() -> Payload { payload(isDirty: false, addsMembers: true) }

  private func payload(isDirty: Bool, asLines: Bool = false, addsMembers: Bool = false)
    -> Payload
  {
    var contents = SplitMix64(seed: seed)
    var dirt = SplitMix64(seed: seed ^ 0xD1D7_D1D7)
    var corruptions: [Corruption] = []
    var json = asLines ? "" : "{\"totalCount\":\(nodeCount),\"nodes\":["
    json.reserveCapacity(nodeCount * 1_100)
    var dirtyOffset = dirt.int(in: 0...9)
    for index in 0..<nodeCount {
      if index % 10 == 0 { dirtyOffset = dirt.int(in: 0...9) }
      var writer = NodeWriter(number: index + 1, addsMembers: addsMembers)
      if isDirty, index % 10 == dirtyOffset {
        let corruption = dirt.pick(Corruption.allCases)
        writer.corruption = corruption
        writer.corruptElement = dirt.int(in: 0...9)
        corruptions.append(corruption)
      }
      if index > 0, !asLines { json += "," }
      writer.write(to: &json, using: &contents)
      if asLines { json += "\n" }
    }
    if !asLines { json += "]}" }
    return Payload(data: Data(json.utf8), nodeCount: nodeCount, corruptions: corruptions)
  }
}

// MARK: - NodeWriter

/// Writes one node, drawing its contents from the generator it is given.
///
/// A corruption changes what is written, never what is drawn, so that the nodes after a corrupt
/// one are the same in the clean and the dirty payload.
private struct NodeWriter {
  let number: Int
  /// Whether the node, its author and its labels carry members that no model reads, written
  /// from `number` alone so that the drawn contents stay those of the clean payload.
  var addsMembers = false
  var corruption: Corruption?
  /// Which label or reaction is bad, modulo their count.
  var corruptElement = 0

  private static let words = [
    "fix", "crash", "when", "decoding", "payload", "with", "missing", "labels", "add", "support",
    "for", "draft", "pull", "requests", "refactor", "reporter", "improve", "performance", "of",
    "dictionary", "keys", "update", "docs", "and", "tests", "handle", "null", "dates", "in",
    "search", "results", "remove", "unused", "code", "bump", "dependency", "version", "the",
  ]
  private static let logins = [
    "octocat", "hubot", "monalisa", "dependabot", "swift-ci", "mona", "defunkt", "mojombo",
  ]
  private static let labels: [(name: String, color: String, description: String?)] = [
    ("bug", "d73a4a", "Something isn't working"),
    ("enhancement", "a2eeef", "New feature or request"),
    ("documentation", "0075ca", "Improvements or additions to documentation"),
    ("good first issue", "7057ff", "Good for newcomers"),
    ("performance", "fbca04", nil),
    ("needs review", "e4e669", "Waiting for a reviewer"),
    ("dependencies", "0366d6", "Pull requests that update a dependency file"),
    ("breaking", "b60205", nil),
  ]
  private static let reactions = [
    "THUMBS_UP", "THUMBS_DOWN", "LAUGH", "HOORAY", "CONFUSED", "HEART", "ROCKET", "EYES",
  ]

  func write(to json: inout String, using random: inout SplitMix64) {
    let state = random.pick(["OPEN", "CLOSED", "MERGED", "MERGED"])
    json += "{\"id\":\"PR_kwDOA\(String(random.next() % 0xFFFF_FFFF, radix: 16))\""
    json +=
      ",\"number\":" + (corruption == .wrongTypeInRequiredField ? "\"\(number)\"" : "\(number)")
    let title = sentence(6...12, &random)
    json += ",\"title\":" + (corruption == .nullInRequiredField ? "null" : "\"\(title)\"")
    json += ",\"body\":"
    json += random.chance(percent: 10) ? "null" : "\"\(body(&random))\""
    json += ",\"state\":\"\(corruption == .unknownEnumValue ? "QUEUED" : state)\""
    json += ",\"isDraft\":\(random.chance(percent: 15))"
    json += ",\"additions\":\(random.int(in: 0...4_000)),\"deletions\":\(random.int(in: 0...2_000))"
    let score = random.int(in: 0...999_999)
    json += ",\"score\":\(score / 10_000).\(padded(score % 10_000, width: 4))"
    json += ",\"createdAt\":\"\(date(&random))\",\"closedAt\":"
    let closedAt = state == "OPEN" ? "null" : "\"\(date(&random))\""
    json += corruption == .badOptionalDate ? "\"yesterday\"" : closedAt
    json += ",\"url\":\"https://github.com/apple/swift/pull/\(number)\",\"author\":"
    writeAuthor(to: &json, using: &random)
    json += ",\"labels\":["
    writeLabels(to: &json, using: &random)
    json += "],\"reactions\":{"
    writeReactions(to: &json, using: &random)
    json += "}"
    if addsMembers { writeAddedMembers(to: &json) }
    json += "}"
  }

  /// The members of GitHub's REST pull request that the models do not read: links, a nested
  /// object of links, flags, counts and a list of requested reviewers.
  private func writeAddedMembers(to json: inout String) {
    let api = "https://api.github.com/repos/apple/swift/pulls/\(number)"
    json += ",\"node_id\":\"MDExOlB1bGxSZXF1ZXN0\(number)\",\"diff_url\":\"\(api).diff\""
    json += ",\"patch_url\":\"\(api).patch\",\"locked\":false,\"comments\":\(number % 17)"
    json += ",\"review_comments\":\(number % 5),\"maintainer_can_modify\":true"
    json += ",\"merge_commit_sha\":\"e5bd3914e2e596debea16f433f57875b5b90bcd\(number % 10)\""
    json += ",\"_links\":{\"self\":{\"href\":\"\(api)\"},\"comments\":{\"href\":"
    json += "\"\(api)/comments\"},\"statuses\":{\"href\":\"\(api)/statuses\"}}"
    json += ",\"requested_reviewers\":[{\"login\":\"octocat\",\"id\":1,\"site_admin\":false}]"
  }

  private func writeAuthor(to json: inout String, using random: inout SplitMix64) {
    var author = "null"
    if !random.chance(percent: 5) {
      let login = random.pick(Self.logins) + String(random.int(in: 1...999))
      author = "{\"login\":\"\(login)\",\"id\":\(random.int(in: 1...99_999_999))"
      author += ",\"url\":\"https://github.com/\(login)\",\"name\":"
      author += random.chance(percent: 30) ? "null" : "\"\(sentence(2...3, &random))\""
      if addsMembers {
        author += ",\"node_id\":\"MDQ6VXNlcj\(number)\",\"type\":\"User\",\"site_admin\":false"
        author += ",\"avatar_url\":\"https://avatars.githubusercontent.com/u/\(number)?v=4\""
      }
      author += "}"
    }
    json += corruption == .wrongTypeOptionalObject ? "\"ghost\"" : author
  }

  private func writeLabels(to json: inout String, using random: inout SplitMix64) {
    let count = random.int(in: 3...5)
    let bad = corruption == .badLabelElement ? corruptElement % count : -1
    for position in 0..<count {
      let label = random.pick(Self.labels)
      if position > 0 { json += "," }
      let id = random.int(in: 1_000...9_999_999)
      json += position == bad ? "{\"id\":\"L\(id)\"" : "{\"id\":\(id)"
      json += ",\"name\":\"\(label.name)\",\"color\":\"\(label.color)\",\"description\":"
      json += label.description.map { "\"\($0)\"" } ?? "null"
      if addsMembers { json += ",\"node_id\":\"LA_kwDO\(id)\",\"default\":false" }
      json += "}"
    }
  }

  private func writeReactions(to json: inout String, using random: inout SplitMix64) {
    let count = random.int(in: 2...6)
    let start = random.int(in: 0...(Self.reactions.count - 1))
    let bad = corruption == .badReactionsValue ? corruptElement % count : -1
    for position in 0..<count {
      if position > 0 { json += "," }
      let name = Self.reactions[(start + position) % Self.reactions.count]
      let value = random.int(in: 0...250)
      json += "\"\(name)\":" + (position == bad ? "\"lots\"" : "\(value)")
    }
  }

  private func sentence(_ wordCount: ClosedRange<Int>, _ random: inout SplitMix64) -> String {
    (0..<random.int(in: wordCount)).map { _ in random.pick(Self.words) }.joined(separator: " ")
  }

  private func body(_ random: inout SplitMix64) -> String {
    (0..<random.int(in: 2...5)).map { _ in sentence(8...16, &random) + "." }
      .joined(separator: "\\n\\n")
  }

  private func date(_ random: inout SplitMix64) -> String {
    let year = random.int(in: 2019...2025)
    let month = padded(random.int(in: 1...12), width: 2)
    let day = padded(random.int(in: 1...28), width: 2)
    let hour = padded(random.int(in: 0...23), width: 2)
    let minute = padded(random.int(in: 0...59), width: 2)
    let second = padded(random.int(in: 0...59), width: 2)
    return "\(year)-\(month)-\(day)T\(hour):\(minute):\(second)Z"
  }

  private func padded(_ value: Int, width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}
