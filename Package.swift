// swift-tools-version: 6.2

import CompilerPluginSupport
import PackageDescription

let package = Package(
  name: "ResilientCodable",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .library(name: "ResilientCodableCore", targets: ["ResilientCodableCore"]),
    .library(name: "ResilientCodable", targets: ["ResilientCodable"]),
    .library(name: "ResilientCodableLogging", targets: ["ResilientCodableLogging"]),
    .library(name: "ResilientCodableTesting", targets: ["ResilientCodableTesting"]),
  ],
  dependencies: [
    // Test-only: the same behaviour through other decoders. Never a dependency of a library, so
    // a client never resolves it (SwiftPM resolves test targets' packages only for the root;
    // Scripts/check-core-only.sh checks it).
    .package(url: "https://github.com/jpsim/Yams.git", from: "6.2.2"),
    .package(url: "https://github.com/CoreOffice/XMLCoder.git", from: "0.18.2"),
    // The macros' implementation; never compiled for a target that depends only on the core.
    .package(url: "https://github.com/swiftlang/swift-syntax.git", "600.0.0"..<"604.0.0"),
    // Logging and metrics of recovered errors; only for the ResilientCodableLogging product.
    .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
    .package(url: "https://github.com/apple/swift-metrics.git", from: "2.13.0"),
    // Test-only: expansion and diagnostics snapshots; never resolved for a client either.
    .package(url: "https://github.com/pointfreeco/swift-macro-testing.git", from: "0.7.0"),
  ],
  targets: [
    // Libraries
    .target(name: "ResilientCodableCore", dependencies: ["ResilientCodableKeyCasing"]),
    .target(
      name: "ResilientCodable",
      dependencies: ["ResilientCodableCore", "ResilientCodableMacros"]
    ),
    .target(
      name: "ResilientCodableLogging",
      dependencies: [
        "ResilientCodableCore",
        .product(name: "Logging", package: "swift-log"),
        .product(name: "CoreMetrics", package: "swift-metrics"),
      ]
    ),
    // Drift cases and checks for a model's tests; the core stays free of them.
    .target(
      name: "ResilientCodableTesting",
      dependencies: ["ResilientCodableCore", "ResilientCodableKeyCasing"]
    ),
    // How keys are spelled from names: one source for the runtime, the macros and the testing
    // product, with no dependency, so that the macro target can share it.
    .target(name: "ResilientCodableKeyCasing"),

    // Macros
    .macro(
      name: "ResilientCodableMacros",
      dependencies: [
        "ResilientCodableKeyCasing",
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
      ]
    ),

    // Examples
    .executableTarget(
      name: "resilient-demo",
      dependencies: ["ResilientCodable"],
      path: "Examples/resilient-demo",
      resources: [
        .copy("Resources/pull-requests.json"), .copy("Resources/drift-baseline.json"),
      ]
    ),

    // Benchmarks
    .executableTarget(
      name: "resilient-bench",
      dependencies: ["ResilientCodable", "ResilientCodableTestSupport"],
      path: "Benchmarks/resilient-bench"
    ),

    // Tests
    // What every test target shares: decoding helpers, outcome and error kinds, a recording
    // reporter. A target of its own, never a product.
    .target(
      name: "ResilientCodableTestSupport",
      dependencies: ["ResilientCodableCore"],
      path: "Tests/Support"
    ),
    .testTarget(
      name: "ResilientCodableCoreTests",
      dependencies: ["ResilientCodableCore", "ResilientCodableTestSupport"]
    ),
    .testTarget(
      name: "ResilientCodableKeyCasingTests", dependencies: ["ResilientCodableKeyCasing"]),
    .testTarget(
      name: "ResilientCodableMacrosTests",
      dependencies: [
        "ResilientCodableMacros",
        .product(name: "MacroTesting", package: "swift-macro-testing"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftIDEUtils", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
      ]
    ),
    .testTarget(
      name: "ResilientCodableTests",
      dependencies: ["ResilientCodable", "ResilientCodableTestSupport"],
      resources: [.copy("Fixtures/RealPayloads")]
    ),
    .testTarget(
      name: "ResilientCodableLoggingTests",
      dependencies: [
        "ResilientCodable",
        "ResilientCodableLogging",
        "ResilientCodableTestSupport",
        .product(name: "InMemoryLogging", package: "swift-log"),
        .product(name: "MetricsTestKit", package: "swift-metrics"),
      ]
    ),
    .testTarget(
      name: "ResilientCodableTestingTests",
      dependencies: ["ResilientCodable", "ResilientCodableTesting", "resilient-demo"]
    ),
    .testTarget(
      name: "DecoderCompatibilityTests",
      dependencies: [
        "ResilientCodableCore",
        "ResilientCodableTestSupport",
        .product(name: "Yams", package: "Yams"),
        .product(name: "XMLCoder", package: "XMLCoder"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets where target.type != .plugin {
  var settings = target.swiftSettings ?? []

  // https://github.com/swiftlang/swift-evolution/blob/main/proposals/0335-existential-any.md
  settings.append(.enableUpcomingFeature("ExistentialAny"))

  // https://github.com/swiftlang/swift-evolution/blob/main/proposals/0444-member-import-visibility.md
  settings.append(.enableUpcomingFeature("MemberImportVisibility"))

  // https://github.com/swiftlang/swift-evolution/blob/main/proposals/0409-access-level-on-imports.md
  settings.append(.enableUpcomingFeature("InternalImportsByDefault"))

  // Every public type says whether it is `Sendable`.
  settings.append(.treatWarning("ExplicitSendable", as: .error))

  target.swiftSettings = settings
}
