// swift-tools-version:6.0
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
]

var products: [Product] = [
    .library(name: "GuideLens", targets: ["GuideLens"]),
    .library(name: "GuideLensCore", targets: ["GuideLensCore"]),
    .library(name: "GuideLensTesting", targets: ["GuideLensTesting"]),
    .executable(name: "guidelens", targets: ["guidelens"]),
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
    .executableTarget(
        name: "guidelens",
        dependencies: [
            "GuideLensCore",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]
    ),
    // A process that serves the LLDB entry point from a snapshot file, for the LLDB tests.
    .executableTarget(name: "GuideLensLLDBHost", dependencies: ["GuideLensCore"]),
    .testTarget(name: "GuideLensCoreTests", dependencies: ["GuideLensCore"]),
    .testTarget(name: "guidelensTests", dependencies: ["guidelens", "GuideLensCore"], exclude: ["Golden"]),
    .testTarget(name: "GuideLensTestingTests", dependencies: ["GuideLensTesting", "GuideLensCore"]),
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
    platforms: [.iOS(.v14), .tvOS(.v14), .macCatalyst(.v14), .macOS(.v12)],
    products: products,
    dependencies: dependencies,
    targets: targets,
    swiftLanguageModes: [.v6]
)
