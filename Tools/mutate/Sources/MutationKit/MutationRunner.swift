import Foundation

/// What a run mutates and how.
package struct RunOptions: Sendable {
    /// The repository (its working tree is only read).
    package var repository: URL
    /// Swift files to mutate, relative to the repository.
    package var files: [String]
    /// Run only this many mutants, chosen with `seed`.
    package var sample: Int?
    package var seed: UInt64 = 1
    /// Only mutants of these kinds, when given (before sampling).
    package var kinds: Set<MutationKind>?
    /// Where the copy and its build live.
    package var workDirectory: URL
    /// A JSON file of mutants judged equivalent, not to count (`EquivalentMutants`).
    package var equivalentsFile: String? = EquivalentMutants.defaultPath
    /// A mutant's tests may take this many times as long as the tests without a mutant …
    package var timeLimitFactor: Double = 3
    /// … and never less than this many seconds.
    package var minimumTimeLimit: Double = 20
    /// Mutants that do not compile with the others are built one at a time (slow) unless false.
    package var buildSeparately = true
    /// Measure which suites run which lines (LLVM coverage), and run only those for each mutant.
    package var useCoverage = true
    /// Suites that take at most this long alone run first; the slower ones only if those all pass.
    package var quickSuiteSeconds: Double = 1
    package var progress: @Sendable (String) -> Void = { print($0) }

    package init(repository: URL, files: [String], workDirectory: URL) {
        self.repository = repository
        self.files = files
        self.workDirectory = workDirectory
    }
}

