// swift-tools-version: 5.9
// An iOS app package: open this folder in Xcode (or Swift Playgrounds) and run it on a
// simulator or device. Shake (Device ▸ Shake in the simulator) to show every layout guide.
import AppleProductTypes
import PackageDescription

let package = Package(
    name: "GuideLensExample",
    platforms: [.iOS("14.0")],
    products: [
        .iOSApplication(
            name: "GuideLens Example",
            targets: ["GuideLensExample"],
            bundleIdentifier: "org.guidelens.example",
            teamIdentifier: "",
            displayVersion: "1.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .layers),
            accentColor: .presetColor(.pink),
            supportedDeviceFamilies: [.pad, .phone],
            supportedInterfaceOrientations: [.portrait, .landscapeRight, .landscapeLeft]
        )
    ],
    dependencies: [.package(name: "GuideLens", path: "../..")],
    targets: [
        .executableTarget(
            name: "GuideLensExample",
            dependencies: [.product(name: "GuideLens", package: "GuideLens")],
            path: "Sources"
        ),
        // The screens' guides, recorded and linted in tests, and the acceptance suite of the UIKit
        // layer (Product ▸ Test in Xcode, or Scripts/test-ios).
        .testTarget(
            name: "GuideLensExampleTests",
            dependencies: [
                .product(name: "GuideLens", package: "GuideLens"),
                .product(name: "GuideLensFLEX", package: "GuideLens"),
                .product(name: "GuideLensTesting", package: "GuideLens"),
            ],
            path: "Tests"
        ),
    ]
)
