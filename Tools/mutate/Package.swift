// swift-tools-version:6.0
import PackageDescription

// `mutate`: a mutation-testing runner for Swift packages that works on Linux. It finds mutation
// points by syntax (swift-syntax), runs each mutant in a copy of the repository, and reports
// which tests caught it. A package of its own so that GuideLens's dependencies stay as they are;
// `Scripts/mutate` builds and runs it.

let package = Package(
    name: "mutate",
    platforms: [.macOS(.v13)],
    products: [.executable(name: "mutate", targets: ["mutate"])],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1")
    ],
    targets: [
        .target(
            name: "MutationKit",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
                .product(name: "SwiftIfConfig", package: "swift-syntax"),
            ]
        ),
        .executableTarget(name: "mutate", dependencies: ["MutationKit"]),
        .testTarget(name: "MutationKitTests", dependencies: ["MutationKit"], exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
