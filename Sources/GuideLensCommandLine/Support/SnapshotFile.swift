import Foundation
@_spi(Engine) import GuideLensCore

/// Reading snapshot files with errors that name the file.
package enum SnapshotFile {
    /// The snapshot in `path`, or a ``CommandFailure`` naming the file and the problem.
    package static func load(_ path: String) throws -> Snapshot {
        let url = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CommandFailure(description: "\(path): no such file")
        }
        guard !isDirectory.boolValue else {
            throw CommandFailure(description: "\(path): is a directory, not a snapshot file")
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw CommandFailure(description: "\(path): cannot be read (\(error.localizedDescription))")
        }
        do {
            return try Snapshot(json: data)
        } catch let error as SnapshotError {
            throw CommandFailure(description: "\(path): \(error.description)")
        }
    }
}

/// Writing output files whole or not at all.
package enum OutputFile {
    /// Writes `text` to `path` atomically: an existing file is replaced only once the new one
    /// is complete, and nothing is left behind on failure.
    package static func write(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw CommandFailure(description: "\(path): is a directory; give a file name")
        }
        do {
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            throw CommandFailure(description: "\(path): cannot be written (\(Self.reason(error)))")
        }
    }

    /// Creates `path` as a directory (with its parents) unless it already is one.
    package static func makeDirectory(_ path: String) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw CommandFailure(description: "\(path): exists and is not a directory")
            }
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure(description: "\(path): cannot create the directory (\(Self.reason(error)))")
        }
    }

    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
            let posix = POSIXErrorCode(rawValue: Int32(underlying.code)),
            underlying.domain == NSPOSIXErrorDomain
        {
            return String(cString: strerror(posix.rawValue))
        }
        return nsError.localizedDescription
    }
}