/// Runs the mutants of some files of a package, each against the tests that reach it.
package struct MutationRunner {
    /// The environment variable that selects the mutant at run time (0 or unset: none).
    package static let environmentVariable = "MUTATE_ACTIVE_MUTANT"
    /// The function every mutated expression asks whether its mutant is the one running.
    package static let switchFunction = "__mutateIsActive"
    /// The file added to each mutated module to define it.
    package static let switchFileName = "MutateActiveMutant.generated.swift"

    package var options: RunOptions

    package init(options: RunOptions) {
        self.options = options
    }

    /// Every mutant of the files, numbered across them in order, then sampled if asked.
    package func discover() throws -> [Mutant] {
        var mutants: [Mutant] = []
        let finder = MutantFinder()
        for file in options.files {
            let url = options.repository.appendingPathComponent(file)
            guard let source = try? String(contentsOf: url, encoding: .utf8) else {
                throw MutationError.noSuchFile(file)
            }
            mutants += finder.mutants(in: source, file: file, firstIdentifier: mutants.count + 1)
        }
        if let kinds = options.kinds { mutants = mutants.filter { kinds.contains($0.kind) } }
        guard let sample = options.sample, sample < mutants.count else { return mutants }
        var generator = SplitMix64(seed: options.seed)
        var indices = Array(mutants.indices)
        indices.shuffle(using: &generator)
        return indices.prefix(sample).sorted().map { mutants[$0] }
    }

    /// The switch every mutated expression calls; `@usableFromInline` so inlinable code may call it.
    static let switchSource = """
        // Written by Scripts/mutate into a copy of the repository; never part of the package.
        import Foundation

        @usableFromInline let __mutateActiveMutant: Int = {
            guard let value = ProcessInfo.processInfo.environment["\(environmentVariable)"] else { return 0 }
            return Int(value) ?? 0
        }()

        @usableFromInline func \(switchFunction)(_ identifier: Int) -> Bool {
            __mutateActiveMutant == identifier
        }

        """

    /// Runs `mutants` and reports on them; the copy is left as the working tree is.
    package func run(_ mutants: [Mutant]) throws -> MutationReport {
        var copy = RepositoryCopy(
            original: options.repository, root: options.workDirectory.appendingPathComponent("repository"))
        let scratch = options.workDirectory.appendingPathComponent("build")
        try copy.synchronize()
        let layout = try PackageLayout.read(packageAt: copy.root)
        let equivalents = try readEquivalents()
        var plan = MutantPlan(mutants: mutants, equivalents: equivalents)
        let files = Array(Set(plan.pending.map(\.file))).sorted()
        var written: Set<String> = []
        defer {
            for file in written { try? copy.restore(file) }
        }
        var switchFiles: [String] = []
        defer { for file in switchFiles { copy.remove(file) } }
        for module in Set(files.compactMap { layout.module(of: $0)?.path }).sorted() {
            let file = module + "/" + Self.switchFileName
            try copy.write(Self.switchSource, to: file)
            switchFiles.append(file)
        }

        let sources = try MutatedSources(files: files, original: copy.original)
        let coverageTools = options.useCoverage ? CoverageMap.tools() : nil
        let buildCommand =
            [
                "swift", "build", "--build-tests", "--package-path", copy.root.path, "--scratch-path",
                scratch.path,
            ]
            + (coverageTools == nil ? [] : ["--enable-code-coverage"])
        try buildSchemata(sources, command: buildCommand, copy: &copy, written: &written, plan: &plan)
        let coverage = try measureCoverage(of: files, root: copy.root, scratch: scratch, tools: coverageTools)
        var tests = TestSelection(
            copy: copy, scratch: scratch, layout: layout, options: options, coverage: coverage)
        try runSchemataMutants(sources, tests: &tests, plan: &plan)
        try runMutantsBuiltAlone(sources, command: buildCommand, copy: &copy, tests: &tests, plan: &plan)

        let restoration = try restoreCopy(&copy, written: &written, switchFiles: &switchFiles)
        return MutationReport(
            results: Array(plan.results.values), restoredFiles: restoration.restored,
            unrestoredFiles: restoration.unrestored,
            note: options.sample.map { "a sample of \($0) mutants, seed \(options.seed)" } ?? "every mutant")
    }

    /// The mutants judged equivalent, from the repository's equivalents file: they are reported as
    /// such and never run. Nil when no file is named or the named one does not exist.
    private func readEquivalents() throws -> EquivalentMutants? {
        try options.equivalentsFile.flatMap { name -> EquivalentMutants? in
            let url = options.repository.appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: url.path) else { return nil }
            return try EquivalentMutants(json: Data(contentsOf: url))
        }
    }

    /// Compiles every mutant that builds beside the others into one build, so that most mutants
    /// need no build of their own. Each round that fails sets aside the mutants its errors point
    /// at (to build alone, or not built); after six rounds, or errors no mutant explains, it throws.
    private func buildSchemata(
        _ sources: MutatedSources, command: [String], copy: inout RepositoryCopy, written: inout Set<String>,
        plan: inout MutantPlan
    ) throws {
        var built = false
        for round in 1...6 {
            for file in sources.files {
                let chosen = plan.pending.filter { $0.file == file && plan.inSchemata.contains($0.id) }
                try copy.write(
                    try sources.renderer(of: file).schemataText(
                        for: chosen, switchFunction: Self.switchFunction),
                    to: file)
                written.insert(file)
            }
            options.progress(
                "mutate: building \(plan.inSchemata.count) mutants in one build (round \(round))")
            let build = try Shell.run(command, timeLimit: 3600)
            if build.status == 0 {
                built = true
                break
            }
            let errors = CompilerErrors(output: build.output, root: copy.root.path)
            let dropped = try setAsideMutantsOnErrorLines(errors, sources: sources, plan: &plan)
            options.progress(
                "mutate: \(dropped) mutants do not compile beside the others; the compiler said:\n  "
                    + errors.allMessages.prefix(20).joined(separator: "\n  "))
            if dropped == 0 {
                // Errors outside any mutant's lines (a `missing return` at a function's end): the
                // mutants of the declaration around each error build alone.
                let stray = errors.files.subtracting(sources.files)
                if !stray.isEmpty || round == 6 {
                    throw MutationError.buildFails(String(build.output.suffix(4000)))
                }
                try setAsideMutantsAroundErrors(errors, sources: sources, plan: &plan)
            }
        }
        guard built else { throw MutationError.buildFails("the schemata build did not succeed") }
    }

    /// Takes out of the one build the mutants whose lines the compiler reports errors on, and says
    /// how many it took: a mutant the errors name is not built (it cannot build alone either), and
    /// the others are built alone, but for those whose errors are a named mutant's, which stay.
    private func setAsideMutantsOnErrorLines(
        _ errors: CompilerErrors, sources: MutatedSources, plan: inout MutantPlan
    ) throws -> Int {
        var dropped = 0
        // An operator the compiler names as not applying (`-` between strings) is the mutant
        // at fault: it cannot build alone either. Other errors set aside every mutant of the line.
        func isNamed(_ mutant: Mutant, in messages: [String]) -> Bool {
            guard case .replace(_, _, let text) = mutant.edit else { return false }
            return messages.allSatisfy { $0.contains("'\(text)'") }
        }
        let candidates = try plan.pending.filter { plan.inSchemata.contains($0.id) }.map { mutant in
            (
                mutant,
                errors.messages(
                    file: mutant.file,
                    lines: Self.lineRange(of: mutant, in: try sources.text(of: mutant.file)))
            )
        }.filter { !$0.1.isEmpty }
        let named = Set(candidates.filter { isNamed($0.0, in: $0.1) }.map(\.0.id))
        for (mutant, messages) in candidates {
            if named.contains(mutant.id) {
                plan.results[mutant.id] = MutantResult(
                    mutant: mutant, status: .notBuilt, caughtBy: messages.first, schemata: true)
            } else if !named.isEmpty
                && candidates.contains(where: {
                    named.contains($0.0.id) && $0.0.file == mutant.file && $0.1 == messages
                })
            {
                continue
            } else {
                plan.separate.append(mutant)
            }
            plan.inSchemata.remove(mutant.id)
            dropped += 1
        }
        return dropped
    }

    /// Takes out of the one build, to build alone, the mutants of each declaration the compiler
    /// reports an error in: for errors on no mutant's lines, which no single mutant explains.
    private func setAsideMutantsAroundErrors(
        _ errors: CompilerErrors, sources: MutatedSources, plan: inout MutantPlan
    ) throws {
        for (file, fileErrors) in errors.byFile {
            let text = try sources.text(of: file)
            let scopes = fileErrors.map { DeclarationScopes.lines(around: $0.line, in: text) }
            for mutant in plan.pending where mutant.file == file && plan.inSchemata.contains(mutant.id) {
                let lines = Self.lineRange(of: mutant, in: text)
                guard scopes.contains(where: { $0.overlaps(lines) }) else { continue }
                plan.inSchemata.remove(mutant.id)
                plan.separate.append(mutant)
            }
        }
    }

    /// Which test suites execute which lines of `files`, measured once in the schemata build with
    /// no mutant on, so that each mutant runs only the suites that reach it. Nil without the
    /// coverage tools or a test binary: the tests are then chosen by folder.
    private func measureCoverage(
        of files: [String], root: URL, scratch: URL, tools: (profdata: URL, cov: URL)?
    ) throws -> CoverageMap? {
        guard let tools, let binary = TestSelection.testBinary(in: scratch) else { return nil }
        return try CoverageMap.measure(
            binary: binary, root: root, files: files,
            profiles: options.workDirectory.appendingPathComponent("coverage"), tools: tools,
            progress: options.progress)
    }

    /// Runs each mutant compiled into the one build against the tests that reach it, switched on
    /// at run time by its number: no build of its own.
    private func runSchemataMutants(
        _ sources: MutatedSources, tests: inout TestSelection, plan: inout MutantPlan
    ) throws {
        for mutant in plan.pending where plan.inSchemata.contains(mutant.id) {
            let result = try tests.run(
                mutant, lines: Self.lineRange(of: mutant, in: try sources.text(of: mutant.file)),
                schemata: true)
            plan.results[mutant.id] = result
            options.progress(MutationReport.line(for: result))
        }
    }

    /// Builds and tests, one build each and in order, the mutants that do not compile beside the
    /// others, so that they are judged too (or counts them as not built, when told not to build
    /// them alone). Each file is written back as the working tree has it before and after.
    private func runMutantsBuiltAlone(
        _ sources: MutatedSources, command: [String], copy: inout RepositoryCopy, tests: inout TestSelection,
        plan: inout MutantPlan
    ) throws {
        for file in sources.files { try copy.write(try sources.text(of: file), to: file) }
        for mutant in plan.separate.sorted(by: { $0.id < $1.id }) {
            guard options.buildSeparately else {
                plan.results[mutant.id] = MutantResult(
                    mutant: mutant, status: .notBuilt, caughtBy: "not built alone (--no-separate-builds)",
                    schemata: false)
                continue
            }
            try copy.write(try sources.renderer(of: mutant.file).text(applying: mutant), to: mutant.file)
            let build = try Shell.run(command, timeLimit: 3600)
            let result: MutantResult
            if build.status != 0 {
                let message = CompilerErrors(output: build.output, root: copy.root.path).allMessages.first
                result = MutantResult(mutant: mutant, status: .notBuilt, caughtBy: message, schemata: false)
            } else {
                result = try tests.run(
                    mutant, lines: Self.lineRange(of: mutant, in: try sources.text(of: mutant.file)),
                    schemata: false)
            }
            try copy.write(try sources.text(of: mutant.file), to: mutant.file)
            plan.results[mutant.id] = result
            options.progress(MutationReport.line(for: result))
        }
    }

    /// Puts every file the run wrote back as the working tree has it and removes the switch files,
    /// so that the copy is left as the working tree is; says which files were written and which
    /// are still not back. Empties `written` and `switchFiles` once done: nothing is left for the
    /// cleanup on the way out, which does the same when a step throws.
    private func restoreCopy(
        _ copy: inout RepositoryCopy, written: inout Set<String>, switchFiles: inout [String]
    ) throws -> (restored: [String], unrestored: [String]) {
        for file in written { try copy.restore(file) }
        for file in switchFiles { copy.remove(file) }
        let writtenFiles = Array(written).sorted()
        let unrestored =
            copy.differences(in: writtenFiles)
            + switchFiles.filter {
                FileManager.default.fileExists(atPath: copy.root.appendingPathComponent($0).path)
            }
        written = []
        switchFiles = []
        return (writtenFiles, unrestored)
    }

    /// The lines (1-based) the expression wrapped for `mutant` spans.
    static func lineRange(of mutant: Mutant, in source: String) -> ClosedRange<Int> {
        let bytes = Array(source.utf8)
        let first = 1 + bytes[0..<mutant.wrapStart].count { $0 == UInt8(ascii: "\n") }
        let last = first + bytes[mutant.wrapStart..<mutant.wrapEnd].count { $0 == UInt8(ascii: "\n") }
        return first...last
    }

    /// Where each mutant of a run stands: decided (its result), compiled into the one build, or
    /// to build alone. One value, because each step of a run moves mutants between these.
    private struct MutantPlan {
        /// The mutants not judged equivalent, in the order given.
        let pending: [Mutant]
        /// The result of each mutant decided so far, by identifier.
        var results: [Int: MutantResult]
        /// The identifiers of the mutants compiled into the one build.
        var inSchemata: Set<Int>
        /// The mutants to build one at a time.
        var separate: [Mutant]

        /// The mutants `equivalents` lists decided as equivalent; of the others, those that can
        /// compile beside the rest in the one build, and those that must build alone.
        init(mutants: [Mutant], equivalents: EquivalentMutants?) {
            var results: [Int: MutantResult] = [:]
            var pending: [Mutant] = []
            for mutant in mutants {
                if let entry = equivalents?.entry(for: mutant) {
                    results[mutant.id] = MutantResult(
                        mutant: mutant, status: .equivalent, caughtBy: entry.reason, schemata: false)
                } else {
                    pending.append(mutant)
                }
            }
            self.pending = pending
            self.results = results
            inSchemata = Set(pending.filter(\.schematable).map(\.id))
            separate = pending.filter { !$0.schematable }
        }
    }

    /// The files a run mutates, with their text as the working tree has it, read once: every step
    /// renders its mutants from, and writes back, the same text.
    private struct MutatedSources {
        /// The files, sorted.
        let files: [String]
        private let texts: [String: String]
        private let renderers: [String: SchemataRenderer]

        /// Reads `files` from the working tree at `original`.
        init(files: [String], original: URL) throws {
            self.files = files
            let texts = try Dictionary(
                uniqueKeysWithValues: files.map {
                    ($0, try String(contentsOf: original.appendingPathComponent($0), encoding: .utf8))
                })
            self.texts = texts
            renderers = texts.mapValues { SchemataRenderer(source: $0) }
        }

        /// The working tree's text of `file`; a file the run does not mutate is no such file.
        func text(of file: String) throws -> String {
            guard let text = texts[file] else { throw MutationError.noSuchFile(file) }
            return text
        }

        /// What renders `file` with its mutants; a file the run does not mutate is no such file.
        func renderer(of file: String) throws -> SchemataRenderer {
            guard let renderer = renderers[file] else { throw MutationError.noSuchFile(file) }
            return renderer
        }
    }
}

