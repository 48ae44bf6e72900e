import GuideLensCommandLine

/// Why `guidelens lldb-init` changed nothing: each case one line the user can act on.
enum LLDBInitFailure: Error, Equatable, CustomStringConvertible {
    /// No `showguides.py` was found.
    case scriptNotFound(ShowguidesLookupFailure)
    /// The script's path cannot be written in an lldbinit line as it is.
    case unwritablePath(String)
    /// `--file` names a folder.
    case isFolder(String)
    /// `--file` is in a folder that does not exist.
    case folderMissing(String)
    /// The file could not be read.
    case unreadable(String)
    /// The file is not UTF-8 text.
    case notText(String)
    /// The file could not be written, and why.
    case unwritable(String, reason: String)

    var description: String {
        switch self {
        case .scriptNotFound(let failure):
            return "lldb-init: \(failure)"
        case .unwritablePath(let path):
            return
                "lldb-init: \(path) holds a quote, backslash, backtick or line break, which an lldbinit line cannot hold as written; move showguides.py, or set GUIDELENS_SHOWGUIDES to a copy elsewhere"
        case .isFolder(let path):
            return "lldb-init: \(path) is a folder; --file names the lldbinit file itself"
        case .folderMissing(let path):
            return "lldb-init: the folder of \(path) does not exist; nothing was written"
        case .unreadable(let path):
            return "lldb-init: \(path) cannot be read (check its permissions); nothing changed"
        case .notText(let path):
            return "lldb-init: \(path) is not UTF-8 text, so not an lldbinit file; nothing changed"
        case .unwritable(let path, let reason):
            return "lldb-init: \(path) cannot be written (\(reason)); nothing changed"
        }
    }
}
