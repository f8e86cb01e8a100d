import MacroTesting
import ResilientCodableMacros
import SwiftSyntaxMacroExpansion
import Testing

@Suite(.macros(macroSpecs))
struct DiagnosticsTests {
  @Test func `@SafeDecoding on a protocol`() {
    assertMacro {
      """
      @SafeDecoding
      protocol Model {}
      """
    } diagnostics: {
      """
      @SafeDecoding
      ┬────────────
      ╰─ 🛑 '@SafeDecoding' applies to a struct, a class or an enum, not to a protocol; remove it
         ✏️ Remove '@SafeDecoding'
      protocol Model {}
      """
    } fixes: {
      """
      protocol Model {}
      """
    } expansion: {
      """
      protocol Model {}
      """
    }
  }

  @Test func `@SafeDecoding on an extension`() {
    assertMacro {
      """
      @SafeDecoding
      extension Model {}
      """
    } diagnostics: {
      """
      @SafeDecoding
      ┬────────────
      ╰─ 🛑 '@SafeDecoding' applies to a struct, a class or an enum, not to an extension; remove it
         ✏️ Remove '@SafeDecoding'
      extension Model {}
      """
    } fixes: {
      """
      extension Model {}
      """
    } expansion: {
      """
      extension Model {}
      """
    }
  }

  @Test func `@SafeDecoding on an actor`() {
    assertMacro {
      """
      @SafeDecoding
      actor Store {
        let id: Int
      }
      """
    } diagnostics: {
      """
      @SafeDecoding
      ┬────────────
      ╰─ 🛑 '@SafeDecoding' applies to a struct, a class or an enum, not to an actor; remove it
         ✏️ Remove '@SafeDecoding'
      actor Store {
        let id: Int
      }
      """
    } fixes: {
      """
      actor Store {
        let id: Int
      }
      """
    } expansion: {
      """
      actor Store {
        let id: Int
      }
      """
    }
  }

  // The compiler itself rejects the member and extension roles on a function, before the macro
  // runs: Tests/CompileFailures/SafeDecodingOnFunction.swift checks its message.
  @Test func `@SafeDecoding on a function expands to nothing`() {
    assertMacro {
      """
      @SafeDecoding
      func decode() {}
      """
    } expansion: {
      """
      func decode() {}
      """
    }
  }

  @Test func `a strategy the macro does not understand`() {
    assertMacro {
      """
      @SafeDecoding(decodingStrategy: strategy)
      enum Content {
        case a
      }
      """
    } diagnostics: {
      """
      @SafeDecoding(decodingStrategy: strategy)
                                      ┬───────
                                      ╰─ 🛑 'decodingStrategy:' must be written '.caseByNestedObject', '.caseByObjectProperty("type")' or '.caseByAdjacentTag("type", content: "value")' with string literals, '.untagged', or '.natural'
      enum Content {
        case a
      }
      """
    }
  }

  @Test func `a strategy on a struct`() {
    assertMacro {
      """
      @SafeDecoding(decodingStrategy: .natural)
      struct Model {
        let id: Int
      }
      """
    } diagnostics: {
      """
      @SafeDecoding(decodingStrategy: .natural)
                                      ┬───────
                                      ╰─ ⚠️ 'decodingStrategy:' applies to enums only; remove it
      struct Model {
        let id: Int
      }
      """
    } expansion: {
      """
      struct Model {
        let id: Int
      }

      extension Model: Swift.Decodable {
      }
      """
    }
  }

  @Test func `a private nested type without Decodable`() {
    assertMacro {
      """
      struct Outer {
        @SafeDecoding
        private struct Inner {
          let id: Int
        }
      }
      """
    } diagnostics: {
      """
      struct Outer {
        @SafeDecoding
        private struct Inner {
                       ┬────
                       ╰─ 🛑 '@SafeDecoding' cannot add 'Decodable' to the private nested type 'Inner' from an extension; declare it: 'Inner: Decodable'
                          ✏️ Declare ': Decodable'
          let id: Int
        }
      }
      """
    } fixes: {
      """
      struct Outer {
        @SafeDecoding
        private struct Inner: Decodable {
          let id: Int
        }
      }
      """
    } expansion: {
      """
      struct Outer {
        private struct Inner: Decodable {
          let id: Int
        }
      }
      """
    }
  }

  @Test func `an attribute on a computed property`() {
    assertMacro {
      """
      struct Model {
        @FallbackDecoding(0) var count: Int { 1 }
      }
      """
    } diagnostics: {
      """
      struct Model {
        @FallbackDecoding(0) var count: Int { 1 }
        ┬───────────────────
        ╰─ 🛑 '@FallbackDecoding' applies to a stored property; remove it from this computed property
           ✏️ Remove '@FallbackDecoding'
      }
      """
    } fixes: {
      """
      struct Model {
        var count: Int { 1 }
      }
      """
    } expansion: {
      """
      struct Model {
        var count: Int { 1 }
      }
      """
    }
  }

  @Test func `an attribute on a let with an initial value`() {
    assertMacro {
      """
      struct Model {
        @FallbackDecoding(1) let count = 0
      }
      """
    } diagnostics: {
      """
      struct Model {
        @FallbackDecoding(1) let count = 0
        ┬───────────────────
        ╰─ 🛑 '@FallbackDecoding' has no effect on 'count': a 'let' with an initial value is never decoded; make it a 'var' to decode it
           ✏️ Make it a 'var'
      }
      """
    } fixes: {
      """
      struct Model {
        @FallbackDecoding(1) var count = 0
      }
      """
    } expansion: {
      """
      struct Model {
        var count = 0
      }
      """
    }
  }

  @Test func `an attribute on a static property`() {
    assertMacro {
      """
      struct Model {
        @RetryDecoding(String.self, map: { Int($0) }) static var count = 0
      }
      """
    } diagnostics: {
      """
      struct Model {
        @RetryDecoding(String.self, map: { Int($0) }) static var count = 0
        ┬────────────────────────────────────────────
        ╰─ ⚠️ '@RetryDecoding' has no effect on the static property 'count', which is never decoded; remove it
           ✏️ Remove '@RetryDecoding'
      }
      """
    } fixes: {
      """
      struct Model {
        static var count = 0
      }
      """
    } expansion: {
      """
      struct Model {
        static var count = 0
      }
      """
    }
  }

  @Test func `an attribute on a function`() {
    assertMacro {
      """
      struct Model {
        @IgnoreSafeDecoding func count() {}
      }
      """
    } diagnostics: {
      """
      struct Model {
        @IgnoreSafeDecoding func count() {}
        ┬──────────────────
        ╰─ 🛑 '@IgnoreSafeDecoding' applies to a stored property; remove it from this function
      }
      """
    }
  }

  @Test func `two fallbacks`() {
    assertMacro {
      """
      @SafeDecoding
      struct Model {
        @FallbackDecoding(0) @FallbackDecoding(1) var count: Int
      }
      """
    } diagnostics: {
      """
      @SafeDecoding
      struct Model {
        @FallbackDecoding(0) @FallbackDecoding(1) var count: Int
                             ┬───────────────────
                             ╰─ 🛑 'count' has more than one '@FallbackDecoding'; keep one
                                ✏️ Remove '@FallbackDecoding'
      }
      """
    } fixes: {
      """
      @SafeDecoding
      struct Model {
        @FallbackDecoding(0) var count: Int
      }
      """
    } expansion: {
      """
      struct Model {
        var count: Int

        private enum CodingKeys: Swift.String, Swift.CodingKey {
          case count
        }
      }

      extension Model: Swift.Decodable {
        init(from decoder: any Swift.Decoder) throws {
          let __macro_local_9containerfMu_ = try decoder.container(keyedBy: CodingKeys.self)
          let __macro_local_7contextfMu_ = ResilientCodableCore.SafeDecodingContext(Self.self)
          self.count = try __macro_local_9containerfMu_.decode(forKey: .count, property: "count", context: __macro_local_7contextfMu_, fallback: { (0) as Int })
        }
      }
      """
    }
  }

  @Test func `a fallback on an ignored property`() {
    assertMacro {
      """
      @SafeDecoding
      struct Model {
        @IgnoreSafeDecoding @FallbackDecoding(0) var count: Int
      }
      """
    } diagnostics: {
      """
      @SafeDecoding
      struct Model {
        @IgnoreSafeDecoding @FallbackDecoding(0) var count: Int
                            ┬───────────────────
                            ╰─ 🛑 '@IgnoreSafeDecoding' decodes 'count' as synthesized code does, so '@FallbackDecoding' would never apply; remove one of them
                               ✏️ Remove '@FallbackDecoding'
      }
      """
    } fixes: {
      """
      @SafeDecoding
      struct Model {
        @IgnoreSafeDecoding var count: Int
      }
      """
    } expansion: {
      """
      struct Model {
        var count: Int
      }

      extension Model: Swift.Decodable {
      }
      """
    }
  }