/// The compiler's `file:line:column: error: message` lines, by file relative to the copy.
struct CompilerErrors {
    var byFile: [String: [(line: Int, message: String)]] = [:]
    var allMessages: [String] = []

    init(output: String, root: String) {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        for line in output.split(separator: "\n") {
            guard let errorRange = line.range(of: ": error: ") else { continue }
            let location = line[..<errorRange.lowerBound]
            let message = String(line[errorRange.upperBound...])
            if allMessages.contains(String(line)) { continue }
            allMessages.append(String(line))
            let parts = location.split(separator: ":")
            guard parts.count >= 3, let lineNumber = Int(parts[parts.count - 2]) else { continue }
            var path = parts[0..<(parts.count - 2)].joined(separator: ":")
            if path.hasPrefix(prefix) { path.removeFirst(prefix.count) }
            byFile[path, default: []].append((lineNumber, message))
        }
    }

    var files: Set<String> { Set(byFile.keys) }

    func messages(file: String, lines: ClosedRange<Int>) -> [String] {
        (byFile[file] ?? []).filter { lines.contains($0.line) }.map(\.message)
    }
}

/// Chooses and runs the tests for a mutant, each run with a time limit. With a coverage map:
/// the suites that execute the mutant's lines, and none (it survives) when no suite does.
/// Without one: the suites of its folder first, then, if they all pass, every test target that
/// reaches its module.
struct TestSelection {
    let copy: RepositoryCopy
    let scratch: URL
    let layout: PackageLayout
    let options: RunOptions
    let coverage: CoverageMap?
    /// Seconds the tests take without a mutant, by filter.
    var baselines: [[String]: Double] = [:]

