// swift-tools-version:6.0
import Foundation
import PackageDescription

// `mutate`: a mutation-testing runner for Swift packages that works on Linux. It finds mutation
// points by syntax (swift-syntax), runs each mutant in a copy of the repository, and reports
// which tests caught it. A package of its own so that GuideLens's dependencies stay as they are;
// `Scripts/mutate` builds and runs it.
//
// swift-syntax comes from the toolchain when it ships its own (a Linux toolchain's
// `usr/lib/swift/host`: the compiler's copy, with module interfaces), which builds in seconds
// where building swift-syntax takes minutes on two cores; otherwise, or with
// `MUTATE_SWIFT_SYNTAX=package`, from the package at the version below.

/// The swift-syntax libraries the runner links: the four it imports and one they need.
let syntaxModules = ["SwiftSyntax", "SwiftParser", "SwiftOperators", "SwiftIfConfig", "SwiftDiagnostics"]

/// The toolchain's swift-syntax folder, when the `swift` on the PATH has one.
func toolchainSwiftSyntax() -> String? {
    let environment = ProcessInfo.processInfo.environment
    guard environment["MUTATE_SWIFT_SYNTAX"] != "package" else { return nil }
    #if os(Linux)
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            let swift = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
            guard FileManager.default.isExecutableFile(atPath: swift.path) else { continue }
            let host = swift.resolvingSymlinksInPath().deletingLastPathComponent()
                .appendingPathComponent("../lib/swift/host").standardizedFileURL.path
            let present = syntaxModules.allSatisfy { module in
                FileManager.default.fileExists(atPath: "\(host)/lib\(module).so")
                    && FileManager.default.fileExists(atPath: "\(host)/\(module).swiftmodule")
            }
            return present ? host : nil
        }
    #endif
    return nil
}

let host = toolchainSwiftSyntax()
let importHost: [SwiftSetting] = host.map { [.unsafeFlags(["-I", $0])] } ?? []

let package = Package(
    name: "mutate",
    platforms: [.macOS(.v13)],
    products: [.executable(name: "mutate", targets: ["mutate"])],
    dependencies: host == nil
        ? [.package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1")] : [],
    targets: [
        .target(
            name: "MutationKit",
            dependencies: host == nil
                ? [
                    .product(name: "SwiftSyntax", package: "swift-syntax"),
                    .product(name: "SwiftParser", package: "swift-syntax"),
                    .product(name: "SwiftOperators", package: "swift-syntax"),
                    .product(name: "SwiftIfConfig", package: "swift-syntax"),
                ] : [],
            swiftSettings: importHost,
            linkerSettings: host.map { host in
                [
                    .unsafeFlags(
                        ["-L", host]
                            + syntaxModules.map { "-l" + $0 }
                            + ["-Xlinker", "-rpath", "-Xlinker", host])
                ]
            } ?? []
        ),
        .executableTarget(name: "mutate", dependencies: ["MutationKit"], swiftSettings: importHost),
        .testTarget(
            name: "MutationKitTests", dependencies: ["MutationKit"], exclude: ["Fixtures"],
            swiftSettings: importHost),
    ],
    swiftLanguageModes: [.v6]
)