  @Test func `a property attribute outside a @SafeDecoding type does nothing and says so`() {
    assertMacro {
      """
      struct Account {
        @CodedAt("full_name") var name: String?
      }
      """
    } diagnostics: {
      """
      struct Account {
        @CodedAt("full_name") var name: String?
        ┬────────────────────
        ╰─ ⚠️ '@CodedAt' does nothing: 'Account' is not '@SafeDecoding', so its decoding never reads it; write '@SafeDecoding' on 'Account', or remove '@CodedAt'
      }
      """
    } expansion: {
      """
      struct Account {
        var name: String?
      }
      """
    }
  }

  @Test func `an enum case attribute outside a @SafeDecoding enum does nothing and says so`() {
    assertMacro {
      """
      enum Kind {
        @CaseNameDecoding("ASSET/EPISODE") case episode
      }
      """
    } diagnostics: {
      """
      enum Kind {
        @CaseNameDecoding("ASSET/EPISODE") case episode
        ┬─────────────────────────────────
        ╰─ ⚠️ '@CaseNameDecoding' does nothing: 'Kind' is not '@SafeDecoding', so its decoding never reads it; write '@SafeDecoding' on 'Kind', or remove '@CaseNameDecoding'
      }
      """
    } expansion: {
      """
      enum Kind {
        case episode
      }
      """
    }
  }

  @Test func `a fallback case with associated values`() {
    assertMacro {
      """
      @SafeDecoding
      enum Content {
        @FallbackCaseDecoding case other(Int)
      }
      """
    } diagnostics: {
      """
      @SafeDecoding
      enum Content {
        @FallbackCaseDecoding case other(Int)
        ┬────────────────────
        ╰─ 🛑 '@FallbackCaseDecoding' needs a case without associated values, or with one 'String' (the unknown case name) or one 'PreservedValue' (the whole payload); change the associated values of 'other' or mark another case
           ✏️ Remove '@FallbackCaseDecoding'
      }
      """
    } fixes: {
      """
      @SafeDecoding
      enum Content {
        case other(Int)
      }
      """
    } expansion: {
      """
      enum Content {
        case other(Int)

        private enum CodingKeys: Swift.String, Swift.CodingKey {
          case other
        }

        private enum CaseCodingKeys {
          enum OtherCodingKeys: Swift.String, Swift.CodingKey {
            case _0
          }
        }

        init(from decoder: any Swift.Decoder) throws {
          let __macro_local_4enumfMu_ = ResilientCodableCore._$EnumDecoder(decoder)
          let __macro_local_9containerfMu_ = try decoder.container(keyedBy: CodingKeys.self)
          guard __macro_local_9containerfMu_.allKeys.count == 1, let __macro_local_3keyfMu_ = __macro_local_9containerfMu_.allKeys.first else {
            let __macro_local_5errorfMu_ = __macro_local_4enumfMu_.invalidCaseObjectError(Self.self, knownCases: ["other"], codingPath: __macro_local_9containerfMu_.codingPath)
            throw __macro_local_5errorfMu_
          }
          switch __macro_local_3keyfMu_ {
          case .other:
            let __macro_local_6valuesfMu_ = try __macro_local_9containerfMu_.nestedContainer(keyedBy: CaseCodingKeys.OtherCodingKeys.self, forKey: __macro_local_3keyfMu_)
            self = .other(try __macro_local_6valuesfMu_._$decode(forKey: ._0))
          }
        }
      }

      extension Content: Swift.Decodable {
      }
      """
    }
  }

  @Test func `integer case names on a strategy without a discriminator`() {
    assertMacro {
      """
      @SafeDecoding
      enum Shape {
        @CaseNameDecoding(1) case circle(radius: Double)
      }
      """
    } diagnostics: {
      """
      @SafeDecoding
      ┬────────────
      ╰─ 🛑 integer case names are read from a discriminator or a single value; use '.caseByObjectProperty', '.caseByAdjacentTag', or '.natural' on an enum without raw values, or name the case with a string
      enum Shape {
        @CaseNameDecoding(1) case circle(radius: Double)
      }
      """
    }
  }

  @Test func `a case without an integer name beside integer names`() {
    assertMacro {
      """
      @SafeDecoding(decodingStrategy: .caseByObjectProperty("kind"))
      enum Shape: Encodable {
        @CaseNameDecoding(1) case circle(radius: Double)
        case square(side: Double)
        @FallbackCaseDecoding case unknown
      }
      """
    } diagnostics: {
      """
      @SafeDecoding(decodingStrategy: .caseByObjectProperty("kind"))
      ├─ 🛑 the payload names this enum's cases by integers; give 'square' an integer '@CaseNameDecoding' too
      ╰─ 🛑 the payload names this enum's cases by integers; give 'unknown' an integer '@CaseNameDecoding' too
      enum Shape: Encodable {
        @CaseNameDecoding(1) case circle(radius: Double)
        case square(side: Double)
        @FallbackCaseDecoding case unknown
      }
      """
    }
  }

  @Test func `two properties on one key, and a key beside a declared CodingKeys`() {
    assertMacro {
      """
      @SafeDecoding
      struct User {
        @CodedAt("name") var fullName: String
        var name: String
        @CodedAt(key) var nickname: String?
      }

      @SafeDecoding
      struct Profile {
        @CodedAt("full_name") var name: String

        enum CodingKeys: String, CodingKey {
          case name
        }
      }
      """
    } diagnostics: {
      """
      @SafeDecoding
      struct User {
        @CodedAt("name") var fullName: String
        var name: String
            ┬───
            ╰─ 🛑 'name' and 'fullName' both decode the key 'name'; give one of them another key
        @CodedAt(key) var nickname: String?
                 ┬──
                 ╰─ 🛑 '@CodedAt' takes the property's key in the payload as a string literal, such as '@CodedAt("full_name")'
      }

      @SafeDecoding
      struct Profile {
        @CodedAt("full_name") var name: String
        ┬────────────────────
        ╰─ 🛑 the type declares 'CodingKeys', which names the keys: write the key of 'name' there, as 'case name = "key"', and remove the attribute

        enum CodingKeys: String, CodingKey {
          case name
        }
      }
      """
    }
  }

  @Test func `alternate keys that collide, are empty or are not literals`() {
    assertMacro {
      """
      @SafeDecoding
      struct Account {
        @CodedAs("login") var username: String
        var login: String?
        @CodedAs() var email: String?
        @CodedAs("") var phone: String?
        @CodedAs(key) var avatar: String?
        @CodedAs("a") var first, second: String?
      }
      """
    } diagnostics: {
      """
      @SafeDecoding
      struct Account {
        @CodedAs("login") var username: String
        var login: String?
            ┬────
            ╰─ 🛑 'login' and 'username' both decode the key 'login'; give one of them another key
        @CodedAs() var email: String?
        ┬─────────
        ╰─ 🛑 '@CodedAs' needs a key that is not empty, such as '@CodedAs("login")'
        @CodedAs("") var phone: String?
        ┬───────────
        ╰─ 🛑 '@CodedAs' needs a key that is not empty, such as '@CodedAs("login")'
        @CodedAs(key) var avatar: String?
                 ┬──
                 ╰─ 🛑 '@CodedAs' takes the property's other keys in the payload as string literals, such as '@CodedAs("login", "user_name")'
        @CodedAs("a") var first, second: String?
                                 ┬─────
        │                        ╰─ 🛑 'second' and 'first' both decode the key 'a'; give one of them another key
        ┬────────────
        ╰─ 🛑 peer macro can only be applied to a single variable
      }
      """
    }
  }

  @Test func `key paths that are empty or go through another property's key`() {
    assertMacro {
      """
      @SafeDecoding
      struct Pull {
        var user: String?
        @CodedAt("user", "login") var author: String?
        @CodedAt() var title: String?
        @CodedAt("head", "") var branch: String?
      }
      """
    } diagnostics: {
      """
      @SafeDecoding
      struct Pull {
        var user: String?
        @CodedAt("user", "login") var author: String?
        ┬────────────────────────
        ╰─ 🛑 'author' and 'user' both decode the key 'user'; give one of them another key
        @CodedAt() var title: String?
        ┬─────────
        ╰─ 🛑 '@CodedAt' needs a key that is not empty, such as '@CodedAt("login")'
        @CodedAt("head", "") var branch: String?
        ┬───────────────────
        ╰─ 🛑 '@CodedAt' needs a key that is not empty, such as '@CodedAt("login")'
      }
      """
    }
  }

