import Foundation

/// Auto Layout's "Unable to simultaneously satisfy constraints" reports, read from a log as
/// Xcode's console prints it: any number of reports, with or without the date and process
/// prefix and the `[LayoutConstraints]` tag, in the format of every iOS version (with or without
/// `(active)`), constraints written as equations or in the visual format.
///
/// Reading is one pass over the lines. A report that is cut short, or a constraint line that
/// cannot be read, is an error naming its line: never a partial answer.
@_spi(Engine)
public struct ConstraintLog: Hashable, Sendable {
    /// The reports, in log order.
    package var conflicts: [Conflict]

    /// How many reports the log holds.
    public var conflictCount: Int { conflicts.count }

    /// Why a log could not be read.
    package enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// A report that stops before its list of constraints, or before saying what it broke.
        case truncated(line: Int, missing: String)
        /// A constraint line that is not what Auto Layout prints.
        case unreadableConstraint(line: Int, text: String, reason: String)

        package var description: String {
            switch self {
            case .truncated(let line, let missing):
                "line \(line): the conflict report is cut short: \(missing)"
            case .unreadableConstraint(let line, let text, let reason):
                "line \(line): cannot read the constraint \(text.prefix(120)): \(reason)"
            }
        }
    }

    /// The text that starts a report.
    package static let marker = "Unable to simultaneously satisfy constraints"
    private static let breaking = "Will attempt to recover by breaking constraint"

    /// The report Auto Layout logs for `constraints` (each constraint's `description`) when it
    /// breaks `broken`: what the app builds from `UIViewAlertForUnsatisfiableConstraints`'s
    /// arguments, so that it reads exactly as a logged one. Quotes, backslashes and line breaks
    /// (an identifier may hold them) are escaped as the logged array escapes them, so every
    /// constraint stays on its line.
    package static func report(constraints: [String], broken: String) -> String {
        func escaped(_ text: String) -> String {
            text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                .replacingOccurrences(of: "\n", with: "\\n")
        }
        return "\(marker).\n(\n" + constraints.map { "    \"\(escaped($0))\"," }.joined(separator: "\n")
            + "\n)\n\n\(breaking) \n\(broken.replacingOccurrences(of: "\n", with: "\\n"))\n"
    }

    /// Reads every report in `text`. Lines starting with `#` are comments (a fixture's source).
    public static func parse(_ text: String) throws -> ConstraintLog {
        // Lines split on the newline byte: a `\r\n` pair is one Character, so a log saved with
        // Windows line endings would otherwise read as a single line.
        let newline = UInt8(ascii: "\n")
        let lines = text.utf8.split(separator: newline, omittingEmptySubsequences: false).map { bytes in
            Substring(bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes)
        }
        var conflicts: [Conflict] = []
        var index = 0
        while index < lines.count {
            guard lines[index].containsBytes(marker) else {
                index += 1
                continue
            }
            let start = index + 1
            // The list: from a line that is "(" to one that is ")".
            var cursor = index + 1
            while cursor < lines.count, lines[cursor].trimmingSpaces != "(" {
                if lines[cursor].containsBytes(marker) || lines[cursor].containsBytes(breaking) { break }
                cursor += 1
            }
            guard cursor < lines.count, lines[cursor].trimmingSpaces == "(" else {
                throw Failure.truncated(line: start, missing: "no list of constraints")
            }
            cursor += 1
            var constraints: [LoggedConstraint] = []
            while cursor < lines.count, lines[cursor].trimmingSpaces != ")" {
                let line = lines[cursor].trimmingSpaces
                if !line.isEmpty {
                    constraints.append(try LoggedConstraintReader.read(line, lineNumber: cursor + 1))
                }
                cursor += 1
            }
            guard cursor < lines.count else {
                throw Failure.truncated(line: start, missing: "the list of constraints does not end")
            }
            guard !constraints.isEmpty else {
                throw Failure.truncated(line: start, missing: "the list of constraints is empty")
            }
            // What was broken: the next non-empty line after the "breaking constraint" line.
            while cursor < lines.count, !lines[cursor].containsBytes(breaking) {
                if lines[cursor].containsBytes(marker) { break }
                cursor += 1
            }
            guard cursor < lines.count, lines[cursor].containsBytes(breaking) else {
                throw Failure.truncated(line: start, missing: "it does not say which constraint was broken")
            }
            var brokenLine = ""
            if let range = lines[cursor].byteRange(of: breaking) {
                brokenLine = String(lines[cursor][range.upperBound...]).trimmingSpaces
            }
            while brokenLine.isEmpty, cursor + 1 < lines.count {
                cursor += 1
                brokenLine = lines[cursor].trimmingSpaces
            }
            guard !brokenLine.isEmpty else {
                throw Failure.truncated(line: start, missing: "the broken constraint is missing")
            }
            let broken = try LoggedConstraintReader.read(brokenLine, lineNumber: cursor + 1)
            conflicts.append(Conflict(line: start, constraints: constraints, broken: broken))
            index = cursor + 1
        }
        return ConstraintLog(conflicts: conflicts)
    }
}
