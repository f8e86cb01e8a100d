// swift-tools-version: 6.2

import PackageDescription

// A package that depends only on the core product: building it must not compile swift-syntax
// (checked by `.ci/run`).
let package = Package(
  name: "CoreOnly",
  dependencies: [.package(name: "ResilientCodable", path: "../../..")],
  targets: [
    .executableTarget(
      name: "core-only",
      dependencies: [.product(name: "ResilientCodableCore", package: "ResilientCodable")]
    )
  ],
  swiftLanguageModes: [.v6]
)