  @Test func `a key style that the macro cannot read or apply`() {
    assertMacro {
      """
      @SafeDecoding(keyStyle: style)
      struct Account {
        var userName: String
      }

      @SafeDecoding(keyStyle: .snakeCase)
      struct Profile {
        var fullName: String

        enum CodingKeys: String, CodingKey {
          case fullName = "full_name"
        }
      }
      """
    } diagnostics: {
      """
      @SafeDecoding(keyStyle: style)
                              ┬────
                              ╰─ 🛑 'keyStyle:' must be written '.camelCase', '.snakeCase', '.upperSnakeCase', '.kebabCase' or '.upperKebabCase'
      struct Account {
        var userName: String
      }

      @SafeDecoding(keyStyle: .snakeCase)
                              ┬─────────
                              ╰─ 🛑 the type declares 'CodingKeys', which names the keys; remove 'keyStyle:' or the 'CodingKeys'
      struct Profile {
        var fullName: String

        enum CodingKeys: String, CodingKey {
          case fullName = "full_name"
        }
      }
      """
    }
  }

  @Test func `a key style on an enum whose values have no keys to style`() {
    assertMacro {
      """
      @SafeDecoding(decodingStrategy: .natural, keyStyle: .snakeCase)
      enum Status {
        case inProgress, done
      }

      @SafeDecoding(decodingStrategy: .caseByObjectProperty("type"), keyStyle: .snakeCase)
      enum Source {
        case card(Card)
        case bank(preservedData: PreservedData)
      }
      """
    } diagnostics: {
      """
      @SafeDecoding(decodingStrategy: .natural, keyStyle: .snakeCase)
                                                          ┬─────────
                                                          ╰─ 🛑 'keyStyle:' spells the keys of associated values from their labels, and no case of this enum has a labeled value with a key; case names keep their spelling ('@CaseNameDecoding' renames a case); remove 'keyStyle:'
                                                             ✏️ Remove 'keyStyle:'
      enum Status {
        case inProgress, done
      }

      @SafeDecoding(decodingStrategy: .caseByObjectProperty("type"), keyStyle: .snakeCase)
                                                                               ┬─────────
                                                                               ╰─ 🛑 'keyStyle:' spells the keys of associated values from their labels, and no case of this enum has a labeled value with a key; case names keep their spelling ('@CaseNameDecoding' renames a case); remove 'keyStyle:'
                                                                                  ✏️ Remove 'keyStyle:'
      enum Source {
        case card(Card)
        case bank(preservedData: PreservedData)
      }
      """
    } fixes: {
      """
      @SafeDecoding(decodingStrategy: .natural)
      enum Status {
        case inProgress, done
      }

      @SafeDecoding(decodingStrategy: .caseByObjectProperty("type"))
      enum Source {
        case card(Card)
        case bank(preservedData: PreservedData)
      }
      """
    } expansion: {
      """
      enum Status {
        case inProgress, done

        init(from decoder: any Swift.Decoder) throws {
          let __macro_local_4enumfMu_ = ResilientCodableCore._$EnumDecoder(decoder)
          let __macro_local_3keyfMu_ = try decoder.singleValueContainer().decode(Swift.String.self)
          switch __macro_local_3keyfMu_ {
          case "inProgress":
            self = .inProgress
          case "done":
            self = .done
          default:
            let __macro_local_5errorfMu_ = __macro_local_4enumfMu_.unknownCaseError(__macro_local_3keyfMu_, of: Self.self, knownCases: ["inProgress", "done"], codingPath: decoder.codingPath)
            throw __macro_local_5errorfMu_
          }
        }
      }
      enum Source {
        case card(Card)
        case bank(preservedData: PreservedData)

        private enum CaseCodingKeys {
          enum BankCodingKeys: Swift.String, Swift.CodingKey {
          }
        }

        init(from decoder: any Swift.Decoder) throws {
          let __macro_local_4enumfMu0_ = ResilientCodableCore._$EnumDecoder(decoder)
          let __macro_local_9containerfMu0_ = try decoder.container(keyedBy: ResilientCodableCore.SafeDecodingKey.self)
          let __macro_local_3keyfMu0_ = try __macro_local_9containerfMu0_.decode(Swift.String.self, forKey: ResilientCodableCore.SafeDecodingKey("type"))
          switch __macro_local_3keyfMu0_ {
          case "card":
            self = .card(try decoder.singleValueContainer().decode(Card.self))
          case "bank":
            let __macro_local_6valuesfMu0_ = try decoder.container(keyedBy: CaseCodingKeys.BankCodingKeys.self)
            self = .bank(preservedData: ResilientCodableCore.PreservedData(keepingUnknownKeysOf: decoder, knownKeys: ["type"]))
          default:
            let __macro_local_5errorfMu0_ = __macro_local_4enumfMu0_.unknownCaseError(__macro_local_3keyfMu0_, of: Self.self, knownCases: ["card", "bank"], codingPath: __macro_local_9containerfMu0_.codingPath + [ResilientCodableCore.SafeDecodingKey("type")])
            throw __macro_local_5errorfMu0_
          }
        }
      }

      extension Status: Swift.Decodable {
      }

      extension Source: Swift.Decodable {
      }
      """
    }
  }

  @Test func `keys beside the keys an enum declares for a case`() {
    assertMacro {
      """
      @SafeDecoding(keyStyle: .snakeCase)
      enum Payment {
        @CaseValueKeys(["expMonth": "month"]) case card(expMonth: Int)

        enum CardCodingKeys: String, CodingKey {
          case expMonth = "exp_month"
        }
      }
      """
    } diagnostics: {
      """
      @SafeDecoding(keyStyle: .snakeCase)
                              ┬─────────
                              ╰─ 🛑 the enum declares 'CardCodingKeys', which names the keys of 'card'; remove 'keyStyle:' or 'CardCodingKeys'
      enum Payment {
        @CaseValueKeys(["expMonth": "month"]) case card(expMonth: Int)
        ┬────────────────────────────────────
        ╰─ 🛑 the enum declares 'CardCodingKeys', which names the keys of 'card': write the keys there, and remove '@CaseValueKeys'
           ✏️ Remove '@CaseValueKeys'

        enum CardCodingKeys: String, CodingKey {
          case expMonth = "exp_month"
        }
      }
      """
    }
  }

  @Test func `@CaseValueKeys that is not a dictionary of string literals`() {
    assertMacro {
      """
      @SafeDecoding
      enum Payment {
        @CaseValueKeys(keys) case card(expMonth: Int)
        @CaseValueKeys(["expYear": year]) case bank(expYear: Int)
        @CaseValueKeys([:]) case cash(amount: Int)
      }
      """
    } diagnostics: {
      """
      @SafeDecoding
      enum Payment {
        @CaseValueKeys(keys) case card(expMonth: Int)
                       ┬───
                       ╰─ 🛑 '@CaseValueKeys' takes a dictionary literal from the labels of the case's values to their keys in the payload, such as '@CaseValueKeys(["expMonth": "exp_month"])'
        @CaseValueKeys(["expYear": year]) case bank(expYear: Int)
                       ┬────────────────
                       ╰─ 🛑 '@CaseValueKeys' takes a dictionary literal from the labels of the case's values to their keys in the payload, such as '@CaseValueKeys(["expMonth": "exp_month"])'
        @CaseValueKeys([:]) case cash(amount: Int)
                       ┬──
                       ╰─ 🛑 '@CaseValueKeys' takes a dictionary literal from the labels of the case's values to their keys in the payload, such as '@CaseValueKeys(["expMonth": "exp_month"])'
      }
      """
    }
  }

  @Test func `@CaseValueKeys naming no value, a value twice, an empty key, or twice on one case`() {
    assertMacro {
      """
      @SafeDecoding
      enum Payment {
        @CaseValueKeys(["exp_month": "month", "expYea": "year", "id": "x", "_3": "n"])
        case card(expMonth: Int, expYear: Int, brand: String, Int)
        @CaseValueKeys(["last4": "last4_digits", "last4": "l4", "brand": ""])
        case visa(last4: String, brand: String)
        @CaseValueKeys(["last4": "last4_digits"]) @CaseValueKeys(["brand": "network"])
        case amex(last4: String, brand: String)
      }
      """
    } diagnostics: {
      """
      @SafeDecoding
      enum Payment {
        @CaseValueKeys(["exp_month": "month", "expYea": "year", "id": "x", "_3": "n"])
                                                                ┬───
                        │                     │                 ╰─ 🛑 'id' names no associated value of 'card', whose values are 'expMonth', 'expYear', 'brand', '_3'; write one of them
                                              ┬───────
                        │                     ╰─ 🛑 'expYea' names no associated value of 'card', whose values are 'expMonth', 'expYear', 'brand', '_3'; write one of them
                        │                        ✏️ Write 'expYear'
                        ┬──────────
                        ╰─ 🛑 'exp_month' names no associated value of 'card', whose values are 'expMonth', 'expYear', 'brand', '_3'; write one of them
                           ✏️ Write 'expMonth'
        case card(expMonth: Int, expYear: Int, brand: String, Int)
        @CaseValueKeys(["last4": "last4_digits", "last4": "l4", "brand": ""])
                                                                         ┬─
                                                 │                       ╰─ 🛑 the key of 'brand' is empty; write its key in the payload
                                                 ┬──────
                                                 ╰─ 🛑 'last4' is given two keys; keep one
        case visa(last4: String, brand: String)
        @CaseValueKeys(["last4": "last4_digits"]) @CaseValueKeys(["brand": "network"])
                                                  ┬───────────────────────────────────
                                                  ╰─ 🛑 'amex' has more than one '@CaseValueKeys'; write all its keys in one
                                                     ✏️ Remove '@CaseValueKeys'
        case amex(last4: String, brand: String)
      }
      """
    }
  }

