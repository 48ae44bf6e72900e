import Foundation
import MutationKit

/// Prints at once (a run is long; its progress should show as it goes).
@Sendable func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

// mutate: plants one small defect at a time in Swift sources (found by syntax) and runs the tests
// that reach each, in a copy of the repository. `Scripts/mutate --help` says how to call it.

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    say(CommandLineOptions.help)
    exit(0)
}
do {
    let commandLine = try CommandLineOptions(
        arguments: arguments, currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    )
    if commandLine.checkEquivalents {
        let path = commandLine.equivalentsFile ?? EquivalentMutants.defaultPath
        let equivalents = try EquivalentMutants(
            json: Data(contentsOf: commandLine.repository.appendingPathComponent(path)))
        let stale = equivalents.staleEntries(in: commandLine.repository)
        for entry in stale { say(entry.description) }
        say("mutate: \(equivalents.mutants.count) equivalents in \(path), \(stale.count) naming no mutant")
        exit(stale.isEmpty ? 0 : 1)
    }
    let files = try commandLine.resolvedFiles()
    let workDirectory = commandLine.workDirectory ?? commandLine.defaultWorkDirectory
    var options = RunOptions(repository: commandLine.repository, files: files, workDirectory: workDirectory)
    options.sample = commandLine.sample
    options.kinds = commandLine.kinds
    options.seed = commandLine.seed
    options.buildSeparately = commandLine.buildSeparately
    options.useCoverage = commandLine.useCoverage
    options.timeLimitFactor = commandLine.timeLimitFactor
    options.minimumTimeLimit = commandLine.minimumTimeLimit
    options.equivalentsFile = commandLine.equivalentsFile
    options.progress = say
    let runner = MutationRunner(options: options)
    var mutants = try runner.discover()
    if !commandLine.only.isEmpty { mutants = mutants.filter { commandLine.only.contains($0.id) } }
    say(
        "mutate: \(mutants.count) mutants in \(files.count) files"
            + (commandLine.sample.map { " (a sample of \($0), seed \(commandLine.seed))" } ?? ""))
    if commandLine.printSchemata {
        for file in files {
            let source = try String(
                contentsOf: commandLine.repository.appendingPathComponent(file), encoding: .utf8)
            let renderer = SchemataRenderer(source: source)
            say(
                renderer.schemataText(
                    for: mutants.filter { $0.file == file }, switchFunction: MutationRunner.switchFunction))
        }
        exit(0)
    }
    if commandLine.listOnly {
        for mutant in mutants {
            say(
                "\(mutant.file):\(mutant.line):\(mutant.column)  #\(mutant.id)  \(mutant.kind.rawValue)  \(mutant.change)"
            )
        }
        exit(0)
    }
    if mutants.isEmpty { exit(0) }
    say("mutate: the copy and its build are in \(workDirectory.path)")
    let report = try runner.run(mutants)
    say("")
    say(report.table)
    let jsonURL = commandLine.jsonPath ?? workDirectory.appendingPathComponent("report.json")
    try report.json().write(to: jsonURL)
    say("")
    say(
        "mutate: \(report.restoredFiles.count) files written in the copy, \(report.unrestoredFiles.count) not restored; report in \(jsonURL.path)"
    )
    if !report.unrestoredFiles.isEmpty {
        say("mutate: not restored: \(report.unrestoredFiles.joined(separator: ", "))")
        exit(2)
    }
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
