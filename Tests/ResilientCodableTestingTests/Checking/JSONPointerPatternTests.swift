import Testing

@testable import ResilientCodableTesting

struct JSONPointerPatternTests {
  @Test(arguments: [
    ("/data", "/data", true),
    ("/data", "/data/search", false),
    ("/data/search", "/data", false),
    ("/nodes/*/id", "/nodes/3/id", true),
    ("/nodes/*/id", "/nodes/3/title", false),
    ("/nodes/*", "/nodes/3/id", false),
    ("/*", "/anything", true),
    ("", "", true),
    ("", "/data", false),
    ("/a~1b", "/a~1b", true),
  ])
  func `a star stands for exactly one token`(pattern: String, pointer: String, matches: Bool) {
    #expect(JSONPointerPattern(pattern).matches(pointer) == matches)
  }
}