  @Test func `@CaseValueKeys where there is no case with values to key`() {
    assertMacro {
      """
      @SafeDecoding
      enum Payment {
        @CaseValueKeys(["id": "ID"]) case card(id: Int), bank(id: Int)
        @CaseValueKeys(["_0": "name"]) @FallbackCaseDecoding case unknown(String)
        @CaseValueKeys(["id": "ID"]) case cash
      }

      @SafeDecoding
      struct Card {
        @CaseValueKeys(["id": "ID"]) var id: Int
      }

      enum Plain {
        @CaseValueKeys(["id": "ID"]) case card(id: Int)
      }
      """
    } diagnostics: {
      """
      @SafeDecoding
      enum Payment {
        @CaseValueKeys(["id": "ID"]) case card(id: Int), bank(id: Int)
        ┬───────────────────────────
        ╰─ 🛑 '@CaseValueKeys' names the values of one case; declare the case on a line of its own
        @CaseValueKeys(["_0": "name"]) @FallbackCaseDecoding case unknown(String)
        ┬─────────────────────────────
        ╰─ 🛑 '@CaseValueKeys' has no effect on the '@FallbackCaseDecoding' case, whose value is not read by key; remove it
           ✏️ Remove '@CaseValueKeys'
        @CaseValueKeys(["id": "ID"]) case cash
        ┬───────────────────────────
        ╰─ 🛑 'cash' has no associated values to give keys; remove '@CaseValueKeys'
           ✏️ Remove '@CaseValueKeys'
      }

      @SafeDecoding
      struct Card {
        @CaseValueKeys(["id": "ID"]) var id: Int
        ┬───────────────────────────
        ╰─ 🛑 '@CaseValueKeys' applies to an enum case of a '@SafeDecoding' enum; remove it
      }

      enum Plain {
        @CaseValueKeys(["id": "ID"]) case card(id: Int)
        ┬───────────────────────────
        ╰─ ⚠️ '@CaseValueKeys' does nothing: 'Plain' is not '@SafeDecoding', so its decoding never reads it; write '@SafeDecoding' on 'Plain', or remove '@CaseValueKeys'
      }
      """
    }
  }

  @Test func `@CaseValueKeys on a value that the payload does not key`() {
    assertMacro {
      """
      @SafeDecoding(decodingStrategy: .caseByObjectProperty("type"))
      enum Source {
        @CaseValueKeys(["_0": "card"]) case card(Card)
        @CaseValueKeys(["preservedData": "extra"])
        case bank(id: String, preservedData: PreservedData)
      }

      @SafeDecoding(decodingStrategy: .caseByAdjacentTag("type", content: "data"))
      enum Event {
        @CaseValueKeys(["_0": "push"]) case push(Push)
      }
      """
    } diagnostics: {
      """
      @SafeDecoding(decodingStrategy: .caseByObjectProperty("type"))
      enum Source {
        @CaseValueKeys(["_0": "card"]) case card(Card)
                        ┬───
                        ╰─ 🛑 '_0' has no key of its own: the one unlabeled value of 'card' is the whole payload; remove it from '@CaseValueKeys'
        @CaseValueKeys(["preservedData": "extra"])
                        ┬──────────────
                        ╰─ 🛑 'preservedData' keeps the keys that the case does not read, and has no key of its own; remove it from '@CaseValueKeys'
        case bank(id: String, preservedData: PreservedData)
      }

      @SafeDecoding(decodingStrategy: .caseByAdjacentTag("type", content: "data"))
      enum Event {
        @CaseValueKeys(["_0": "push"]) case push(Push)
                        ┬───
                        ╰─ 🛑 '_0' has no key of its own: the one unlabeled value of 'push' is the content under 'data'; remove it from '@CaseValueKeys'
      }
      """
    }
  }

  @Test func `keys that two values of a case share, or that hold the case's name`() {
    assertMacro {
      """
      @SafeDecoding(decodingStrategy: .caseByObjectProperty("type"), keyStyle: .snakeCase)
      enum Payment {
        @CaseValueKeys(["expYear": "exp_month"]) case card(expMonth: Int, expYear: Int)
        @CaseValueKeys(["kind": "type"]) case bank(kind: String)
        case wire(accountID: String, account_id: String)
      }
      """
    } diagnostics: {
      """
      @SafeDecoding(decodingStrategy: .caseByObjectProperty("type"), keyStyle: .snakeCase)
      enum Payment {
        @CaseValueKeys(["expYear": "exp_month"]) case card(expMonth: Int, expYear: Int)
                                   ┬──────────
                                   ╰─ 🛑 'expYear' and 'expMonth' both decode the key 'exp_month'; give one of them another key
        @CaseValueKeys(["kind": "type"]) case bank(kind: String)
                                ┬─────
                                ╰─ 🛑 'kind' decodes the key 'type', which holds the case's name; give it another key
        case wire(accountID: String, account_id: String)
                                     ┬─────────
                                     ╰─ 🛑 'account_id' and 'accountID' both decode the key 'account_id'; give one of them another key
      }
      """
    }
  }

  @Test func `@OptionalDecoding on a property that is not optional`() {
    assertMacro {
      """
      @SafeDecoding
      struct Feature {
        @OptionalDecoding(true) var count: Int
      }
      """
    } diagnostics: {
      """
      @SafeDecoding
      struct Feature {
        @OptionalDecoding(true) var count: Int
        ┬──────────────────────
        ╰─ 🛑 '@OptionalDecoding' leaves a property nil when its condition is false, so 'count' must be optional; remove the attribute or make the type optional
           ✏️ Remove '@OptionalDecoding'
      }
      """
    } fixes: {
      """
      @SafeDecoding
      struct Feature {
        var count: Int
      }
      """
    } expansion: {
      """
      struct Feature {
        var count: Int
      }

      extension Feature: Swift.Decodable {
      }
      """
    }
  }

  @Test func `a misspelled attribute is named, not taken for a property wrapper`() {
    assertMacro {
      """
      @SafeDecoding
      struct Episode {
        @FallbackDecodng(0) var rating: Int
        @ignoreSafeDecoding var notes: String?
        @Clamped var volume: Int
      }
      """
    } diagnostics: {
      """
      @SafeDecoding
      struct Episode {
        @FallbackDecodng(0) var rating: Int
        ┬──────────────────
        ╰─ 🛑 '@FallbackDecodng' is no attribute of '@SafeDecoding'; did you mean '@FallbackDecoding'?
           ✏️ Write '@FallbackDecoding'
        @ignoreSafeDecoding var notes: String?
        ┬──────────────────
        ╰─ 🛑 '@ignoreSafeDecoding' is no attribute of '@SafeDecoding'; did you mean '@IgnoreSafeDecoding'?
           ✏️ Write '@IgnoreSafeDecoding'
        @Clamped var volume: Int
      }
      """
    } fixes: {
      """
      @SafeDecoding
      struct Episode {
        @FallbackDecoding(0) var rating: Int
        @IgnoreSafeDecoding var notes: String?
        @Clamped var volume: Int
      }
      """
    } expansion: {
      """
      struct Episode {
        var rating: Int
        var notes: String?
        @Clamped var volume: Int

        private enum CodingKeys: Swift.String, Swift.CodingKey {
          case rating
          case notes
          case volume
        }
      }

      extension Episode: Swift.Decodable {
        init(from decoder: any Swift.Decoder) throws {
          let __macro_local_9containerfMu_ = try decoder.container(keyedBy: CodingKeys.self)
          let __macro_local_7contextfMu_ = ResilientCodableCore.SafeDecodingContext(Self.self)
          self.rating = try __macro_local_9containerfMu_.decode(forKey: .rating, property: "rating", context: __macro_local_7contextfMu_, fallback: { (0) as Int })
          self.notes = try __macro_local_9containerfMu_._$decodeIfPresent(forKey: .notes)
          self._volume = try __macro_local_9containerfMu_._$decodeWrapper(forKey: .volume)
        }
      }
      """
    }
  }

