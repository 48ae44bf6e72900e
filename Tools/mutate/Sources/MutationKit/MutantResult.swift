/// What became of one mutant.
package enum MutantStatus: String, Codable, Sendable {
    /// A test failed (or the tests crashed): the defect is caught.
    case caught
    /// Every test passed with the defect in: a test to write, unless the mutant is equivalent.
    case survived
    /// The tests ran past their time limit (the defect made something loop): counted as caught.
    case timedOut = "timed out"
    /// The mutant does not compile: it counts neither way.
    case notBuilt = "did not build"
    /// Listed as equivalent (no behaviour can tell it from the original): counts neither way.
    case equivalent
}

/// A mutant and what the tests made of it.
package struct MutantResult: Codable, Sendable {
    package var mutant: Mutant
    package var status: MutantStatus
    /// The test that failed first, or what crashed.
    package var caughtBy: String?
    /// Which tests ran: the suites of the folder, or every test target reaching the module.
    package var testsRun: String?
    /// Whether the mutant was compiled in with the others (one build) or built alone.
    package var schemata: Bool
    package var seconds: Double

    package init(
        mutant: Mutant, status: MutantStatus, caughtBy: String? = nil, testsRun: String? = nil,
        schemata: Bool,
        seconds: Double = 0
    ) {
        self.mutant = mutant
        self.status = status
        self.caughtBy = caughtBy
        self.testsRun = testsRun
        self.schemata = schemata
        self.seconds = seconds
    }
}

/// Reads `swift test`'s output for the name of the test that failed.
package enum TestOutputReader {
    /// The first failing test (Swift Testing or XCTest), or what crashed, or nil.
    package static func firstFailure(in output: String) -> String? {
        for line in output.split(separator: "\n") {
            if let range = line.range(of: "✘ Test ") {
                var rest = line[range.upperBound...]
                for ending in [" recorded an issue", " failed", " errored"] {
                    if let end = rest.range(of: ending) {
                        rest = rest[..<end.lowerBound]
                        break
                    }
                }
                return String(rest)
            }
            if line.hasPrefix("Test Case '"), line.contains("' failed") {
                return String(line.dropFirst("Test Case '".count).prefix { $0 != "'" })
            }
        }
        for line in output.split(separator: "\n")
        where line.contains("Fatal error") || line.contains("Precondition failed") {
            return "crash: " + line.trimmingCharacters(in: .whitespaces)
        }
        if output.contains("signal") || output.contains("Exited with unexpected signal") {
            return "crash"
        }
        return nil
    }
}
