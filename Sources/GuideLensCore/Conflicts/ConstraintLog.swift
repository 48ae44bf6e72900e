/// Auto Layout's "Unable to simultaneously satisfy constraints" reports, read from a log as
/// Xcode's console prints it: any number of reports, with or without the date and process
/// prefix and the `[LayoutConstraints]` tag, in the format of every iOS version (with or without
/// `(active)`), constraints written as equations or in the visual format; and lists of
/// constraints pasted without the report around them.
///
/// Reading is one pass over the lines and never fails: a constraint line that cannot be read is
/// kept verbatim as unread and the rest is explained; a report cut short is read as far as it
/// goes and says what it lacks.
@_spi(Engine)
public struct ConstraintLog: Hashable, Sendable {
    /// The reports (and pasted lists), in log order.
    package var conflicts: [Conflict]

    /// How many reports the log holds.
    public var conflictCount: Int { conflicts.count }

    /// How many constraint lines of all reports could not be read.
    package var unreadCount: Int { conflicts.reduce(0) { $0 + $1.unread.count } }

    /// The text that starts a report.
    package static let marker = "Unable to simultaneously satisfy constraints"
    /// What a report's first line is known by: the start of ``marker``, which a copy may wrap
    /// after "simultaneously".
    static let header = "Unable to simultaneously"
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