  @Test func `two fallback cases`() {
    assertMacro {
      """
      @SafeDecoding
      enum Content {
        @FallbackCaseDecoding case unknown
        @FallbackCaseDecoding case other
      }
      """
    } diagnostics: {
      """
      @SafeDecoding
      enum Content {
        @FallbackCaseDecoding case unknown
        @FallbackCaseDecoding case other
        ┬────────────────────
        ╰─ 🛑 only one case can be '@FallbackCaseDecoding'; remove it from 'other'
           ✏️ Remove '@FallbackCaseDecoding'
      }
      """
    } fixes: {
      """
      @SafeDecoding
      enum Content {
        @FallbackCaseDecoding case unknown
        case other
      }
      """
    } expansion: {
      """
      enum Content {
        case unknown
        case other

        private enum CodingKeys: Swift.String, Swift.CodingKey {
          case unknown
          case other
        }

        init(from decoder: any Swift.Decoder) throws {
          let __macro_local_7contextfMu_ = ResilientCodableCore.SafeDecodingContext(Self.self)
          let __macro_local_4enumfMu_ = ResilientCodableCore._$EnumDecoder(decoder)
          let __macro_local_9containerfMu_: Swift.KeyedDecodingContainer<CodingKeys>
          do {
            __macro_local_9containerfMu_ = try decoder.container(keyedBy: CodingKeys.self)
          } catch {
            try __macro_local_4enumfMu_.recoverWithFallbackCase(from: error, context: __macro_local_7contextfMu_, keeping: Swift.Void.self)
            self = .unknown
            return
          }
          guard __macro_local_9containerfMu_.allKeys.count == 1, let __macro_local_3keyfMu_ = __macro_local_9containerfMu_.allKeys.first else {
            let __macro_local_5errorfMu_ = __macro_local_4enumfMu_.invalidCaseObjectError(Self.self, knownCases: ["unknown", "other"], codingPath: __macro_local_9containerfMu_.codingPath)
            try __macro_local_4enumfMu_.recoverWithFallbackCase(from: __macro_local_5errorfMu_, context: __macro_local_7contextfMu_, keeping: Swift.Void.self)
            self = .unknown
            return
          }
          switch __macro_local_3keyfMu_ {
          case .unknown:
            _ = try __macro_local_9containerfMu_.nestedContainer(keyedBy: ResilientCodableCore.SafeDecodingKey.self, forKey: __macro_local_3keyfMu_)
            self = .unknown
          case .other:
            _ = try __macro_local_9containerfMu_.nestedContainer(keyedBy: ResilientCodableCore.SafeDecodingKey.self, forKey: __macro_local_3keyfMu_)
            self = .other
          }
        }
      }

      extension Content: Swift.Decodable {
      }
      """
    }
  }

  @Test func `a case name that is not a string literal`() {
    assertMacro {
      """
      @SafeDecoding
      enum Content {
        @CaseNameDecoding(name) case movie
      }
      """
    } diagnostics: {
      """
      @SafeDecoding
      enum Content {
        @CaseNameDecoding(name) case movie
                          ┬───
                          ╰─ 🛑 '@CaseNameDecoding' takes the case's names in the payload as string literals, such as '@CaseNameDecoding("ASSET/EPISODE")', or as integer literals, such as '@CaseNameDecoding(2)'
      }
      """
    }
  }

  @Test func `a case name on a property`() {
    assertMacro {
      """
      struct Model {
        @CaseNameDecoding("x") var name: String
      }
      """
    } diagnostics: {
      """
      struct Model {
        @CaseNameDecoding("x") var name: String
        ┬─────────────────────
        ╰─ 🛑 '@CaseNameDecoding' applies to an enum case of a '@SafeDecoding' enum; remove it
      }
      """
    }
  }

  @Test func `natural with associated values`() {
    assertMacro {
      """
      @SafeDecoding(decodingStrategy: .natural)
      enum Content {
        case movie(id: Int)
      }
      """
    } diagnostics: {
      """
      @SafeDecoding(decodingStrategy: .natural)
      enum Content {
        case movie(id: Int)
                  ┬────────
                  ╰─ 🛑 '.natural' decodes a case from a single value, so the case 'movie' cannot have associated values; use '.caseByNestedObject' or '.caseByObjectProperty("type")'
      }
      """
    }
  }

  @Test func `@RequireCompleteness on a property that is not a collection`() {
    assertMacro {
      """
      @SafeDecoding
      struct Feed {
        @RequireCompleteness(.droppedAtMost(1)) var title: String
      }
      """
    } diagnostics: {
      """
      @SafeDecoding
      struct Feed {
        @RequireCompleteness(.droppedAtMost(1)) var title: String
        ┬──────────────────────────────────────
        ╰─ 🛑 '@RequireCompleteness' applies to an array, a set or a dictionary; 'title' is 'String'; remove the attribute
           ✏️ Remove '@RequireCompleteness'
      }
      """
    } fixes: {
      """
      @SafeDecoding
      struct Feed {
        var title: String
      }
      """
    } expansion: {
      """
      struct Feed {
        var title: String
      }

      extension Feed: Swift.Decodable {
      }
      """
    }
  }

  @Test func `@RequireCompleteness on a collection that recovers as a whole`() {
    assertMacro {
      """
      @SafeDecoding
      struct Feed {
        @RequireCompleteness(.droppedAtMost(1)) @FallbackDecoding([]) var items: [Int]
      }
      """
    } diagnostics: {
      """
      @SafeDecoding
      struct Feed {
        @RequireCompleteness(.droppedAtMost(1)) @FallbackDecoding([]) var items: [Int]
        ┬──────────────────────────────────────
        ╰─ 🛑 '@RequireCompleteness' limits the elements a collection drops, but 'items' recovers as a whole: its fallback, retry or policy replaces the whole collection on a bad element; remove them or the attribute
           ✏️ Remove '@RequireCompleteness'
      }
      """
    } fixes: {
      """
      @SafeDecoding
      struct Feed {
        @FallbackDecoding([]) var items: [Int]
      }
      """
    } expansion: {
      """
      struct Feed {
        var items: [Int]

        private enum CodingKeys: Swift.String, Swift.CodingKey {
          case items
        }
      }

      extension Feed: Swift.Decodable {
        init(from decoder: any Swift.Decoder) throws {
          let __macro_local_9containerfMu_ = try decoder.container(keyedBy: CodingKeys.self)
          let __macro_local_7contextfMu_ = ResilientCodableCore.SafeDecodingContext(Self.self)
          self.items = try __macro_local_9containerfMu_.decode(forKey: .items, property: "items", context: __macro_local_7contextfMu_, fallback: { ([]) as [Int] })
        }
      }
      """
    }
  }

  @Test func `preservingUnknownKeys on a type that is not Encodable`() {
    assertMacro {
      """
      @SafeDecoding(preservingUnknownKeys: true)
      struct Profile {
        var name: String
      }
      """
    } diagnostics: {
      """
      @SafeDecoding(preservingUnknownKeys: true)
                                           ┬───
                                           ╰─ 🛑 'preservingUnknownKeys: true' generates 'encode(to:)' to write the keys back; declare 'Profile: Codable'
      struct Profile {
        var name: String
      }
      """
    }
  }

  @Test func `preservingUnknownKeys on an enum`() {
    assertMacro {
      """
      @SafeDecoding(preservingUnknownKeys: true)
      enum Media: Codable {
        case movie(id: Int)
      }
      """
    } diagnostics: {
      """
      @SafeDecoding(preservingUnknownKeys: true)
                                           ┬───
                                           ╰─ 🛑 'preservingUnknownKeys:' applies to structs and classes; remove it, and give each case whose unknown keys to keep a 'PreservedData' value
      enum Media: Codable {
        case movie(id: Int)
      }
      """
    }
  }

  @Test func `preservingUnknownKeys that is not a literal`() {
    assertMacro {
      """
      @SafeDecoding(preservingUnknownKeys: flag)
      struct Profile: Codable {
        var name: String
      }
      """
    } diagnostics: {
      """
      @SafeDecoding(preservingUnknownKeys: flag)
                                           ┬───
                                           ╰─ 🛑 'preservingUnknownKeys:' takes 'true' or 'false' written out
      struct Profile: Codable {
        var name: String
      }
      """
    }
  }

  @Test func `preservingUnknownKeys on a subclass of a Decodable class`() {
    // The compiler asks for no `Decodable` when the superclass is Decodable already, and for the
    // marker of `@SafeDecoding` classes when the superclass is not one.
    assertMacro(macroSpecsForSubclassOfDecodableClass) {
      """
      @SafeDecoding(preservingUnknownKeys: true)
      final class Admin: User {
        var level: Int
      }
      """
    } diagnostics: {
      """
      @SafeDecoding(preservingUnknownKeys: true)
                                           ┬───
                                           ╰─ 🛑 'preservingUnknownKeys:' cannot write back the keys of 'Admin', whose superclass decodes part of the payload without '@SafeDecoding'; make the superclass '@SafeDecoding', or remove the argument
      final class Admin: User {
        var level: Int
      }
      """
    }
  }

  // MARK: - Syntax the macros do not understand

  @Test func `a tuple pattern`() {
    assertMacro {
      """
      @SafeDecoding
      struct Point {
        var (x, y): (Int, Int)
      }
      """
    } diagnostics: {
      """
      @SafeDecoding
      struct Point {
        var (x, y): (Int, Int)
            ┬─────
            ╰─ 🛑 '@SafeDecoding' does not understand a tuple pattern; decode this type by hand
      }
      """
    }
  }

