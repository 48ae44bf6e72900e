import Foundation
import Testing

@testable import MutationKit

@Suite("The house rule on length: no function over 80 lines but a flat switch")
struct LongFunctionsTests {
    static func body(_ lines: Int) -> String {
        (0..<lines).map { "    let value\($0) = \($0)" }.joined(separator: "\n")
    }

    @Test("80 lines pass, 81 do not; a flat switch of any length passes, a switch and one more line does not")
    func limit() {
        let finder = LongFunctions(limit: 80)
        #expect(finder.findings(in: "func f() {\n\(Self.body(80))\n}\n", file: "A.swift").isEmpty)
        let long = finder.findings(in: "struct S {\n  init() {\n\(Self.body(81))\n}\n}\n", file: "A.swift")
        #expect(long == [.init(file: "A.swift", line: 2, name: "init", lines: 81)])
        let cases = (0..<100).map { "    case \($0): return \($0)" }.joined(separator: "\n")
        let table = "func f(_ x: Int) -> Int {\n    switch x {\n\(cases)\n    default: return 0\n    }\n}\n"
        #expect(finder.findings(in: table, file: "A.swift").isEmpty)
        let notFlat =
            "func f(_ x: Int) -> Int {\n    let y = x\n    switch y {\n\(cases)\n    default: return 0\n    }\n}\n"
        #expect(finder.findings(in: notFlat, file: "A.swift").map(\.name) == ["f"])
        let getter = "var v: Int {\n  get {\n\(Self.body(81))\n  return 0\n  }\n}\n"
        #expect(finder.findings(in: getter, file: "A.swift").map(\.name) == ["get"])
    }

    @Test("no function in Sources/ or Tools/ is over 80 lines, but a flat switch")
    func repository() throws {
        let repository = EquivalentMutantsTests.repository
        var findings: [LongFunctions.Finding] = []
        for folder in ["Sources", "Tools/mutate/Sources"] {
            let root = repository.appendingPathComponent(folder)
            for file in try RepositoryCopy.files(under: root) where file.hasSuffix(".swift") {
                let path = folder + "/" + file
                let source = try String(contentsOf: repository.appendingPathComponent(path), encoding: .utf8)
                findings += LongFunctions().findings(in: source, file: path)
            }
        }
        #expect(findings.isEmpty, "\(findings.map(\.description).joined(separator: "\n"))")
    }
}
