import ResilientCodableCore
import Testing

@testable import ResilientCodableLogging

/// Two types named `Issue`, in different namespaces.
enum GitHub {
  struct Issue: Decodable {}
}

enum Jira {
  struct Issue: Decodable {}
}

struct ModelNameTests {
  @Test func `names a model as code spells it, qualified by its namespaces`() {
    #expect(ModelName(Resilient<[GitHub.Issue]>.self).description == "[GitHub.Issue]")
    #expect(ModelName(Resilient<[String: Jira.Issue]?>.self).description == "[String: Jira.Issue]?")
    #expect(ModelName(Set<Int>.self).description == "Set<Int>")
    #expect(ModelName(Failable<GitHub.Issue>.self).description == "Failable<GitHub.Issue>")
    #expect(ModelName(GitHub.Issue.self).description == "GitHub.Issue")
    #expect(ModelName(Jira.Issue.self).description == "Jira.Issue")
    #expect(ModelName(ModelNameTests.self).description == "ModelNameTests")
  }
}