  @Test func `a '@RetryDecoding' without its map`() {
    assertMacro {
      """
      @SafeDecoding
      struct Model {
        @RetryDecoding(String.self) var count: Int
      }
      """
    } diagnostics: {
      """
      @SafeDecoding
      struct Model {
        @RetryDecoding(String.self) var count: Int
        ┬──────────────────────────
        ╰─ 🛑 '@SafeDecoding' does not understand this '@RetryDecoding'; decode this type by hand
      }
      """
    }
  }

  @Test func `an argument '@SafeDecoding' does not take`() {
    assertMacro {
      """
      @SafeDecoding(strict: true)
      struct Model {
        var count: Int
      }
      """
    } diagnostics: {
      """
      @SafeDecoding(strict: true)
                    ┬───────────
                    ╰─ 🛑 '@SafeDecoding' does not understand this argument; decode this type by hand
      struct Model {
        var count: Int
      }
      """
    }
  }

  @Test func `'@CaseNameDecoding' on several cases at once`() {
    assertMacro {
      """
      @SafeDecoding
      enum Kind {
        @CaseNameDecoding("A") case a, b
      }
      """
    } diagnostics: {
      """
      @SafeDecoding
      enum Kind {
        @CaseNameDecoding("A") case a, b
        ┬─────────────────────
        ╰─ 🛑 '@CaseNameDecoding' names one case; declare the case on a line of its own
      }
      """
    }
  }

  @Test func `@Policy's .useDefault on a property without a default`() {
    assertMacro {
      """
      @SafeDecoding
      struct Order {
        @Policy(missing: .useDefault, invalid: .useDefault.reported)
        var quantity: Int
        @Policy(missing: .useDefault) var note: String?
        @Policy(missing: .useDefault) var count = 1
        @Policy(missing: .useDefault) @FallbackDecoding(0) var total: Int
      }
      """
    } diagnostics: {
      """
      @SafeDecoding
      struct Order {
        @Policy(missing: .useDefault, invalid: .useDefault.reported)
                                               ┬───────────────────
                         │                     ╰─ 🛑 '.useDefault' takes the initial value of 'quantity', which has none, so the model fails as with '.dropElement'; give 'quantity' an initial value, or write '.dropElement'
                         │                        ✏️ Write '.dropElement'
                         ┬──────────
                         ╰─ 🛑 '.useDefault' takes the initial value of 'quantity', which has none, so the model fails as with '.dropElement'; give 'quantity' an initial value, or write '.dropElement'
                            ✏️ Write '.dropElement'
        var quantity: Int
        @Policy(missing: .useDefault) var note: String?
        @Policy(missing: .useDefault) var count = 1
        @Policy(missing: .useDefault) @FallbackDecoding(0) var total: Int
      }
      """
    } fixes: {
      """
      @SafeDecoding
      struct Order {
        @Policy(missing: .dropElement, invalid: .dropElement)
        var quantity: Int
        @Policy(missing: .useDefault) var note: String?
        @Policy(missing: .useDefault) var count = 1
        @Policy(missing: .useDefault) @FallbackDecoding(0) var total: Int
      }
      """
    } expansion: {
      """
      struct Order {
        var quantity: Int
        var note: String?
        var count = 1
        var total: Int

        private enum CodingKeys: Swift.String, Swift.CodingKey {
          case quantity
          case note
          case count
          case total
        }
      }

      extension Order: Swift.Decodable {
        init(from decoder: any Swift.Decoder) throws {
          let __macro_local_9containerfMu_ = try decoder.container(keyedBy: CodingKeys.self)
          let __macro_local_7contextfMu_ = ResilientCodableCore.SafeDecodingContext(Self.self)
          self.quantity = try __macro_local_9containerfMu_.decode(forKey: .quantity, property: "quantity", context: __macro_local_7contextfMu_, policy: ResilientCodableCore.ValuePolicy(missing: .dropElement, invalid: .dropElement))
          self.note = try __macro_local_9containerfMu_.decodeResilient(forKey: .note, property: "note", context: __macro_local_7contextfMu_, policy: ResilientCodableCore.ValuePolicy(missing: .useDefault))
          self.count = try __macro_local_9containerfMu_.decode(forKey: .count, property: "count", context: __macro_local_7contextfMu_, initialValue: self.count, policy: ResilientCodableCore.ValuePolicy(missing: .useDefault))
          self.total = try __macro_local_9containerfMu_.decode(forKey: .total, property: "total", context: __macro_local_7contextfMu_, fallback: { (0) as Int }, policy: ResilientCodableCore.ValuePolicy(missing: .useDefault))
        }
      }
      """
    }
  }

  @Test func `@Policy on a property that a wrapper decodes`() {
    assertMacro {
      """
      @SafeDecoding
      struct Order {
        @Policy(missing: .dropElement)
        @Resilient var note: String?
      }
      """
    } diagnostics: {
      """
      @SafeDecoding
      struct Order {
        @Policy(missing: .dropElement)
        ┬─────────────────────────────
        ╰─ 🛑 '@Policy' has no effect on 'note', whose property wrapper decodes it; remove the property wrapper, so that '@SafeDecoding' decodes 'note' with the policy, or remove '@Policy'
           ✏️ Remove '@Policy'
        @Resilient var note: String?
      }
      """
    } fixes: {
      """
      @SafeDecoding
      struct Order {
        @Resilient var note: String?
      }
      """
    } expansion: {
      """
      struct Order {
        @Resilient var note: String?

        private enum CodingKeys: Swift.String, Swift.CodingKey {
          case note
        }
      }

      extension Order: Swift.Decodable {
        init(from decoder: any Swift.Decoder) throws {
          let __macro_local_9containerfMu_ = try decoder.container(keyedBy: CodingKeys.self)
          self._note = try __macro_local_9containerfMu_._$decodeWrapper(forKey: .note)
        }
      }
      """
    }
  }

  @Test func `@RequireCompleteness on an enum case that holds no collection`() {
    assertMacro {
      """
      @SafeDecoding
      enum Event {
        @RequireCompleteness(.droppedAtMost(0)) case fork(owner: String)
        case push(refs: [String])
      }
      """
    } diagnostics: {
      """
      @SafeDecoding
      enum Event {
        @RequireCompleteness(.droppedAtMost(0)) case fork(owner: String)
        ┬──────────────────────────────────────
        ╰─ 🛑 '@RequireCompleteness' applies to a case that holds an array, a set or a dictionary; 'fork' holds none; remove the attribute
           ✏️ Remove '@RequireCompleteness'
        case push(refs: [String])
      }
      """
    } fixes: {
      """
      @SafeDecoding
      enum Event {
        case fork(owner: String)
        case push(refs: [String])
      }
      """
    } expansion: {
      """
      enum Event {
        case fork(owner: String)
        case push(refs: [String])

        private enum CodingKeys: Swift.String, Swift.CodingKey {
          case fork
          case push
        }

        private enum CaseCodingKeys {
          enum ForkCodingKeys: Swift.String, Swift.CodingKey {
            case owner
          }
          enum PushCodingKeys: Swift.String, Swift.CodingKey {
            case refs
          }
        }

        init(from decoder: any Swift.Decoder) throws {
          let __macro_local_7contextfMu_ = ResilientCodableCore.SafeDecodingContext(Self.self)
          let __macro_local_4enumfMu_ = ResilientCodableCore._$EnumDecoder(decoder)
          let __macro_local_9containerfMu_ = try decoder.container(keyedBy: CodingKeys.self)
          guard __macro_local_9containerfMu_.allKeys.count == 1, let __macro_local_3keyfMu_ = __macro_local_9containerfMu_.allKeys.first else {
            let __macro_local_5errorfMu_ = __macro_local_4enumfMu_.invalidCaseObjectError(Self.self, knownCases: ["fork", "push"], codingPath: __macro_local_9containerfMu_.codingPath)
            throw __macro_local_5errorfMu_
          }
          switch __macro_local_3keyfMu_ {
          case .fork:
            let __macro_local_6valuesfMu_ = try __macro_local_9containerfMu_.nestedContainer(keyedBy: CaseCodingKeys.ForkCodingKeys.self, forKey: __macro_local_3keyfMu_)
            self = .fork(owner: try __macro_local_6valuesfMu_._$decode(forKey: .owner))
          case .push:
            let __macro_local_6valuesfMu_ = try __macro_local_9containerfMu_.nestedContainer(keyedBy: CaseCodingKeys.PushCodingKeys.self, forKey: __macro_local_3keyfMu_)
            self = .push(refs: try __macro_local_6valuesfMu_.decodeResilient(forKey: .refs, property: "refs", context: __macro_local_7contextfMu_.forCase("push")))
          }
        }
      }

      extension Event: Swift.Decodable {
      }
      """
    }
  }

