// swift-tools-version:6.1
// GuideLens's benchmarks: a package of its own so that users of GuideLens never build them.
// Run everything with ../Scripts/benchmark (see ../BENCHMARKS.md).
import PackageDescription

let package = Package(
    name: "GuideLensBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "GuideLens", path: ".."),
        .package(url: "https://github.com/ordo-one/malloc-interposer", from: "1.6.1"),
    ],
    targets: [
        .executableTarget(
            name: "GuideLensBenchmarks",
            dependencies: [
                .product(name: "GuideLensCore", package: "GuideLens"),
                .product(name: "MallocInterposerSwift", package: "malloc-interposer"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
