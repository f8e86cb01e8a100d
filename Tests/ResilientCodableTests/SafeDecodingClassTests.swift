import Foundation
import ResilientCodable
import ResilientCodableTestSupport
import Testing

struct SafeDecodingClassTests {
  @Test func `a final class recovers its collection`() throws {
    let (channel, digest) = try decode(Channel.self, #"{"name": "One", "episodes": [1, "x"]}"#)
    #expect(channel.name == "One")
    #expect(channel.episodes == [1])
    #expect(digest.paths == ["episodes/Index 1"])
  }

  @Test func `a non-final class decodes on its own`() throws {
    let (asset, digest) = try decode(Asset.self, #"{"id": 1, "images": "none"}"#)
    #expect(asset.id == 1)
    #expect(asset.images == [])
    #expect(digest.paths == ["images"])
  }

  @Test func `a subclass decodes its own properties, then its superclass's`() throws {
    let json = #"{"id": 2, "images": ["a", 1], "runtime": "long", "directors": [3, "b"]}"#
    let (movie, digest) = try decode(Movie.self, json)
    #expect(movie.id == 2)
    #expect(movie.images == ["a"])
    #expect(movie.runtime == nil)
    #expect(movie.directors == ["b"])
    #expect(digest.paths == ["runtime", "directors/Index 0", "images/Index 1"])
  }

  @Test func `a subclass decodes through its superclass's type`() throws {
    let (asset, _) = try decode([Movie].self, #"[{"id": 3, "directors": []}]"#)
    #expect(asset.map(\.id) == [3])
  }
}
