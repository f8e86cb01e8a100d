// swift-tools-version: 6.2

import PackageDescription

let package = Package(
  name: "ResilientCodable",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .library(name: "ResilientCodableCore", targets: ["ResilientCodableCore"]),
    .library(name: "ResilientCodable", targets: ["ResilientCodable"]),
  ],
  dependencies: [
    // Test-only: the same behaviour through other decoders. Never a dependency of a library.
    .package(url: "https://github.com/jpsim/Yams.git", from: "6.2.2"),
    .package(url: "https://github.com/CoreOffice/XMLCoder.git", from: "0.18.2"),
  ],
  targets: [
    // Libraries
    .target(name: "ResilientCodableCore"),
    .target(name: "ResilientCodable", dependencies: ["ResilientCodableCore"]),

    // Examples
    .executableTarget(
      name: "resilient-demo",
      dependencies: ["ResilientCodable"],
      path: "Examples/resilient-demo",
      resources: [.copy("Resources/pull-requests.json")]
    ),

    // Benchmarks
    .executableTarget(
      name: "resilient-bench",
      dependencies: ["ResilientCodableCore"],
      path: "Benchmarks/resilient-bench"
    ),

    // Tests
    .testTarget(name: "ResilientCodableCoreTests", dependencies: ["ResilientCodableCore"]),
    .testTarget(
      name: "DecoderCompatibilityTests",
      dependencies: [
        "ResilientCodableCore",
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
