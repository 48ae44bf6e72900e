import Foundation

/// The copy of the repository the mutants are written into; the working tree is only read.
///
/// The copy is kept between runs (same place for the same repository) and brought up to date
/// file by file, so that its build directory stays valid and only what changed is rebuilt.
package struct RepositoryCopy {
    package let original: URL
    package let root: URL
    /// Every write gets a later modification time than the one before: SwiftPM decides what to
    /// rebuild from it, and a file written back within the same instant could keep a stale object.
    private var clock: Date

    /// Folders never copied: build products, version control, editor state.
    static let skippedNames: Set<String> = [".build", ".git", ".swiftpm", ".DS_Store", "DerivedData"]

    package init(original: URL, root: URL) {
        self.original = original
        self.root = root
        self.clock = Date()
    }

    /// Makes the copy equal to the working tree: new and changed files copied, removed ones deleted.
    package mutating func synchronize() throws {
        let manager = FileManager.default
        try manager.createDirectory(at: root, withIntermediateDirectories: true)
        let sourceFiles = try Self.files(under: original)
        let copiedFiles = try Self.files(under: root)
        for relative in copiedFiles.subtracting(sourceFiles) {
            try manager.removeItem(at: root.appendingPathComponent(relative))
        }
        for relative in sourceFiles {
            let from = original.appendingPathComponent(relative)
            let to = root.appendingPathComponent(relative)
            let data = try Data(contentsOf: from)
            if let existing = try? Data(contentsOf: to), existing == data { continue }
            try manager.createDirectory(at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: to)
            let attributes = try manager.attributesOfItem(atPath: from.path)
            if let permissions = attributes[.posixPermissions] {
                try manager.setAttributes([.posixPermissions: permissions], ofItemAtPath: to.path)
            }
        }
    }

    /// Relative paths of the regular files under `directory`, build folders left out.
    static func files(under directory: URL) throws -> Set<String> {
        var result: Set<String> = []
        let manager = FileManager.default
        guard manager.fileExists(atPath: directory.path) else { return [] }
        var pending = [""]
        while let relative = pending.popLast() {
            let url = relative.isEmpty ? directory : directory.appendingPathComponent(relative)
            for name in try manager.contentsOfDirectory(atPath: url.path) {
                if skippedNames.contains(name) || name.hasPrefix(".build") { continue }
                let child = relative.isEmpty ? name : relative + "/" + name
                var isDirectory: ObjCBool = false
                _ = manager.fileExists(
                    atPath: directory.appendingPathComponent(child).path, isDirectory: &isDirectory)
                if isDirectory.boolValue {
                    pending.append(child)
                } else {
                    result.insert(child)
                }
            }
        }
        return result
    }

    /// Writes `text` to `relative` in the copy with a modification time later than any before.
    package mutating func write(_ text: String, to relative: String) throws {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        clock = max(clock.addingTimeInterval(1), Date())
        try FileManager.default.setAttributes([.modificationDate: clock], ofItemAtPath: url.path)
    }

    /// Puts `relative` back as the working tree has it.
    package mutating func restore(_ relative: String) throws {
        let text = try String(contentsOf: original.appendingPathComponent(relative), encoding: .utf8)
        try write(text, to: relative)
    }

    /// Removes a file the runner added to the copy.
    package func remove(_ relative: String) {
        try? FileManager.default.removeItem(at: root.appendingPathComponent(relative))
    }

    /// The files under `relatives` whose text differs from the working tree's (none, once restored).
    package func differences(in relatives: [String]) -> [String] {
        relatives.filter { relative in
            let a = try? Data(contentsOf: original.appendingPathComponent(relative))
            let b = try? Data(contentsOf: root.appendingPathComponent(relative))
            return a != b
        }
    }
}
