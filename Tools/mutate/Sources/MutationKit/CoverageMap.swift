import Foundation

/// Which test suites run which lines of the mutated files, measured once per run with the
/// toolchain's own LLVM coverage: each top-level Swift Testing suite (and XCTest, if it has tests)
/// is run alone, unmutated, and its executed lines recorded. A mutant then runs only the suites
/// that execute one of its lines; a mutant on a line no suite executes survives without a run.
package struct CoverageMap: Sendable {
    /// Suite identifier (`Target.Type`, or `XCTest`) → seconds it took alone.
    package var suiteSeconds: [String: Double] = [:]
    /// File (relative) → line → suites that execute it.
    package var suitesByLine: [String: [Int: Set<String>]] = [:]

    /// The name standing for every XCTest test (run together, without a filter).
    package static let xcTestSuite = "XCTest"

    package init() {}

    /// The suites that execute any of `lines` of `file`.
    package func suites(covering file: String, lines: ClosedRange<Int>) -> Set<String> {
        guard let byLine = suitesByLine[file] else { return [] }
        var result: Set<String> = []
        for line in lines { result.formUnion(byLine[line] ?? []) }
        return result
    }

    /// The suites that execute any line of `file`.
    package func suites(coveringAnyLineOf file: String) -> Set<String> {
        (suitesByLine[file] ?? [:]).values.reduce(into: Set<String>()) { $0.formUnion($1) }
    }

    /// The toolchain's own `llvm-profdata` and `llvm-cov` (beside `swift`; another LLVM may not read
    /// the toolchain's profiles), or nil.
    package static func tools() -> (profdata: URL, cov: URL)? {
        guard let which = try? Shell.run(["which", "swift"]), which.status == 0 else { return nil }
        let swift = URL(fileURLWithPath: which.output.trimmingCharacters(in: .whitespacesAndNewlines))
            .resolvingSymlinksInPath()
        let directory = swift.deletingLastPathComponent()
        let profdata = directory.appendingPathComponent("llvm-profdata")
        let cov = directory.appendingPathComponent("llvm-cov")
        let manager = FileManager.default
        guard manager.isExecutableFile(atPath: profdata.path), manager.isExecutableFile(atPath: cov.path)
        else {
            return nil
        }
        return (profdata, cov)
    }

    /// Runs every suite of `binary` alone with coverage and records the lines of `files` each executes.
    package static func measure(
        binary: URL, root: URL, files: [String], profiles: URL, tools: (profdata: URL, cov: URL),
        progress: @Sendable (String) -> Void
    ) throws -> CoverageMap {
        let manager = FileManager.default
        try? manager.removeItem(at: profiles)
        try manager.createDirectory(at: profiles, withIntermediateDirectories: true)
        let environment = [MutationRunner.environmentVariable: "0"]
        let listing = try Shell.run(
            [binary.path, "--testing-library", "swift-testing", "--list-tests"], in: root,
            environment: environment)
        var suites = Set(
            listing.output.split(separator: "\n").compactMap { line -> String? in
                let identifier = line.trimmingCharacters(in: .whitespaces)
                guard let slash = identifier.firstIndex(of: "/"), identifier.contains(".") else { return nil }
                return String(identifier[..<slash])
            }
        ).sorted()
        suites.append(xcTestSuite)
        progress("mutate: measuring which of \(suites.count - 1) suites (and XCTest) runs which line")
        var map = CoverageMap()
        let sources = files.map { root.appendingPathComponent($0).path }
        for (index, suite) in suites.enumerated() {
            let raw = profiles.appendingPathComponent("\(index)-%p.profraw").path
            var profileEnvironment = environment
            profileEnvironment["LLVM_PROFILE_FILE"] = raw
            let arguments =
                suite == xcTestSuite
                ? [binary.path]
                : [binary.path, "--testing-library", "swift-testing", "--filter", filter(for: suite)]
            let run = try Shell.run(arguments, in: root, environment: profileEnvironment, timeLimit: 1800)
            guard run.status == 0 else {
                throw MutationError.baselineFails("\(suite):\n" + String(run.output.suffix(4000)))
            }
            if suite == xcTestSuite, run.output.contains("Executed 0 tests") { continue }
            map.suiteSeconds[suite] = run.seconds
            let rawFiles = try manager.contentsOfDirectory(atPath: profiles.path)
                .filter { $0.hasPrefix("\(index)-") && $0.hasSuffix(".profraw") }
                .map { profiles.appendingPathComponent($0).path }
            guard !rawFiles.isEmpty else { continue }
            let merged = profiles.appendingPathComponent("\(index).profdata").path
            let merge = try Shell.run([tools.profdata.path, "merge", "-sparse", "-o", merged] + rawFiles)
            guard merge.status == 0 else { throw MutationError.coverageUnreadable(merge.output) }
            let export = try Shell.run(
                [tools.cov.path, "export", "-format=lcov", "-instr-profile", merged, binary.path] + sources)
            guard export.status == 0 else { throw MutationError.coverageUnreadable(export.output) }
            map.add(lcov: export.output, suite: suite, root: root)
        }
        let slowest = map.suiteSeconds.sorted { $0.value > $1.value }.prefix(3)
            .map { String(format: "%@ %.1f s", $0.key, $0.value) }
        progress("mutate: the slowest suites alone: " + slowest.joined(separator: ", "))
        return map
    }

    /// A Swift Testing `--filter` (a regular expression) that selects exactly one top-level suite.
    static func filter(for suite: String) -> String {
        "^" + suite.replacingOccurrences(of: ".", with: "\\.") + "(/|$)"
    }

    /// Adds the executed lines of an lcov export.
    mutating func add(lcov: String, suite: String, root: URL) {
        let prefix = root.standardizedFileURL.path + "/"
        var file: String?
        for line in lcov.split(separator: "\n") {
            if line.hasPrefix("SF:") {
                var path = String(line.dropFirst(3))
                if path.hasPrefix(prefix) { path.removeFirst(prefix.count) }
                file = path
            } else if line.hasPrefix("DA:"), let file {
                let fields = line.dropFirst(3).split(separator: ",")
                guard fields.count >= 2, let number = Int(fields[0]), let count = Int(fields[1]), count > 0
                else {
                    continue
                }
                suitesByLine[file, default: [:]][number, default: []].insert(suite)
            }
        }
    }
}
