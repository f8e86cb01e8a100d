import ResilientCodableTestSupport

/// The command line of the benchmark.
struct Options {
  /// The number of nodes in each payload.
  var nodeCount = 10_000
  /// The number of timed runs of each scenario.
  var runs = 9
  /// The number of untimed runs of each scenario before the timed ones.
  var warmUpRuns = 1
  /// The scenarios to run, by name; all of them when empty.
  var scenarioNames: [String] = []
  /// Whether to print the scenario names and stop.
  var listsScenarios = false
  /// The number of elements of the scale check to run instead of the benchmark, if any.
  var scaleElements: Int?
  /// The large-array measurement to run instead of the benchmark, and its node count, if any.
  var largeArray: (mode: LargeArrayCheck.Mode, nodes: Int)?
  /// The hostile payload to decode instead of the benchmark, and its size, if any.
  var hostile: (shape: HostileCheck.Shape, throughMacro: Bool, size: Int)?
  /// The corpus file to decode, and how, instead of the benchmark.
  var corpus: (file: CorpusFile, decoding: CorpusCheck.Decoding)?

  static let usage = """
    USAGE: resilient-bench [--quick] [--nodes N] [--runs N] [--warm-up N] [--scenario NAME]...

    Decodes a generated pull-request search response in every scenario, interleaving the runs,
    and prints the median time of each with its ratio to plain synthesized Codable.

    OPTIONS:
      --quick           200 nodes, 1 run, no warm-up: checks that every scenario still works.
      --nodes N         Nodes in each payload (default: 10000, about 10 MB).
      --runs N          Timed runs of each scenario (default: 9).
      --warm-up N       Untimed runs of each scenario before the timed ones (default: 1).
      --scenario NAME   Run only this scenario; repeat or separate with commas for several.
                        Timed decodes, and only they, run inside `measuredDecode`, where
                        `Scripts/callgrind.sh` collects instructions.
      --list            Print the scenario names and exit.
      --scale N         Instead of the benchmark, decode one array of N small elements, 10% of
                        them bad, and print the peak memory (see Scripts/scale.sh).
      --hostile SHAPE N Instead of the benchmark, decode one hostile payload of size N and print
                        its time and the peak memory (see Scripts/scale.sh), through the
                        macro with SHAPE+macro; SHAPE is one of
                        \(HostileCheck.Shape.allCases.map(\.rawValue).joined(separator: ", ")).
      --large-array MODE N
                        Instead of the benchmark, decode one response of N nodes (90000 make
                        about 100 MB), a tenth of them bad, and print its time, MB/s and peak
                        memory; MODE is whole (JSONDecoder), concurrent
                        (decodeResilientConcurrently), stream (decodeResilientStream of its
                        nodes as JSON Lines, from a file) or scan (the element scan alone,
                        GB/s).
                        See Scripts/benchmark.sh --large-array.
      --corpus FILE DECODER
                        Instead of the benchmark, decode one file of the standard JSON corpus
                        (twitter, canada, citm_catalog, github_events; not in the repository:
                        Tests/Fixtures/JSONCorpus) into its model, through DECODER, foundation
                        or reader, once untimed and once timed (where callgrind collects).
      -h, --help        Print this help and exit.
    """

  /// Parses `arguments`, the command line without the program name.
  init(parsing arguments: [String]) throws(UsageError) {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--quick":
        nodeCount = 200
        runs = 1
        warmUpRuns = 0
      case "--nodes": nodeCount = try Self.count(after: argument, in: &remaining, minimum: 1)
      case "--runs": runs = try Self.count(after: argument, in: &remaining, minimum: 1)
      case "--warm-up": warmUpRuns = try Self.count(after: argument, in: &remaining, minimum: 0)
      case "--scenario":
        guard let names = remaining.popFirst() else { throw UsageError("--scenario needs a name") }
        scenarioNames += names.split(separator: ",").map(String.init)
      case "--list": listsScenarios = true
      case "--scale": scaleElements = try Self.count(after: argument, in: &remaining, minimum: 1)
      case "--hostile":
        guard let name = remaining.popFirst(),
          let shape = HostileCheck.Shape(
            rawValue: name.hasSuffix("+macro") ? String(name.dropLast(6)) : name)
        else { throw UsageError("--hostile needs a shape") }
        hostile = (
          shape, name.hasSuffix("+macro"),
          try Self.count(after: argument, in: &remaining, minimum: 1)
        )
      case "--large-array":
        guard let name = remaining.popFirst(), let mode = LargeArrayCheck.Mode(rawValue: name)
        else { throw UsageError("--large-array needs a mode: whole, concurrent, stream or scan") }
        largeArray = (mode, try Self.count(after: argument, in: &remaining, minimum: 1))
      case "--corpus":
        guard let name = remaining.popFirst(),
          let file = CorpusFile.allCases.first(where: { $0.rawValue == name + ".json" }),
          let through = remaining.popFirst(), let decoding = CorpusCheck.Decoding(rawValue: through)
        else {
          throw UsageError(
            "--corpus needs a file (twitter, canada, citm_catalog, github_events) and a decoder "
              + "(foundation or reader)")
        }
        corpus = (file, decoding)
      case "-h", "--help": throw UsageError(nil)
      default: throw UsageError("unknown argument '\(argument)'")
      }
    }
  }

  private static func count(
    after option: String,
    in arguments: inout ArraySlice<String>,
    minimum: Int
  ) throws(UsageError) -> Int {
    guard let text = arguments.popFirst(), let value = Int(text), value >= minimum else {
      throw UsageError("\(option) needs a whole number of at least \(minimum)")
    }
    return value
  }
}

// MARK: - UsageError

/// A command line that the benchmark cannot run: the message, or `nil` when help was asked for.
struct UsageError: Error {
  let message: String?

  init(_ message: String?) { self.message = message }
}
