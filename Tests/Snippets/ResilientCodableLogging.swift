import Foundation
import Logging
import ResilientCodable
import ResilientCodableLogging

// The context of the ResilientCodableLogging overview: the app's payloads and models, and the
// logger an earlier snippet made.

let data = Data(#"{"nodes": []}"#.utf8)
let yaml = ""
let decodingLogger = ResilientDecodingLogger(logger: Logger(label: "api.decoding"))

struct Page: Decodable {
  @Resilient var nodes: [Int]
}

struct Settings: Decodable {
  @Resilient var theme: String?
}
