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

    /// Runs `guidelens arguments…` in `directory` (a fresh temporary folder when `nil`), with
    /// `input` on its standard input (nothing when `nil`); `executable` runs a copy or a link
    /// instead of the built one.
    static func run(
        _ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil,
        input: Data? = nil, executable: URL = executable
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? temporaryDirectory()
        if let environment { process.environment = environment }
        // Files, not pipes: a pipe read to its end while the other fills up could deadlock.
        let capture = temporaryDirectory()
        let inputURL = capture.appendingPathComponent("stdin")
        _ = FileManager.default.createFile(atPath: inputURL.path, contents: input ?? Data())
        let standardInput = try FileHandle(forReadingFrom: inputURL)
        defer { try? standardInput.close() }
        process.standardInput = standardInput
        let outputURL = capture.appendingPathComponent("stdout")
        let errorURL = capture.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        let output = try FileHandle(forWritingTo: outputURL)
        let errors = try FileHandle(forWritingTo: errorURL)
        defer {
            try? output.close()
            try? errors.close()
            try? FileManager.default.removeItem(at: capture)
        }
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            output: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
            errors: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
    }

    /// Copies the executable at `source` to `destination` with `cp`, so that it can be run from
    /// there. Not with `FileManager`: a copy written by this process holds the file open for
    /// writing, and a process another test starts in that moment inherits that descriptor, so
    /// running the copy fails with "Text file busy" (ETXTBSY) while that process lives.
    static func copyExecutable(at source: URL, to destination: URL) throws {
        let copy = Process()
        copy.executableURL = URL(fileURLWithPath: "/bin/cp")
        copy.arguments = ["-p", source.path, destination.path]
        try copy.run()
        copy.waitUntilExit()
        guard copy.terminationStatus == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: destination.path])
        }
    }

    static func temporaryDirectory() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "guidelens-tests-" + UUID().uuidString)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
