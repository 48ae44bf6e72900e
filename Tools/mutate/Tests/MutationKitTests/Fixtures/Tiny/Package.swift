// swift-tools-version:6.0
import PackageDescription

// A package small enough to mutate in a test: two functions, one of them tested too loosely.
let package = Package(
    name: "Tiny",
    targets: [
        .target(name: "Tiny"),
        .testTarget(name: "TinyTests", dependencies: ["Tiny"]),
    ]
)