  @Test func `@CodedBy on a property that a wrapper decodes`() {
    assertMacro {
      """
      @SafeDecoding
      struct Event {
        @CodedBy(.base64)
        @Resilient var thumbnail: Data?
      }
      """
    } diagnostics: {
      """
      @SafeDecoding
      struct Event {
        @CodedBy(.base64)
        ┬────────────────
        ╰─ 🛑 '@CodedBy' has no effect on 'thumbnail', whose property wrapper decodes it; remove the property wrapper, so that '@SafeDecoding' decodes 'thumbnail' with the strategy
           ✏️ Remove '@CodedBy'
        @Resilient var thumbnail: Data?
      }
      """
    } fixes: {
      """
      @SafeDecoding
      struct Event {
        @Resilient var thumbnail: Data?
      }
      """
    } expansion: {
      """
      struct Event {
        @Resilient var thumbnail: Data?

        private enum CodingKeys: Swift.String, Swift.CodingKey {
          case thumbnail
        }
      }

      extension Event: Swift.Decodable {
        init(from decoder: any Swift.Decoder) throws {
          let __macro_local_9containerfMu_ = try decoder.container(keyedBy: CodingKeys.self)
          self._thumbnail = try __macro_local_9containerfMu_._$decodeWrapper(forKey: .thumbnail)
        }
      }
      """
    }
  }

  @Test func `unknownKeys: on an enum, and not written out`() {
    assertMacro {
      """
      @SafeDecoding(unknownKeys: .report)
      enum Shape {
        case circle(radius: Double)
      }

      @SafeDecoding(unknownKeys: policy)
      struct Asset {
        var name: String
      }
      """
    } diagnostics: {
      """
      @SafeDecoding(unknownKeys: .report)
                                 ┬──────
                                 ╰─ 🛑 'unknownKeys:' applies to structs and classes; set the decode's 'ResilientDecodingOptions.unknownKeyPolicy' to find the keys of an enum's payloads
      enum Shape {
        case circle(radius: Double)
      }

      @SafeDecoding(unknownKeys: policy)
                                 ┬─────
                                 ╰─ 🛑 'unknownKeys:' takes '.ignore', '.report' or '.reject' written out
      struct Asset {
        var name: String
      }
      """
    }
  }

  @Test func `@Validate on a property that a wrapper decodes`() {
    assertMacro {
      """
      @SafeDecoding
      struct Listing {
        @Validate(.nonEmpty)
        @Resilient var tags: [String]
      }
      """
    } diagnostics: {
      """
      @SafeDecoding
      struct Listing {
        @Validate(.nonEmpty)
        ┬───────────────────
        ╰─ 🛑 '@Validate' has no effect on 'tags', whose property wrapper decodes it; remove the property wrapper, so that '@SafeDecoding' decodes 'tags' with the rule
           ✏️ Remove '@Validate'
        @Resilient var tags: [String]
      }
      """
    } fixes: {
      """
      @SafeDecoding
      struct Listing {
        @Resilient var tags: [String]
      }
      """
    } expansion: {
      """
      struct Listing {
        @Resilient var tags: [String]

        private enum CodingKeys: Swift.String, Swift.CodingKey {
          case tags
        }
      }

      extension Listing: Swift.Decodable {
        init(from decoder: any Swift.Decoder) throws {
          let __macro_local_9containerfMu_ = try decoder.container(keyedBy: CodingKeys.self)
          self._tags = try __macro_local_9containerfMu_._$decodeWrapper(forKey: .tags)
        }
      }
      """
    }
  }

  @Test func `@Validate on a property that is not decoded`() {
    assertMacro {
      """
      @SafeDecoding
      struct Listing {
        @IgnoreDecoding
        @Validate(.nonEmpty)
        var title: String = ""
      }
      """
    } diagnostics: {
      """
      @SafeDecoding
      struct Listing {
        @IgnoreDecoding
        @Validate(.nonEmpty)
        ┬───────────────────
        ╰─ 🛑 '@Validate' does nothing on 'title', which '@IgnoreDecoding' leaves out; remove one of them
           ✏️ Remove '@Validate'
        var title: String = ""
      }
      """
    } fixes: {
      """
      @SafeDecoding
      struct Listing {
        @IgnoreDecoding
        var title: String = ""
      }
      """
    } expansion: {
      """
      struct Listing {
        var title: String = ""

        private enum CodingKeys: Swift.String, Swift.CodingKey {
          case title
        }
      }

      extension Listing: Swift.Decodable {
        init(from decoder: any Swift.Decoder) throws {
          _ = try decoder.container(keyedBy: CodingKeys.self)
        }
      }
      """
    }
  }

  @Test func `a second @CodedBy on one property`() {
    assertMacro {
      """
      @SafeDecoding
      struct Event {
        @CodedBy(.base64) @CodedBy(.hex) var thumbnail: Data
      }
      """
    } diagnostics: {
      """
      @SafeDecoding
      struct Event {
        @CodedBy(.base64) @CodedBy(.hex) var thumbnail: Data
                          ┬─────────────
                          ╰─ 🛑 'thumbnail' already has a '@CodedBy' strategy; a property decodes with one, so remove this one, or write a strategy of your own that does both
                             ✏️ Remove '@CodedBy'
      }
      """
    } fixes: {
      """
      @SafeDecoding
      struct Event {
        @CodedBy(.base64) var thumbnail: Data
      }
      """
    } expansion: {
      """
      struct Event {
        var thumbnail: Data

        private enum CodingKeys: Swift.String, Swift.CodingKey {
          case thumbnail
        }
      }

      extension Event: Swift.Decodable {
        init(from decoder: any Swift.Decoder) throws {
          let __macro_local_9containerfMu_ = try decoder.container(keyedBy: CodingKeys.self)
          let __macro_local_7contextfMu_ = ResilientCodableCore.SafeDecodingContext(Self.self)
          var __macro_local_9preservedfMu_ = ResilientCodableCore.PreservedData()
          self.thumbnail = try __macro_local_9containerfMu_.decode(forKey: .thumbnail, by: .base64, property: "thumbnail", context: __macro_local_7contextfMu_, preserving: &__macro_local_9preservedfMu_)
        }
      }
      """
    }
  }

  @Test func `@Policy passes its policy to the property's decoding`() {
    assertMacro {
      """
      @SafeDecoding
      struct Order {
        @Policy(missing: .dropElement) var id: String
        @Policy(null: .useDefault.reported) var quantity = 1
        @Policy(invalid: .fail) var note: String?
      }
      """
    } expansion: {
      """
      struct Order {
        var id: String
        var quantity = 1
        var note: String?

        private enum CodingKeys: Swift.String, Swift.CodingKey {
          case id
          case quantity
          case note
        }
      }

      extension Order: Swift.Decodable {
        init(from decoder: any Swift.Decoder) throws {
          let __macro_local_9containerfMu_ = try decoder.container(keyedBy: CodingKeys.self)
          let __macro_local_7contextfMu_ = ResilientCodableCore.SafeDecodingContext(Self.self)
          self.id = try __macro_local_9containerfMu_.decode(forKey: .id, property: "id", context: __macro_local_7contextfMu_, policy: ResilientCodableCore.ValuePolicy(missing: .dropElement))
          self.quantity = try __macro_local_9containerfMu_.decode(forKey: .quantity, property: "quantity", context: __macro_local_7contextfMu_, initialValue: self.quantity, policy: ResilientCodableCore.ValuePolicy(null: .useDefault.reported))
          self.note = try __macro_local_9containerfMu_.decodeResilient(forKey: .note, property: "note", context: __macro_local_7contextfMu_, policy: ResilientCodableCore.ValuePolicy(invalid: .fail))
        }
      }
      """
    }
  }

  @Test func `a container path that the macro cannot read or apply`() {
    assertMacro {
      """
      @SafeDecoding(at: "data", prefix)
      struct Account {
        var userName: String
      }

      @SafeDecoding(at: "data")
      struct Profile {
        var fullName: String

        enum CodingKeys: String, CodingKey {
          case fullName = "full_name"
        }
      }

      @SafeDecoding(at: "data")
      enum Media {
        case movie(id: Int)
      }
      """
    } diagnostics: {
      """
      @SafeDecoding(at: "data", prefix)
                                ┬─────
                                ╰─ 🛑 'at:' takes the keys of the objects that hold the properties as string literals that are not empty, such as 'at: "data", "attributes"'
      struct Account {
        var userName: String
      }

      @SafeDecoding(at: "data")
                    ┬─────────
                    ╰─ 🛑 the type declares 'CodingKeys', whose keys 'at:' cannot nest; remove 'at:' or the 'CodingKeys'
      struct Profile {
        var fullName: String

        enum CodingKeys: String, CodingKey {
          case fullName = "full_name"
        }
      }

      @SafeDecoding(at: "data")
                    ┬─────────
                    ╰─ 🛑 'at:' applies to structs and classes; read the enum from its own property of a model with 'at:'
      enum Media {
        case movie(id: Int)
      }
      """
    }
  }

