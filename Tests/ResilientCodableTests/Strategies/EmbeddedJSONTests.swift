import Foundation
import ResilientCodable
import ResilientCodableTestSupport
import Testing

/// Settings that a payload sends as a string of JSON, read with wrappers.
private struct WrapperSettings: Codable, Equatable {
  @Resilient var theme: String?
  @Resilient var sizes: [Int]
}

private enum EmbeddedSettings: CodingPreset {
  static let strategy = EmbeddedJSONStrategy(WrapperSettings.self)
}

/// A profile with a `theme` of its own beside the settings' string.
private struct WrapperProfile: Codable {
  @Resilient var theme: String?
  @Coded<EmbeddedSettings, WrapperSettings?> var settings: WrapperSettings?
}

/// ``WrapperSettings`` as a `@SafeDecoding` model.
@SafeDecoding
private struct MacroSettings: Codable, Equatable {
  var theme: String?
  var sizes: [Int]
}

/// ``WrapperProfile`` as a `@SafeDecoding` model.
@SafeDecoding
private struct MacroProfile: Codable {
  var theme: String?
  @CodedBy(.jsonString(MacroSettings.self)) var settings: MacroSettings?
}

struct EmbeddedJSONTests {
  static let payload = #"""
    {"theme": 7, "settings": "{\"theme\": 5, \"sizes\": [1, \"x\", 3]}"}
    """#

  /// Each entry's pointer, its pointer in the string's JSON, its action, and what it cost.
  private func summary(_ digest: ErrorDigest?) -> [String] {
    (digest?.entries ?? []).map { entry in
      "\(entry.jsonPointer) \(entry.embeddedJSONPointer ?? "-") \(entry.action) | "
        + entry.recoveryDescription
    }
  }

  @Test func `a recovery inside a string of JSON is reported at the string, with its place in it`()
    throws
  {
    let (wrapper, wrapperDigest) = try decode(WrapperProfile.self, Self.payload)
    let (macro, macroDigest) = try decode(MacroProfile.self, Self.payload)
    #expect(wrapper.settings?.sizes == [1, 3])
    #expect(macro.settings == MacroSettings(theme: nil, sizes: [1, 3]))
    let expected = [
      "/theme - setToNil | set theme to nil",
      "/settings /theme setToNil | set theme in the JSON of settings to nil",
      "/settings /sizes/1 droppedElement(index: 1) | dropped sizes[1] in the JSON of settings",
    ]
    #expect(summary(wrapperDigest) == expected)
    #expect(summary(macroDigest) == expected)
    // The coding paths are the string's too: the digest prints the entries under `settings`.
    #expect(
      macroDigest?.entries.map(\.codingPath.expression) == ["theme", "settings", "settings"])
  }

  @Test func `a string of JSON inside another gives the path from the outer string's JSON`()
    throws
  {
    struct Outer: Decodable {
      @Coded<EmbeddedInner, Inner?> var inner: Inner?
    }
    struct Inner: Codable {
      @Coded<EmbeddedSettings, WrapperSettings?> var nested: WrapperSettings?
    }
    enum EmbeddedInner: CodingPreset {
      static let strategy = EmbeddedJSONStrategy(Inner.self)
    }
    let settings = #"{\"sizes\": [\"x\"]}"#
    let inner = #"{\"nested\": \"\#(settings.replacingOccurrences(of: "\\", with: "\\\\\\"))\"}"#
    let json = #"{"inner": "\#(inner)"}"#
    let (outer, digest) = try decode(Outer.self, json)
    #expect(outer.inner?.nested?.sizes == [])
    #expect(
      summary(digest) == [
        "/inner /nested/sizes/0 droppedElement(index: 0) | dropped nested.sizes[0] in the JSON of inner"
      ])
  }
}