    init(
        copy: RepositoryCopy, scratch: URL, layout: PackageLayout, options: RunOptions, coverage: CoverageMap?
    ) {
        self.copy = copy
        self.scratch = scratch
        self.layout = layout
        self.options = options
        self.coverage = coverage
    }

    mutating func run(_ mutant: Mutant, lines: ClosedRange<Int>, schemata: Bool) throws -> MutantResult {
        let active = schemata ? mutant.id : 0
        // Coverage has no line for what runs lazily once (a `static let`'s initializer): a line
        // no suite executes gets the suites that execute any line of its file, and a file none
        // executes gets the folder's suites, then every test target reaching the module.
        let suites = coverage.map { coverage in
            let covering = coverage.suites(covering: mutant.file, lines: lines)
            return covering.isEmpty ? coverage.suites(coveringAnyLineOf: mutant.file) : covering
        }
        if let coverage, let suites, !suites.isEmpty {
            // The quick suites first: most mutants fail one of them, and the slow ones then never run.
            let ordered = suites.sorted {
                (coverage.suiteSeconds[$0] ?? 0, $0) < (coverage.suiteSeconds[$1] ?? 0, $1)
            }
            let quick = ordered.filter { (coverage.suiteSeconds[$0] ?? 0) <= options.quickSuiteSeconds }
            let stages =
                quick.isEmpty || quick.count == ordered.count
                ? [ordered] : [quick, Array(ordered.dropFirst(quick.count))]
            var last = MutantResult(mutant: mutant, status: .survived, schemata: schemata)
            var elapsed = 0.0
            for stage in stages {
                let seconds = stage.reduce(0) { $0 + (coverage.suiteSeconds[$1] ?? 0) }
                let limit = max(options.minimumTimeLimit, seconds * options.timeLimitFactor)
                let filters = stage.filter { $0 != CoverageMap.xcTestSuite }.map(CoverageMap.filter(for:))
                let outcome = try runTests(
                    filters, includeXCTest: stage.contains(CoverageMap.xcTestSuite), mutant: active,
                    timeLimit: limit)
                elapsed += outcome.seconds
                last = result(
                    of: outcome, mutant: mutant, testsRun: "\(suites.count) suites executing the line",
                    schemata: schemata)
                last.seconds = elapsed
                if last.status != .survived { return last }
            }
            return last
        }
        var levels: [(String, [String], Bool)] = []
        if let folder = layout.folderFilters(for: mutant.file, repository: copy.root) {
            levels.append(("the folder's suites", folder, false))
        }
        levels.append(("every test target reaching the module", layout.moduleFilters(for: mutant.file), true))
        var last = MutantResult(mutant: mutant, status: .survived, schemata: schemata)
        var seconds = 0.0
        for (description, filters, includeXCTest) in levels {
            let limit = try timeLimit(for: filters, includeXCTest: includeXCTest)
            let outcome = try runTests(
                filters, includeXCTest: includeXCTest, mutant: active, timeLimit: limit)
            seconds += outcome.seconds
            last = result(of: outcome, mutant: mutant, testsRun: description, schemata: schemata)
            last.seconds = seconds
            if last.status != .survived { return last }
        }
        return last
    }

