import Foundation

/// Reads and writes the lldbinit file `guidelens lldb-init` edits, failing with a
/// ``LLDBInitFailure`` before anything is written.
enum LLDBInitFile {
    /// The file's text, or `nil` when there is no file (its folder must exist, to write it).
    static func read(_ path: String) throws(LLDBInitFailure) -> String? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
            var folderIsFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &folderIsFolder),
                folderIsFolder.boolValue
            else { throw .folderMissing(path) }
            return nil
        }
        if isFolder.boolValue { throw .isFolder(path) }
        guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable(path) }
        guard let text = String(data: data, encoding: .utf8) else { throw .notText(path) }
        return text
    }

    /// Writes `text` into the file in place: through a symbolic link (dotfiles kept in a
    /// repository often are one) and keeping the file's permissions, which replacing it would not.
    static func write(_ text: String, to path: String) throws(LLDBInitFailure) {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            throw .unwritable(path, reason: (error as NSError).localizedDescription)
        }
    }
}
