import Foundation
import Testing

@testable import GuideLensCommandLine

@Suite("The running executable's directories: as called, then with links resolved")
struct RunningExecutableTests {
    @Test("a path with a slash is taken from the working directory; a bare name is looked up on PATH")
    func calledPath() throws {
        expectEqual(
            RunningExecutable.calledPath("bin/guidelens", environment: [:], workingDirectory: "/prefix")?
                .path, "/prefix/bin/guidelens")
        expectEqual(
            RunningExecutable.calledPath(
                "/opt/bin/../bin/guidelens", environment: [:], workingDirectory: "/")?.path,
            "/opt/bin/guidelens")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "guidelens-running-" + UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let tool = directory.appendingPathComponent("guidelens")
        #expect(
            FileManager.default.createFile(
                atPath: tool.path, contents: Data(), attributes: [.posixPermissions: 0o755]))
        let environment = ["PATH": "/nonexistent:" + directory.path]
        expectEqual(
            RunningExecutable.calledPath("guidelens", environment: environment, workingDirectory: "/")?.path,
            tool.path)
        expectEqual(
            RunningExecutable.calledPath(
                "guidelens", environment: ["PATH": "/nonexistent"], workingDirectory: "/"), nil)
        expectEqual(RunningExecutable.calledPath("", environment: environment, workingDirectory: "/"), nil)
    }

    @Test("a link's directory comes first, then its target's; one directory is listed once")
    func directories() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "guidelens-running-" + UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: root) }
        let installed = root.appendingPathComponent("packages/build/0.1.0")
        let links = root.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: installed, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: links, withIntermediateDirectories: true)
        let tool = installed.appendingPathComponent("guidelens")
        #expect(
            FileManager.default.createFile(
                atPath: tool.path, contents: Data(), attributes: [.posixPermissions: 0o755]))
        let link = links.appendingPathComponent("guidelens")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: tool)
        let directories = RunningExecutable.directories(
            arguments: [link.path], environment: [:], workingDirectory: "/", executable: tool)
        expectEqual(directories.map(\.path), [links.path, installed.resolvingSymlinksInPath().path])
        let direct = RunningExecutable.directories(
            arguments: [tool.path], environment: [:], workingDirectory: "/", executable: tool)
        #expect(
            Set(direct.map { $0.resolvingSymlinksInPath().path }) == [
                installed.resolvingSymlinksInPath().path
            ])
    }
}
