import Foundation
import Testing

@testable import GuideLensCommandLine

@Suite("showguides.py found where each way of installing puts it")
struct ShowguidesLocatorTests {
    /// A locator on a file system that holds only `files`.
    static func locator(
        files: Set<String>, directories: [String], environment: [String: String] = [:],
        workingDirectory: String = "/work"
    ) -> ShowguidesLocator {
        ShowguidesLocator(
            environment: environment, executableDirectories: directories.map { URL(fileURLWithPath: $0) },
            workingDirectory: workingDirectory, fileExists: { files.contains($0) })
    }

    @Test("make install and Homebrew: share/guidelens beside bin, by the path as called")
    func installed() throws {
        let files: Set = [
            "/opt/homebrew/share/guidelens/showguides.py",
            "/opt/homebrew/Cellar/guidelens/0.1.0/share/guidelens/showguides.py",
        ]
        let locator = Self.locator(
            files: files, directories: ["/opt/homebrew/bin", "/opt/homebrew/Cellar/guidelens/0.1.0/bin"])
        expectEqual(try locator.script(), "/opt/homebrew/share/guidelens/showguides.py")
        let resolvedOnly = Self.locator(
            files: ["/opt/homebrew/Cellar/guidelens/0.1.0/share/guidelens/showguides.py"],
            directories: ["/opt/homebrew/bin", "/opt/homebrew/Cellar/guidelens/0.1.0/bin"])
        expectEqual(
            try resolvedOnly.script(), "/opt/homebrew/Cellar/guidelens/0.1.0/share/guidelens/showguides.py")
    }

    @Test("Mint: showguides.py beside the executable the link in ~/.mint/bin leads to")
    func mint() throws {
        let installed = "/Users/someone/.mint/packages/github.com_guidelens_GuideLens/build/0.1.0"
        let locator = Self.locator(
            files: [installed + "/showguides.py"], directories: ["/Users/someone/.mint/bin", installed])
        #expect(try locator.script() == installed + "/showguides.py")
    }

    @Test("a checkout: Scripts/showguides.py up to six folders above the built executable, not seven")
    func checkout() throws {
        let built = "/src/GuideLens/.build/x86_64-unknown-linux-gnu/debug"
        let locator = Self.locator(files: ["/src/GuideLens/Scripts/showguides.py"], directories: [built])
        expectEqual(try locator.script(), "/src/GuideLens/Scripts/showguides.py")
        let six = "/a/b/c/d/e/f"
        expectEqual(
            try Self.locator(files: ["/Scripts/showguides.py"], directories: [six]).script(),
            "/Scripts/showguides.py")
        let seven = "/a/b/c/d/e/f/g"
        #expect(throws: ShowguidesLookupFailure.notFound) {
            try Self.locator(files: ["/Scripts/showguides.py"], directories: [seven]).script()
        }
    }

    @Test("an install wins over the checkout it was built in; the working directory comes last")
    func order() throws {
        let files: Set = [
            "/prefix/share/guidelens/showguides.py", "/prefix/Scripts/showguides.py",
            "/work/Scripts/showguides.py",
        ]
        expectEqual(
            try Self.locator(files: files, directories: ["/prefix/bin"]).script(),
            "/prefix/share/guidelens/showguides.py")
        expectEqual(
            try Self.locator(files: ["/work/Scripts/showguides.py"], directories: ["/elsewhere/bin"])
                .script(), "/work/Scripts/showguides.py")
        let candidates = Self.locator(files: [], directories: ["/prefix/bin", "/prefix/bin/"]).candidates()
        expectEqual(candidates.first, "/prefix/share/guidelens/showguides.py")
        expectEqual(candidates.last, "/work/Scripts/showguides.py")
        #expect(Set(candidates).count == candidates.count && !candidates.contains { $0.contains("..") })
    }

    @Test("GUIDELENS_SHOWGUIDES chooses the script, and must name one that exists; empty, it is ignored")
    func environment() throws {
        let files: Set = ["/mine/showguides.py", "/prefix/share/guidelens/showguides.py"]
        let chosen = Self.locator(
            files: files, directories: ["/prefix/bin"],
            environment: ["GUIDELENS_SHOWGUIDES": "/mine/showguides.py"])
        expectEqual(try chosen.script(), "/mine/showguides.py")
        let missing = Self.locator(
            files: files, directories: ["/prefix/bin"],
            environment: ["GUIDELENS_SHOWGUIDES": "/gone/showguides.py"])
        #expect(throws: ShowguidesLookupFailure.chosenScriptMissing("/gone/showguides.py")) {
            try missing.script()
        }
        let relative = Self.locator(
            files: ["mine/showguides.py"], directories: ["/prefix/bin"],
            environment: ["GUIDELENS_SHOWGUIDES": "mine/showguides.py"])
        expectEqual(try relative.script(), "/work/mine/showguides.py")
        let empty = Self.locator(
            files: files, directories: ["/prefix/bin"], environment: ["GUIDELENS_SHOWGUIDES": ""])
        expectEqual(try empty.script(), "/prefix/share/guidelens/showguides.py")
    }

    @Test("nowhere: one line that says where it looked and what to set")
    func notFound() {
        #expect(throws: ShowguidesLookupFailure.notFound) {
            try Self.locator(files: [], directories: ["/x/bin"]).script()
        }
        #expect(
            ShowguidesLookupFailure.notFound.description.contains("set GUIDELENS_SHOWGUIDES")
                && !ShowguidesLookupFailure.notFound.description.contains("\n"))
    }
}
