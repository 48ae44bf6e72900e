import Foundation

/// Runs the built `guidelens` binary and captures what it prints.
enum CLI {
    struct Result {
        var status: Int32
        var output: String
        var errors: String
    }

    /// The repository's `Tests/Fixtures` folder.
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static func fixture(_ name: String) -> String { fixtures.appendingPathComponent(name).path }

    /// The `guidelens` executable SwiftPM built beside the test bundle.
    static let executable: URL = {
        var directory = Bundle.main.bundleURL
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("guidelens")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        let fromArguments = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return fromArguments.appendingPathComponent("guidelens")
    }()

    /// Runs `guidelens arguments…` in `directory` (a fresh temporary folder when `nil`).
    static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil)
        throws -> Result
    {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? temporaryDirectory()
        if let environment { process.environment = environment }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            errors: String(decoding: errorData, as: UTF8.self))
    }

    static func temporaryDirectory() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "guidelens-tests-" + UUID().uuidString)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