    /// Reads every report in `text`, and every list of constraints pasted without one, wherever
    /// the log was kept (``LogLines``: commented out, quoted, flattened or wrapped). A log that
    /// holds constraint lines is never read as holding no conflict: lines found outside any
    /// report or list are read together as one list.
    public static func parse(_ text: String) -> ConstraintLog {
        let log = LogLines(text)
        let lines = log.lines
        var conflicts: [Conflict] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if line.containsBytes(Self.header) {
                let (conflict, next) = readReport(log, headerIndex: index, header: true)
                conflicts.append(conflict)
                index = next
            } else if isConstraintLine(line) || (isListOpening(line) && startsList(lines, after: index)) {
                // A report pasted without its first line still says what it broke: read it whole.
                let (conflict, next) = readReport(log, headerIndex: index - 1, header: false)
                conflicts.append(conflict)
                index = next
            } else if line.containsBytes(breaking) || line.containsBytes(probably) {
                var (conflict, next) = readReport(log, headerIndex: index - 1, header: false)
                conflict.missing.insert("its first line (\"\(marker)\")", at: 0)
                conflicts.append(conflict)
                index = next
            } else {
                index += 1
            }
        }
        if conflicts.isEmpty, let scattered = scatteredConstraints(log) { conflicts.append(scattered) }
        return ConstraintLog(conflicts: conflicts.map { $0.readingMangledNames() })
    }

    /// The constraints of lines that hold one among other text (`print("<NSLayoutConstraint:…>")`,
    /// a log line's own prefix before it), read together as one list; `nil` when no line holds a
    /// constraint.
    private static func scatteredConstraints(_ log: LogLines) -> Conflict? {
        var conflict: Conflict?
        for (index, line) in log.lines.enumerated() {
            guard let found = line.byteRange(of: "Constraint:") else { continue }
            let after = line[found.upperBound...]
            guard after.starts(with: "0x") || after.starts(with: "0X") else { continue }
            // From the `<` that opens it (or the class name) to the last `>` of the line.
            let head = line[..<found.lowerBound]
            let start =
                head.byteRange(of: "<", backwards: true)?.lowerBound
                ?? head.utf8.lastIndex(where: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\"") })
                .map { head.utf8.index(after: $0) } ?? head.startIndex
            var text = line[start...]
            if let end = text.byteRange(of: ">", backwards: true) { text = text[..<end.upperBound] }
            var list = conflict ?? Conflict(line: log.number(at: index), constraints: [], broken: nil)
            list.isList = true
            let position = list.constraints.count + list.unread.count
            switch LoggedConstraintReader.read(text) {
            case .success(let constraint): list.constraints.append(constraint)
            case .failure(let unread):
                list.unread.append(
                    UnreadLine(
                        line: log.number(at: index), text: String(text), reason: unread.reason,
                        position: position))
            }
            conflict = list
        }
        return conflict
    }

    private static let probably = "Probably at least one of the constraints"

    /// The parts of a report a copy can lack, as the explanation names them.
    enum Missing {
        /// The list's closing `)`: the copy ends inside the list.
        static let endOfList = "the end of the list of constraints"
    }

    /// One report from the line after `headerIndex` (or one pasted list): the constraints up to
    /// `)` (or the report's end), then what was broken; returns it and the line after it.
    private static func readReport(_ log: LogLines, headerIndex: Int, header: Bool) -> (Conflict, Int) {
        var conflict = Conflict(
            line: log.number(at: header ? headerIndex : headerIndex + 1), constraints: [], broken: nil)
        conflict.constraints.reserveCapacity(8)
        conflict.isList = !header
        let (start, opened) = skipProse(log, headerIndex: headerIndex, header: header)
        let list = readList(log, from: start, opened: opened, into: &conflict)
        let sawList = opened || list.sawItem
        if opened && !list.ended { conflict.missing.append(Missing.endOfList) }
        if !sawList { conflict.missing.append("the list of constraints") }
        let cursor = readBroken(
            log, from: list.cursor, header: header, position: list.position, into: &conflict)
        if conflict.constraints.isEmpty && conflict.unread.isEmpty && sawList && list.ended {
            conflict.missing.append("any constraint in the list")
        }
        // Always past the line it started on: the marker's, or the first of a pasted list.
        return (conflict, max(cursor, header ? headerIndex + 1 : headerIndex + 2))
    }

    /// The prose before a report's list, skipped until a constraint, a "(" or the breaking line:
    /// the line the list starts on, and whether a "(" opened it.
    private static func skipProse(_ log: LogLines, headerIndex: Int, header: Bool) -> (
        cursor: Int, opened: Bool
    ) {
        let lines = log.lines
        var cursor = headerIndex + 1
        while cursor < lines.count {
            let line = lines[cursor]
            if line.containsBytes(Self.header) || line.containsBytes(breaking) || isConstraintLine(line) {
                break
            }
            if isListOpening(line) { return (cursor + 1, true) }
            // Past the report's two prose lines, a line that is neither is something else; a piece
            // of UIKit's prose wrapped onto a line of its own continues the report.
            if !header && !line.containsBytes(probably) && !line.withoutSurroundingSpaces.isEmpty
                && !line.containsBytes("(1) look") && !line.containsBytes("Try this")
                && !line.containsBytes("(2) find") && !line.containsBytes("NSLayoutConstraint")
                && !UIKitProse.isFragment(line)
            {
                break
            }
            cursor += 1
            if header && cursor - headerIndex > 6 && !UIKitProse.isFragment(line) { break }
        }
        return (cursor, false)
    }

    /// The list: every line until ")" (or "}"), a new report, or the breaking line, each read into
    /// `conflict` or kept as unread. Returns the line after it, whether its ")" was seen, whether
    /// it held an item, and how many items it listed.
    private static func readList(
        _ log: LogLines, from start: Int, opened: Bool, into conflict: inout Conflict
    )
        -> (cursor: Int, ended: Bool, sawItem: Bool, position: Int)
    {
        let lines = log.lines
        var cursor = start
        var position = 0
        var sawItem = false
        while cursor < lines.count {
            let raw = lines[cursor]
            let line = raw.withoutSurroundingSpaces
            if line == ")" || line == ")," || line == "}" || line == ");" {
                return (cursor + 1, true, sawItem, position)
            }
            if raw.containsBytes(Self.header) || raw.containsBytes(breaking) { break }
            if line.isEmpty {
                cursor += 1
                continue
            }
            if !opened && !isConstraintLine(raw) {
                // A pasted list without brackets ends at the first line that is not a constraint
                // (in a source file, the code after a list kept in a comment).
                break
            }
            sawItem = true
            switch LoggedConstraintReader.read(line) {
            case .success(let constraint):
                conflict.constraints.append(constraint)
            case .failure(let unread):
                conflict.unread.append(
                    UnreadLine(
                        line: log.number(at: cursor), text: String(line), reason: unread.reason,
                        position: position))
            }
            position += 1
            cursor += 1
        }
        return (cursor, false, sawItem, position)
    }

    /// What was broken: the next non-empty line after the "breaking constraint" line, looked for
    /// from `start` up to the next report, read into `conflict`. Returns the line after it (or
    /// `start` when the report names none).
    private static func readBroken(
        _ log: LogLines, from start: Int, header: Bool, position: Int, into conflict: inout Conflict
    ) -> Int {
        let lines = log.lines
        var lookahead = start
        while lookahead < lines.count, !lines[lookahead].containsBytes(breaking) {
            let line = lines[lookahead]
            if line.containsBytes(Self.header) || isConstraintLine(line) || isListOpening(line)
                || (!header && !line.withoutSurroundingSpaces.isEmpty)
            {
                break
            }
            lookahead += 1
        }
        guard lookahead < lines.count, lines[lookahead].containsBytes(breaking) else {
            if !conflict.isList { conflict.missing.append("which constraint UIKit broke") }
            return start
        }
        conflict.isList = false
        var cursor = lookahead
        var brokenLine = Substring("")
        if let range = lines[cursor].byteRange(of: breaking) {
            brokenLine = lines[cursor][range.upperBound...].withoutSurroundingSpaces
        }
        while brokenLine.isEmpty, cursor + 1 < lines.count, !lines[cursor + 1].containsBytes(Self.header) {
            cursor += 1
            brokenLine = lines[cursor].withoutSurroundingSpaces
        }
        if brokenLine.isEmpty {
            conflict.missing.append("the constraint UIKit broke")
        } else {
            switch LoggedConstraintReader.read(brokenLine) {
            case .success(let constraint): conflict.broken = constraint
            case .failure(let unread):
                conflict.unreadBroken = UnreadLine(
                    line: log.number(at: cursor), text: String(brokenLine), reason: unread.reason,
                    position: position)
                if !brokenLine.hasSuffix(">") {
                    conflict.missing.append("the end of the constraint UIKit broke")
                }
            }
        }
        return cursor + 1
    }

    /// `"<NSLayoutConstraint:0x…`: a line of a constraint list, quoted or not, its brackets
    /// escaped or not (`\<…\>`, as Markdown writes them).
    static func isConstraintLine(_ line: Substring) -> Bool {
        var text = line.withoutSurroundingSpaces
        if let rest = text.after("\"") { text = rest }
        if let rest = text.after("\\<") { text = "<" + rest }
        guard text.starts(with: "<"),
            text.ends(with: ">") || text.ends(with: ">\",") || text.ends(with: ">\"")
                || text.ends(with: ">,") || text.containsBytes(":0x")
        else { return false }
        let head = text.prefix(plainCount: 120)
        return head.containsBytes(":0x") || head.containsBytes("Constraint:")
    }

    private static func isListOpening(_ line: Substring) -> Bool {
        let text = line.withoutSurroundingSpaces
        return text == "(" || text == "{"
    }

    /// Whether the line after a "(" is a constraint, so that the "(" opens a pasted list.
    private static func startsList(_ lines: [Substring], after index: Int) -> Bool {
        var next = index + 1
        while next < lines.count, lines[next].withoutSurroundingSpaces.isEmpty { next += 1 }
        return next < lines.count && isConstraintLine(lines[next])
    }
}