    func result(of outcome: Shell.Result, mutant: Mutant, testsRun: String, schemata: Bool) -> MutantResult {
        if outcome.timedOut {
            return MutantResult(
                mutant: mutant, status: .timedOut, testsRun: testsRun, schemata: schemata,
                seconds: outcome.seconds)
        }
        if outcome.status != 0 {
            return MutantResult(
                mutant: mutant, status: .caught,
                caughtBy: TestOutputReader.firstFailure(in: outcome.output)
                    ?? "exit status \(outcome.status)",
                testsRun: testsRun, schemata: schemata, seconds: outcome.seconds)
        }
        return MutantResult(
            mutant: mutant, status: .survived, testsRun: testsRun, schemata: schemata,
            seconds: outcome.seconds)
    }

    mutating func timeLimit(for filters: [String], includeXCTest: Bool) throws -> Double {
        if let seconds = baselines[filters] {
            return max(options.minimumTimeLimit, seconds * options.timeLimitFactor)
        }
        let outcome = try runTests(filters, includeXCTest: includeXCTest, mutant: 0, timeLimit: 1800)
        guard outcome.status == 0 else {
            throw MutationError.baselineFails(String(outcome.output.suffix(4000)))
        }
        options.progress(
            String(
                format: "mutate: tests without a mutant pass in %.1f s (%@)", outcome.seconds,
                filters.joined(separator: " ")))
        baselines[filters] = outcome.seconds
        return max(options.minimumTimeLimit, outcome.seconds * options.timeLimitFactor)
    }

