import Foundation

// Usage: swift run -c release resilient-bench [--quick] [--scenario NAME]... (see --help)

let options: Options
do {
  options = try Options(parsing: Array(CommandLine.arguments.dropFirst()))
} catch {
  if let message = error.message {
    FileHandle.standardError.write(Data("error: \(message)\n\n\(Options.usage)\n".utf8))
    exit(64)
  }
  print(Options.usage)
  exit(0)
}

if let elements = options.scaleElements {
  ScaleCheck(elements: elements).run()
  exit(0)
}

if let (mode, nodes) = options.largeArray {
  LargeArrayCheck(mode: mode, nodes: nodes).run()
  exit(0)
}

if let (shape, throughMacro, size) = options.hostile {
  HostileCheck(shape: shape, size: size, throughMacro: throughMacro).run()
  exit(0)
}

if let (file, decoding) = options.corpus {
  CorpusCheck(file: file, decoding: decoding).run()
  exit(0)
}

if options.listsScenarios {
  for scenario in Scenario.catalog { print(scenario.name) }
  exit(0)
}

let unknownNames = options.scenarioNames.filter { name in
  !Scenario.catalog.contains { $0.name == name }
}
if !unknownNames.isEmpty {
  for name in unknownNames {
    FileHandle.standardError.write(Data("error: scenario '\(name)' is unknown\n".utf8))
  }
  exit(64)
}

let scenarios =
  options.scenarioNames.isEmpty
  ? Scenario.catalog : Scenario.catalog.filter { options.scenarioNames.contains($0.name) }

#if DEBUG
print("warning: a debug build; run `swift run -c release resilient-bench` for real numbers\n")
#endif

let benchmark = Benchmark(options: options, scenarios: scenarios)
let clean = benchmark.cleanPayload
let dirty = benchmark.dirtyPayload
print(
  """
  Payload: \(clean.nodeCount) nodes, clean \(fixed(clean.megabytes, 2)) MB\
  \(dirty.isDirty ? ", dirty \(fixed(dirty.megabytes, 2)) MB (\(dirty.corruptions.count) corrupt nodes)" : "")
  Runs: \(options.warmUpRuns) warm-up + \(options.runs) timed per scenario, interleaved round-robin

  """)

do {
  let results = try benchmark.run()
  print(Report(results: results).rendered)
  print()
  print(Report.legend)
  if results.allSatisfy({ $0.allocations == nil }) {
    print("Allocations: n/a (start with Scripts/benchmark.sh to preload the counter).")
  }
  print()
  print("Memory layout (bytes):")
  print(MemoryLayoutReport.rendered)
} catch {
  FileHandle.standardError.write(Data("error: \(error)\n".utf8))
  exit(1)
}
