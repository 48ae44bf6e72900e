import Foundation
import Testing

@testable import MutationKit

@Suite("Coverage map")
struct CoverageMapTests {
    @Test("executed lines are read from lcov, by file relative to the copy; unexecuted ones are not")
    func lcov() {
        var map = CoverageMap()
        let root = URL(fileURLWithPath: "/tmp/copy")
        map.add(
            lcov: "SF:/tmp/copy/Sources/A.swift\nDA:3,2\nDA:4,0\nDA:9,1\nend_of_record\n", suite: "T.One",
            root: root)
        map.add(lcov: "SF:/tmp/copy/Sources/A.swift\nDA:9,5\nend_of_record\n", suite: "T.Two", root: root)
        #expect(map.suites(covering: "Sources/A.swift", lines: 3...3) == ["T.One"])
        #expect(map.suites(covering: "Sources/A.swift", lines: 4...4).isEmpty)
        #expect(map.suites(covering: "Sources/A.swift", lines: 8...9) == ["T.One", "T.Two"])
        // A line coverage never marks (a static let's initializer) falls back to the whole file.
        #expect(map.suites(coveringAnyLineOf: "Sources/A.swift") == ["T.One", "T.Two"])
        #expect(map.suites(coveringAnyLineOf: "Sources/B.swift").isEmpty)
    }

    @Test("a suite's filter selects it and its tests, not a suite whose name it begins")
    func filter() throws {
        let pattern = try Regex(CoverageMap.filter(for: "Core.RectTests"))
        #expect("Core.RectTests/zero()".contains(pattern))
        #expect("Core.RectTests".contains(pattern))
        #expect(!"Core.RectTestsMore/zero()".contains(pattern))
        #expect(!"CoreXRectTests/zero()".contains(pattern))
    }
}
