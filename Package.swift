// swift-tools-version:6.1
import PackageDescription

// GuideLens makes UIKit layout guides visible in a running app (DEBUG builds only).
//
// GuideLensCore is the portable engine and builds everywhere. GuideLens (the UIKit overlay)
// compiles to nothing where UIKit is missing. GuideLensFLEX depends on FLEX, which exists only
// for Apple platforms, so it and its dependency are declared only when this manifest is
// evaluated on an Apple host: on Linux the package resolves with swift-argument-parser alone.

var dependencies: [Package.Dependency] = [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    // For GuideLensTesting only: an app that uses just GuideLens never builds it.
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
    // For guidelens-mcp only (the Model Context Protocol server), and only with the package trait
    // `MCP` (off by default): an app that adds GuideLens, and the CLI's other commands, never
    // fetch or build the protocol's SDK and what it depends on.
    .package(url: "https://github.com/modelcontextprotocol/swift-sdk", .upToNextMinor(from: "0.12.1")),
    // The SDK's own file descriptors and logger type: for the tests that talk to guidelens-mcp
    // over pipes, and for the server's standard input/output transport.
    .package(url: "https://github.com/apple/swift-system", from: "1.0.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
]

var products: [Product] = [
    .library(name: "GuideLens", targets: ["GuideLens"]),
    .library(name: "GuideLensCore", targets: ["GuideLensCore"]),
    .library(name: "GuideLensTesting", targets: ["GuideLensTesting"]),
    .executable(name: "guidelens", targets: ["guidelens"]),
    .executable(name: "guidelens-mcp", targets: ["guidelens-mcp"]),
]

var targets: [Target] = [
    .target(name: "GuideLensCore"),
    .target(name: "GuideLens", dependencies: ["GuideLensCore"]),
    .target(
        name: "GuideLensTesting",
        dependencies: [
            "GuideLensCore", "GuideLens",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]
    ),
    // What both command-line tools share: the sample scenes, reading snapshot files, failures.
    .target(
        name: "GuideLensCommandLine",
        dependencies: ["GuideLensCore", .product(name: "ArgumentParser", package: "swift-argument-parser")]
    ),
    .executableTarget(
        name: "guidelens",
        dependencies: [
            "GuideLensCore", "GuideLensCommandLine",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]
    ),
    // `guidelens mcp` runs this executable: the Model Context Protocol server, kept apart so that
    // building `guidelens` never compiles the protocol's SDK.
    .executableTarget(
        name: "guidelens-mcp",
        dependencies: [
            "GuideLensCore", "GuideLensCommandLine",
            .product(name: "MCP", package: "swift-sdk", condition: .when(traits: ["MCP"])),
            .product(name: "Logging", package: "swift-log", condition: .when(traits: ["MCP"])),
        ]
    ),
    // A process that serves the LLDB entry point from a snapshot file, for the LLDB tests.
    .executableTarget(name: "GuideLensLLDBHost", dependencies: ["GuideLensCore"]),
    // What several test targets share (a seeded random generator); never part of a product.
    .target(name: "GuideLensTestSupport", path: "Tests/GuideLensTestSupport"),
    .testTarget(name: "GuideLensCoreTests", dependencies: ["GuideLensCore", "GuideLensTestSupport"]),
    .testTarget(
        name: "guidelensTests",
        dependencies: ["guidelens", "GuideLensCore", "GuideLensCommandLine", "GuideLensTestSupport"],
        exclude: ["Golden"]
    ),
    .testTarget(name: "GuideLensTestingTests", dependencies: ["GuideLensTesting", "GuideLensCore"]),
    .testTarget(
        name: "guidelensMCPTests",
        dependencies: [
            "GuideLensCore", "GuideLensCommandLine",
            .product(name: "MCP", package: "swift-sdk", condition: .when(traits: ["MCP"])),
            .product(name: "SystemPackage", package: "swift-system", condition: .when(traits: ["MCP"])),
        ]
    ),
]

#if !os(Linux) && !os(Windows)
    dependencies.append(.package(url: "https://github.com/FLEXTool/FLEX", from: "5.22.10"))
    products.append(.library(name: "GuideLensFLEX", targets: ["GuideLensFLEX"]))
    targets.append(
        .target(
            name: "GuideLensFLEX",
            dependencies: [
                "GuideLens",
                .product(name: "FLEX", package: "FLEX", condition: .when(platforms: [.iOS, .macCatalyst])),
            ]
        )
    )
#endif

let package = Package(
    name: "GuideLens",
    // macOS 13: the MCP SDK's floor (guidelens-mcp); the iOS and tvOS libraries keep theirs.
    platforms: [.iOS(.v14), .tvOS(.v14), .macCatalyst(.v14), .macOS(.v13)],
    products: products,
    traits: [
        .trait(
            name: "MCP",
            description: "Builds guidelens-mcp, the Model Context Protocol server for coding agents."),
        .default(enabledTraits: []),
    ],
    dependencies: dependencies,
    targets: targets,
    swiftLanguageModes: [.v6]
)
