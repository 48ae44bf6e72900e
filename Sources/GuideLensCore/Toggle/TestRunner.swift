/// Telling whether the process runs tests, so that a developer's overlay never draws into
/// snapshot tests or `drawHierarchy` images.
///
/// Xcode's Test action reuses the Run action's launch arguments, and an app that remembers the
/// overlay's state would bring it back under test: under a test runner GuideLens ignores both.
package enum TestRunner {
    /// The environment variables a test runner sets in the process it tests: Xcode's XCTest
    /// runner (which also runs Swift Testing) sets the first in hosted and unhosted bundles.
    package static let environmentKeys = [
        "XCTestConfigurationFilePath", "XCTestBundlePath", "XCTestSessionIdentifier",
    ]

    /// Whether `environment` (the process's) says that tests are running.
    package static func isRunningTests(environment: [String: String]) -> Bool {
        environmentKeys.contains { environment[$0]?.isEmpty == false }
    }
}
