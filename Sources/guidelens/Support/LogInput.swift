import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where `guidelens explain` reads its log: a file, or standard input (`-`, or no argument with
/// something piped in, as in `pbpaste | guidelens explain -`). Each way it can fail says which
/// one it was: a file that is not there, a folder, text that is not UTF-8 (and where).
enum LogInput {
    /// The name standard input goes by in messages.
    static let standardInputName = "standard input"

    /// The log's text: from `path`, or from standard input when `path` is `-`, or `nil` with
    /// something piped in. `standardInput` and `inputIsTerminal` are the process's own unless a
    /// caller passes others.
    static func read(
        path: String?, standardInput: () -> Data = { FileHandle.standardInput.readDataToEndOfFile() },
        inputIsTerminal: Bool = isatty(STDIN_FILENO) == 1
    ) throws -> String {
        guard let path, path != "-" else {
            if path == nil && inputIsTerminal {
                throw CommandFailure(description: usage("no log given"))
            }
            let data = standardInput()
            if path == nil && data.isEmpty {
                throw CommandFailure(description: usage("no log given and nothing on standard input"))
            }
            return try text(of: data, from: standardInputName)
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw CommandFailure(description: "\(path): the file is not there")
        }
        if isFolder.boolValue {
            throw CommandFailure(description: "\(path): is a folder, not a log file")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandFailure(description: "\(path): the file cannot be read (check its permissions)")
        }
        return try text(of: data, from: path)
    }

    private static func usage(_ what: String) -> String {
        "\(what): guidelens explain LOG, or pipe the log in: pbpaste | guidelens explain -"
    }

    /// `data` as text: UTF-8 (a byte-order mark dropped), or UTF-16 with its byte-order mark, as
    /// Console and some editors save logs.
    static func text(of data: Data, from source: String) throws -> String {
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
            guard let text = String(data: data, encoding: .utf16) else {
                throw CommandFailure(description: "\(source): is not UTF-16 text, though it starts as such")
            }
            return text
        }
        let bytes = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        let offset = firstInvalidUTF8Offset(in: bytes) ?? 0
        let byte = bytes[bytes.startIndex + offset]
        throw CommandFailure(
            description:
                "\(source): is not UTF-8 text (byte 0x\(String(byte, radix: 16, uppercase: true)) at offset \(offset)); save the log as UTF-8 (or UTF-16 with a byte-order mark)"
        )
    }

    /// Where the first byte that is not part of valid UTF-8 is, from the start of `bytes`.
    private static func firstInvalidUTF8Offset(in bytes: Data.SubSequence) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .error: return offset
            case .emptyInput: return nil
            }
        }
    }
}
