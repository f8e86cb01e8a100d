import Foundation
import ResilientCodable

// Decodes a GitHub pull-request search response resiliently and prints what was kept, the
// digest of the errors recovered from and of the keys the models do not read, what encoding it
// back writes, the drift against a baseline, and a one-line summary.
//
//     swift run resilient-demo                       # the bundled pull-requests.json
//     swift run resilient-demo path/to/search.json   # a payload of the same shape

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments == ["-h"] || arguments == ["--help"] {
  print(PayloadSource.usage)
  exit(EXIT_SUCCESS)
}

do {
  let source = try PayloadSource(arguments: arguments)
  let data = try source.load()
  let decoder = JSONDecoder()
  decoder.dateDecodingStrategy = .iso8601
  // A key that the server added and no model reads is drift too: report it.
  decoder.userInfo.resilientDecodingOptions.unknownKeyPolicy = .report
  let response: SearchResponse
  let digest: ErrorDigest?
  do {
    (response, digest) = try decoder.decode(
      SearchResponse.self, from: data, reportResilientDecodingErrors: true)
  } catch {
    throw DemoError.undecodablePayload(source: source.name, error: error)
  }
  let report = Report(search: response.data.search, digest: digest)
  let roundTrip = try RoundTrip(search: response.data.search, payload: data)
  let baselineComparison = try BaselineComparison(digest: digest)
  print(report.body)
  print()
  print(roundTrip)
  print()
  print(baselineComparison)
  print()
  print(report.summary)
} catch {
  FileHandle.standardError.write(Data("resilient-demo: error: \(error)\n".utf8))
  exit(EXIT_FAILURE)
}