  @Test func `coding controls on properties they cannot apply to`() {
    assertMacro {
      """
      @SafeDecoding
      struct Listing: Codable {
        @IgnoreCoding let id: Int
        @IgnoreDecoding var name: String
        @IgnoreDecoding let note: String?
        @IgnoreEncoding(when: .nil) var count: Int
        @IgnoreEncoding(when: .default) var theme: String
        @IgnoreEncoding(when: condition) var tags: [String]
        @EncodeNil var rating: Int
        @IgnoreCoding @FallbackDecoding(1) var score = 0
        @IgnoreEncoding @EncodeNil var token: String?
      }

      @SafeDecoding(nilEncoding: .null)
      struct Summary {
        @IgnoreEncoding var title: String?
      }
      """
    } diagnostics: {
      """
      @SafeDecoding
      struct Listing: Codable {
        @IgnoreCoding let id: Int
        ┬────────────
        ╰─ 🛑 '@IgnoreCoding' leaves 'id' as it is initialized, and it has no initial value; give it one, or make it an optional 'var', which starts as 'nil'
        @IgnoreDecoding var name: String
        ┬──────────────
        ╰─ 🛑 '@IgnoreDecoding' leaves 'name' as it is initialized, and it has no initial value; give it one, or make it an optional 'var', which starts as 'nil'
        @IgnoreDecoding let note: String?
        ┬──────────────
        ╰─ 🛑 '@IgnoreDecoding' leaves 'note' as it is initialized, and it has no initial value; give it one, or make it an optional 'var', which starts as 'nil'
           ✏️ Make it a 'var'
        @IgnoreEncoding(when: .nil) var count: Int
                              ┬───
                              ╰─ 🛑 'when: .nil' applies to an optional, and 'count' is not declared as one; remove it, or write the property's type as an optional
        @IgnoreEncoding(when: .default) var theme: String
                              ┬───────
                              ╰─ 🛑 '.default' compares 'theme' with its initial value, and it has none; give it one, or write '.nil' or '.empty'
        @IgnoreEncoding(when: condition) var tags: [String]
                              ┬────────
                              ╰─ 🛑 'when:' takes '.nil', '.empty' or '.default' written out; for another condition, write '@IgnoreEncoding(if: { (value: Type) in … })'
        @EncodeNil var rating: Int
        ┬─────────
        ╰─ 🛑 '@EncodeNil' applies to an optional, and 'rating' is not declared as one; remove it, or write the property's type as an optional
           ✏️ Remove '@EncodeNil'
        @IgnoreCoding @FallbackDecoding(1) var score = 0
                      ┬───────────────────
                      ╰─ 🛑 '@FallbackDecoding' does nothing on 'score', which '@IgnoreCoding' leaves out; remove one of them
                         ✏️ Remove '@FallbackDecoding'
        @IgnoreEncoding @EncodeNil var token: String?
                        ┬─────────
                        ╰─ 🛑 '@EncodeNil' does nothing on 'token', which '@IgnoreEncoding' leaves out; remove one of them
                           ✏️ Remove '@EncodeNil'
      }

      @SafeDecoding(nilEncoding: .null)
                                 ┬────
                                 ╰─ ⚠️ 'nilEncoding: .null' does nothing: '@SafeDecoding' writes no 'encode(to:)' for 'Summary', which does not declare 'Encodable' (or 'Codable'), or declares its own 'encode(to:)'
      struct Summary {
        @IgnoreEncoding var title: String?
        ┬──────────────
        ╰─ ⚠️ '@IgnoreEncoding' does nothing: '@SafeDecoding' writes no 'encode(to:)' for 'Summary', which does not declare 'Encodable' (or 'Codable'), or declares its own 'encode(to:)'
      }
      """
    }
  }

  @Test func `hooks the generated code cannot call`() {
    assertMacro {
      """
      @SafeDecoding
      struct Listing: Codable {
        var title: String

        mutating func didDecode(_ price: Int) throws {}
        func willEncode() async {}
      }
      """
    } diagnostics: {
      """
      @SafeDecoding
      struct Listing: Codable {
        var title: String

        mutating func didDecode(_ price: Int) throws {}
                      ┬────────
                      ╰─ 🛑 '@SafeDecoding' calls 'didDecode' with no argument or with the coder; declare it as 'mutating func didDecode() throws' or 'mutating func didDecode(from decoder: any Decoder) throws', or rename it
        func willEncode() async {}
             ┬─────────
             ╰─ 🛑 '@SafeDecoding' calls 'willEncode' with no argument or with the coder; declare it as 'func willEncode() throws' or 'func willEncode(to encoder: any Encoder) throws', or rename it
      }
      """
    }
  }

  @Test func `flattening what has no keys of its own, or with key attributes`() {
    assertMacro {
      """
      @SafeDecoding
      struct Page: Codable {
        @Flattened var count: Int
        @Flattened var tags: [String]?
        @Flattened @CodedAt("meta") var meta: Meta
        @CodedAt() var pagination: Pagination
      }
      """
    } diagnostics: {
      """
      @SafeDecoding
      struct Page: Codable {
        @Flattened var count: Int
        ┬─────────
        ╰─ 🛑 '@Flattened' reads the keys of the type of 'count' from the model's object, and 'Int' has none; remove it, or give the property a key with '@CodedAt'
           ✏️ Remove '@Flattened'
        @Flattened var tags: [String]?
        ┬─────────
        ╰─ 🛑 '@Flattened' reads the keys of the type of 'tags' from the model's object, and '[String]?' has none; remove it, or give the property a key with '@CodedAt'
           ✏️ Remove '@Flattened'
        @Flattened @CodedAt("meta") var meta: Meta
                   ┬───────────────
                   ╰─ 🛑 '@CodedAt' does nothing on 'meta', whose type '@Flattened' decodes from the model's own object with its own keys; remove one of them
                      ✏️ Remove '@CodedAt'
        @CodedAt() var pagination: Pagination
        ┬─────────
        ╰─ 🛑 '@CodedAt()' without keys would flatten the property, as in MetaCodable; write '@Flattened'
           ✏️ Write '@Flattened'
      }
      """
    } fixes: {
      """
      @SafeDecoding
      struct Page: Codable {
        var count: Int
        var tags: [String]?
        @Flattened var meta: Meta
        @Flattened var pagination: Pagination
      }
      """
    } expansion: {
      """
      struct Page: Codable {
        var count: Int
        var tags: [String]?
        var meta: Meta
        var pagination: Pagination

        private enum CodingKeys: Swift.String, Swift.CodingKey {
          case count
          case tags
        }

        /// What the payload held beyond the declared properties, written back by `encode(to:)`.
        var preservedData = ResilientCodableCore.PreservedData()

        func encode(to encoder: any Swift.Encoder) throws {
          var __macro_local_9containerfMu_ = encoder.container(keyedBy: CodingKeys.self)
          try __macro_local_9containerfMu_._$encode(self.count, forKey: .count)
          try __macro_local_9containerfMu_.encodeResilient(self.tags, forKey: .tags, property: "tags", preserved: self.preservedData)
          try ResilientCodableCore._$encodeFlattened(self.meta, to: encoder)
          try ResilientCodableCore._$encodeFlattened(self.pagination, to: encoder)
          try self.preservedData.encodeUnknownKeys(to: encoder)
        }
      }

      extension Page {
        init(from decoder: any Swift.Decoder) throws {
          let __macro_local_9containerfMu0_ = try decoder.container(keyedBy: CodingKeys.self)
          let __macro_local_7contextfMu_ = ResilientCodableCore.SafeDecodingContext(Self.self)
          var __macro_local_9preservedfMu_ = ResilientCodableCore.PreservedData(preparingFor: decoder)
          self.count = try __macro_local_9containerfMu0_._$decode(forKey: .count)
          self.tags = try __macro_local_9containerfMu0_.decodeResilient(forKey: .tags, property: "tags", context: __macro_local_7contextfMu_, preserving: &__macro_local_9preservedfMu_)
          self.meta = try decoder.decodeFlattened(Meta.self, property: "meta", context: __macro_local_7contextfMu_, preserving: &__macro_local_9preservedfMu_)
          self.pagination = try decoder.decodeFlattened(Pagination.self, property: "pagination", context: __macro_local_7contextfMu_, preserving: &__macro_local_9preservedfMu_)
          self.preservedData = __macro_local_9preservedfMu_
        }
      }
      """
    }
  }

  @Test func `shouldImplementEncoding that is not a literal`() {
    assertMacro {
      """
      @SafeDecoding(shouldImplementEncoding: encodes)
      struct User: Codable {
        var name: String
      }
      """
    } diagnostics: {
      """
      @SafeDecoding(shouldImplementEncoding: encodes)
                                             ┬──────
                                             ╰─ 🛑 'shouldImplementEncoding:' takes 'true' or 'false' written out
      struct User: Codable {
        var name: String
      }
      """
    }
  }
}
