import Foundation

/// Converts SVG to PNG with `rsvg-convert` (librsvg) when it is installed.
package enum PNGConverter {
    /// The converter's path, or `nil` when it is not on `PATH`.
    package static var executable: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = String(directory) + "/rsvg-convert"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// What to do when the converter is missing.
    package static let missingMessage =
        "PNG skipped: rsvg-convert is not installed (Debian/Ubuntu: apt-get install librsvg2-bin; macOS: brew install librsvg); the SVG files are complete"

    /// Converts `svg` to `png` at 2× so text stays sharp; throws a ``CommandFailure`` on failure.
    package static func convert(svg: String, to png: String, using executable: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--zoom", "2", "--output", png, svg]
        let errors = Pipe()
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw CommandFailure(description: "\(executable): cannot run (\(error.localizedDescription))")
        }
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let text = String(decoding: message, as: UTF8.self).trimmingCharacters(
                in: .whitespacesAndNewlines)
            throw CommandFailure(description: "\(png): rsvg-convert failed (\(text))")
        }
    }
}
