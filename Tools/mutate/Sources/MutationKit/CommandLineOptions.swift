import Foundation

/// The command line of `mutate`, read without a parsing library (the tool depends on swift-syntax alone).
package struct CommandLineOptions: Sendable {
    package var repository: URL
    package var files: [String] = []
    package var changedBase: String?
    package var excluded: [String] = []
    package var sample: Int?
    /// Only mutants of these kinds, when given.
    package var kinds: Set<MutationKind>?
    package var only: Set<Int> = []
    package var seed: UInt64 = 1
    package var workDirectory: URL?
    package var jsonPath: URL?
    package var listOnly = false
    package var printSchemata = false
    package var buildSeparately = true
    package var useCoverage = true
    package var timeLimitFactor: Double = 3
    package var minimumTimeLimit: Double = 20
    package var equivalentsFile: String? = EquivalentMutants.defaultPath
    /// Check the equivalents file against the sources and stop.
    package var checkEquivalents = false

    package static let help = """
        mutate — plants one small defect at a time in Swift sources and runs the tests that reach it.

        Usage: Scripts/mutate [options]
          --files PATH…          files or folders to mutate (relative to the repository)
          --changed [BASE]       the Swift sources a change touched since it left BASE (default main),
                                 committed or not
          --exclude PATH…        files or folders to leave out
          --kinds KIND…          only mutants of these kinds (boundary, equality, arithmetic, min-max,
                                 logical, negated-condition, literal, dropped-increment,
                                 inverted-return, reversed-comparison, dropped-pattern,
                                 optional-default, constant-condition, deleted-statement,
                                 axis-swap, scaled-constant, sibling-string, argument-order,
                                 dropped-source)
          --sample N             run only N of the mutants found …
          --seed S               … chosen with this seed (default 1), the same every time
          --only N…              run only the mutants with these numbers (as a run with the same
                                 files printed them): the survivors again, once tests are written
          --list                 print the mutants and stop, building nothing
          --print-schemata       print each file with all its mutants compiled in, and stop
          --json PATH            where to write the report (default: the work directory's report.json)
          --work-directory DIR   where the repository's copy and its build live
                                 (default /tmp/mutate-<repository>-<hash>)
          --time-limit-factor F  a mutant's tests may run F times as long as without (default 3) …
          --minimum-time-limit S … and at least S seconds (default 20)
          --no-separate-builds   count mutants that do not compile beside the others as not built,
                                 instead of building each alone
          --no-coverage          choose the tests by folder (the suites of the mirroring test folder,
                                 then every test target reaching the module) instead of measuring
                                 which suites execute each line
          --equivalents FILE     the JSON file of mutants judged equivalent, each with its reason
                                 (default Tests/EquivalentMutants.json)
          --check-equivalents    list the equivalents file's entries that name no mutant the runner
                                 plants today (code moved or changed) and stop; status 1 if any
          --repository DIR       the repository (default: the current directory)
          --help

        Each mutant runs in a copy of the repository, never in the working tree. The mutants of all
        the files are compiled into one build, each behind the environment variable
        MUTATE_ACTIVE_MUTANT; one that does not compile beside the others is built alone. The
        build measures coverage: each test suite is run once alone to learn which lines it
        executes, and a mutant runs only the suites that execute its lines (none: it survives).
        """

    package init(arguments: [String], currentDirectory: URL) throws {
        repository = currentDirectory
        var reader = ArgumentReader(arguments: arguments)
        while reader.index < arguments.count {
            try apply(arguments[reader.index], reader: &reader, currentDirectory: currentDirectory)
            reader.index += 1
        }
        if files.isEmpty && changedBase == nil && !checkEquivalents {
            throw MutationError.badArgument("say what to mutate: --files PATH… or --changed [BASE]")
        }
    }

    /// Sets what one command-line argument asks for, taking the values after it from `reader`:
    /// one case an option, so that the options read as a table.
    private mutating func apply(
        _ argument: String, reader: inout ArgumentReader, currentDirectory: URL
    ) throws {
        switch argument {
        case "--files": files += reader.values()
        case "--exclude": excluded += reader.values()
        case "--changed": changedBase = reader.values().first ?? "main"
        case "--kinds":
            var chosen = kinds ?? []
            for word in reader.values().flatMap({ $0.split(separator: ",") }) {
                guard let kind = MutationKind(rawValue: String(word)) else {
                    throw MutationError.badArgument(
                        "--kinds: no kind '\(word)'; kinds: "
                            + MutationKind.allCases.map(\.rawValue).joined(separator: ", "))
                }
                chosen.insert(kind)
            }
            guard !chosen.isEmpty else { throw MutationError.badArgument("--kinds needs a kind") }
            kinds = chosen
        case "--sample":
            guard let number = Int(try reader.value(argument)), number > 0 else {
                throw MutationError.badArgument("--sample needs a positive number")
            }
            sample = number
        case "--only":
            for word in reader.values().flatMap({ $0.split(separator: ",") }) {
                guard let number = Int(word) else {
                    throw MutationError.badArgument("--only needs mutant numbers")
                }
                only.insert(number)
            }
        case "--seed":
            guard let number = UInt64(try reader.value(argument)) else {
                throw MutationError.badArgument("--seed needs a number")
            }
            seed = number
        case "--list": listOnly = true
        case "--check-equivalents": checkEquivalents = true
        case "--print-schemata": printSchemata = true
        case "--json":
            jsonPath = URL(fileURLWithPath: try reader.value(argument), relativeTo: currentDirectory)
        case "--work-directory":
            workDirectory = URL(fileURLWithPath: try reader.value(argument), relativeTo: currentDirectory)
        case "--time-limit-factor":
            guard let number = Double(try reader.value(argument)), number > 0 else {
                throw MutationError.badArgument("--time-limit-factor needs a positive number")
            }
            timeLimitFactor = number
        case "--minimum-time-limit":
            guard let number = Double(try reader.value(argument)), number > 0 else {
                throw MutationError.badArgument("--minimum-time-limit needs a positive number")
            }
            minimumTimeLimit = number
        case "--no-separate-builds": buildSeparately = false
        case "--no-coverage": useCoverage = false
        case "--equivalents": equivalentsFile = try reader.value(argument)
        case "--repository":
            repository =
                URL(fileURLWithPath: try reader.value(argument), relativeTo: currentDirectory)
                .standardizedFileURL
        default: throw MutationError.badArgument("unknown argument \(argument)")
        }
    }

    /// The command line read from the start, one argument at a time: an option takes the values
    /// that follow it, up to the next option, so that the reading position moves past them.
    private struct ArgumentReader {
        let arguments: [String]
        /// The argument being read.
        var index = 0

        /// The values after the argument being read, up to the next option (none or more).
        mutating func values() -> [String] {
            var result: [String] = []
            while index + 1 < arguments.count, !arguments[index + 1].hasPrefix("--") {
                index += 1
                result.append(arguments[index])
            }
            return result
        }

        /// The one value the option `name` needs: an error when the next argument is an option or
        /// there is none.
        mutating func value(_ name: String) throws -> String {
            guard index + 1 < arguments.count, !arguments[index + 1].hasPrefix("--") else {
                throw MutationError.badArgument("\(name) needs a value")
            }
            index += 1
            return arguments[index]
        }
    }

    /// The Swift files named (folders expanded) or changed, minus those excluded, sorted.
    package func resolvedFiles() throws -> [String] {
        var result: Set<String> = []
        let manager = FileManager.default
        for path in files {
            let relative = Self.relative(path, to: repository)
            var isDirectory: ObjCBool = false
            guard
                manager.fileExists(
                    atPath: repository.appendingPathComponent(relative).path, isDirectory: &isDirectory)
            else {
                throw MutationError.noSuchFile(path)
            }
            if isDirectory.boolValue {
                let base = relative.hasSuffix("/") ? String(relative.dropLast()) : relative
                let folder = repository.appendingPathComponent(base)
                for file in try RepositoryCopy.files(under: folder) where file.hasSuffix(".swift") {
                    result.insert(base.isEmpty ? file : base + "/" + file)
                }
            } else if relative.hasSuffix(".swift") {
                result.insert(relative)
            } else {
                throw MutationError.noSuchFile(path)
            }
        }
        if let base = changedBase {
            let mergeBase = try Shell.run(["git", "merge-base", base, "HEAD"], in: repository)
            guard mergeBase.status == 0 else {
                throw MutationError.badArgument("no common ancestor with \(base): \(mergeBase.output)")
            }
            let commit = mergeBase.output.trimmingCharacters(in: .whitespacesAndNewlines)
            let changed = try Shell.run(
                ["git", "diff", "--name-only", "--diff-filter=d", commit], in: repository)
            let untracked = try Shell.run(
                ["git", "ls-files", "--others", "--exclude-standard"], in: repository)
            for line in (changed.output + "\n" + untracked.output).split(separator: "\n") {
                let file = String(line)
                if file.hasPrefix("Sources/"), file.hasSuffix(".swift") { result.insert(file) }
            }
        }
        let exclusions = excluded.map { Self.relative($0, to: repository) }
        return result.filter { file in
            !exclusions.contains { file == $0 || file.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
        }.sorted()
    }

    static func relative(_ path: String, to repository: URL) -> String {
        let absolute = URL(fileURLWithPath: path, relativeTo: repository).standardizedFileURL.path
        let root = repository.standardizedFileURL.path
        if absolute == root { return "" }
        return absolute.hasPrefix(root + "/") ? String(absolute.dropFirst(root.count + 1)) : path
    }

    /// `/tmp/mutate-<name>-<hash of the path>`: one copy per repository, kept between runs.
    package var defaultWorkDirectory: URL {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in repository.standardizedFileURL.path.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let name = "mutate-\(repository.lastPathComponent)-\(String(hash, radix: 16).prefix(8))"
        return FileManager.default.temporaryDirectory.appendingPathComponent(name)
    }
}
