import SwiftIfConfig
import SwiftSyntax

/// The `#if` conditions of a debug build on Linux, so that mutants in code this platform never
/// compiles (`#if os(iOS)`, `#if canImport(UIKit)`) are left out: no test could catch them.
package struct LinuxBuildConfiguration: BuildConfiguration {
    /// Modules a Linux toolchain provides; anything else (UIKit, AppKit, Darwin, …) is absent.
    package static let importableModules: Set<String> = [
        "Foundation", "FoundationEssentials", "FoundationNetworking", "FoundationXML", "Glibc", "Musl",
        "Dispatch", "XCTest", "Testing", "Synchronization", "_Concurrency", "Swift", "RegexBuilder",
    ]

    package var customConditions: Set<String> = ["DEBUG"]
    package var extraModules: Set<String> = []

    package init(extraModules: Set<String> = []) {
        self.extraModules = extraModules
    }

    package func isCustomConditionSet(name: String) -> Bool { customConditions.contains(name) }
    package func hasFeature(name: String) -> Bool { false }
    package func hasAttribute(name: String) -> Bool { true }
    package func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool {
        guard let first = importPath.first?.1 else { return false }
        return Self.importableModules.contains(first) || extraModules.contains(first)
    }
    package func isActiveTargetOS(name: String) -> Bool { name == "Linux" }
    package func isActiveTargetArchitecture(name: String) -> Bool {
        #if arch(arm64)
            return name == "arm64"
        #else
            return name == "x86_64"
        #endif
    }
    package func isActiveTargetEnvironment(name: String) -> Bool { name == "gnu" }
    package func isActiveTargetRuntime(name: String) -> Bool { name == "_Native" }
    package func isActiveTargetPointerAuthentication(name: String) -> Bool { false }
    package func isActiveTargetObjectFormat(name: String) -> Bool { name == "ELF" }
    package var targetPointerBitWidth: Int { 64 }
    package var targetAtomicBitWidths: [Int] { [32, 64] }
    package var endianness: Endianness { .little }
    package var languageVersion: VersionTuple { VersionTuple(6) }
    package var compilerVersion: VersionTuple { VersionTuple(6, 3) }
}