    /// Runs the tests `filters` select (and XCTest's, if asked) with `mutant` switched on. The
    /// built test binary is run directly where there is one (SwiftPM's own start-up costs seconds
    /// a mutant); `swift test` otherwise.
    func runTests(_ filters: [String], includeXCTest: Bool, mutant: Int, timeLimit: Double) throws
        -> Shell.Result
    {
        defer { Shell.endProcesses(under: scratch) }
        // A coverage build writes `default.profraw` into the working directory of every program
        // it runs unless told otherwise: a test that checks a directory stays empty would fail
        // for every mutant. The profiles of mutant runs are not needed; they go aside.
        let environment = [
            MutationRunner.environmentVariable: String(mutant),
            "LLVM_PROFILE_FILE": options.workDirectory.appendingPathComponent("discarded-profiles/%m.profraw")
                .path,
        ]
        if let binary = TestSelection.testBinary(in: scratch) {
            var result = Shell.Result(status: 0, output: "", timedOut: false, seconds: 0)
            if !filters.isEmpty {
                var arguments = [binary.path, "--testing-library", "swift-testing"]
                for filter in filters { arguments += ["--filter", filter] }
                result = try Shell.run(
                    arguments, in: copy.root, environment: environment, timeLimit: timeLimit)
                guard result.status == 0 else { return result }
            }
            guard includeXCTest else { return result }
            var xcTest = try Shell.run(
                [binary.path], in: copy.root, environment: environment,
                timeLimit: max(1, timeLimit - result.seconds))
            xcTest.seconds += result.seconds
            return xcTest
        }
        var arguments = [
            "swift", "test", "--skip-build", "--package-path", copy.root.path, "--scratch-path", scratch.path,
        ]
        for filter in filters { arguments += ["--filter", filter] }
        return try Shell.run(arguments, environment: environment, timeLimit: timeLimit)
    }

    /// The test executable SwiftPM builds on Linux (`<Package>PackageTests.xctest`), if there is one.
    static func testBinary(in scratch: URL) -> URL? {
        let directory = scratch.appendingPathComponent("debug")
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else {
            return nil
        }
        for name in names.sorted() where name.hasSuffix("PackageTests.xctest") {
            let url = directory.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
                !isDirectory.boolValue,
                FileManager.default.isExecutableFile(atPath: url.path)
            {
                return url
            }
        }
        return nil
    }
}

/// A small seeded generator, so that `--sample N --seed S` picks the same mutants every time.
package struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    package init(seed: UInt64) {
        state = seed
    }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
