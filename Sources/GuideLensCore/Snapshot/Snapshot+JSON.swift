import Foundation

extension Snapshot {
    /// The deepest JSON nesting a snapshot may have: 250 levels of views, far beyond any real
    /// hierarchy, and shallow enough that decoding can never exhaust the stack.
    public static let maximumNesting = 512

    /// Reads a snapshot from its JSON form.
    ///
    /// Throws a ``SnapshotError`` naming the JSON path and what was expected there; never traps,
    /// whatever the bytes.
    public init(json data: Data) throws {
        if let problem = Self.nestingProblem(in: data) { throw problem }
        // A valid file is read straight from its bytes; anything else is read again the slow
        // way, which names the JSON path of the problem.
        if let snapshot = data.withUnsafeBytes({ SnapshotJSONReader.snapshot(in: $0) }) {
            self = snapshot
            return
        }
        self = try Self.decodedWithDecoder(data)
    }

    /// Reads a snapshot with `JSONDecoder` and the `Decodable` conformances: the reference the
    /// fast reader must agree with, and the reading that names the path of every problem.
    static func decodedWithDecoder(_ data: Data) throws -> Snapshot {
        let decoder = JSONDecoder()
        decoder.userInfo[ConstraintTableBox.key] = ConstraintTableBox()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        do {
            return try decoder.decode(Snapshot.self, from: data)
        } catch let failure as SnapshotDecodingFailure {
            throw SnapshotError.invalid(
                path: SnapshotDecodingFailure.path(failure.codingPath), expected: failure.expected)
        } catch let error as DecodingError {
            switch error {
            case .dataCorrupted(let context) where context.codingPath.isEmpty:
                throw SnapshotError.notJSON(detail: Self.syntaxDetail(context))
            case .dataCorrupted(let context), .typeMismatch(_, let context), .valueNotFound(_, let context),
                .keyNotFound(_, let context):
                throw SnapshotError.invalid(
                    path: SnapshotDecodingFailure.path(context.codingPath), expected: context.debugDescription
                )
            @unknown default:
                throw SnapshotError.notJSON(detail: "\(error)")
            }
        } catch {
            throw SnapshotError.notJSON(detail: "\(error)")
        }
    }

    /// The snapshot's JSON form: stable key order, one line per rectangle, non-finite values
    /// written as `"nan"`, `"inf"` or `"-inf"` so that degenerate frames survive export.
    public func jsonData() -> Data { Data(jsonText().utf8) }

    /// The snapshot's JSON form as text (see ``jsonData()``).
    public func jsonText() -> String {
        var writer = SnapshotJSONWriter()
        writer.write(self)
        return writer.output
    }

    /// The detail of a syntax error: Foundation's own description where it gives one (Darwin's
    /// `NSDebugDescription`, up to its first comma), else the decoder's.
    static func syntaxDetail(_ context: DecodingError.Context) -> String {
        if let underlying = context.underlyingError {
            let text = "\(underlying)"
            if let range = text.range(of: "NSDebugDescription=") {
                return String(text[range.upperBound...].prefix(while: { $0 != "," && $0 != "}" }))
            }
            return String(text.prefix(200))
        }
        return context.debugDescription
    }

    /// Whether `data` nests no deeper than ``maximumNesting``. For tests.
    static func nestingIsShallow(_ data: Data) -> Bool { nestingProblem(in: data) == nil }

    /// Scans brackets outside strings; a linear pass that keeps deep input from recursion.
    private static func nestingProblem(in data: Data) -> SnapshotError? {
        // Over the bytes themselves: `Data`'s iterator costs a call per byte.
        data.withUnsafeBytes { bytes in
            var depth = 0
            var inString = false
            var escaped = false
            for byte in bytes {
                if inString {
                    if escaped {
                        escaped = false
                    } else if byte == UInt8(ascii: "\\") {
                        escaped = true
                    } else if byte == UInt8(ascii: "\"") {
                        inString = false
                    }
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    depth += 1
                    if depth > maximumNesting { return .tooDeep(limit: maximumNesting) }
                case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
                default: break
                }
            }
            return nil
        }
    }
}

/// Writes the snapshot format by hand: the key order and layout are part of what makes the
/// files pleasant to read and to diff, and rectangles stay on one line.
struct SnapshotJSONWriter {
    private(set) var output = ""
    /// Each guide's constraints as places in the snapshot's `"constraints"` table (a constraint
    /// affects every guide below it in a chain, and is written once), in the order guides are
    /// written; `nextGuide` is the next to write.
    private var guideNumbers: [(horizontal: [Int], vertical: [Int])] = []
    private var nextGuide = 0
    /// Likewise each view's layout constraints (``ViewLayout/constraints``), in the order views
    /// are written; `nextView` is the next to write.
    private var viewNumbers: [(horizontal: [Int], vertical: [Int])] = []
    private var nextView = 0
    /// The bytes of the list being written (``appendList(_:)``), kept between lists.
    private var listBytes: [UInt8] = []

    mutating func write(_ snapshot: Snapshot) {
        let (table, numbers, views) = Self.constraintTable(of: snapshot)
        // One allocation for the whole text: growing it copies all that is written so far.
        var capacity = 256 + snapshot.guideCount * 260
        for constraint in table { capacity += constraint.description.utf8.count + 48 }
        for guide in numbers { capacity += 48 + (guide.horizontal.count + guide.vertical.count) * 6 }
        for view in views { capacity += 320 + (view.horizontal.count + view.vertical.count) * 6 }
        output.reserveCapacity(capacity)
        output += "{\n"
        field("format", quoted(Snapshot.format), indent: 1)
        field("version", "\(Snapshot.currentVersion)", indent: 1)
        field("title", quoted(snapshot.title), indent: 1)
        let scale = snapshot.screenScale.isFinite && snapshot.screenScale > 0 ? snapshot.screenScale : 3
        field("screenScale", number(scale), indent: 1)
        if !table.isEmpty {
            guideNumbers = numbers
            viewNumbers = views
            key("constraints", indent: 1)
            list(table, indent: 1) { writer, constraint in writer.writeRecorded(constraint) }
            output += ",\n"
        }
        key("windows", indent: 1)
        list(snapshot.windows, indent: 1) { writer, view in writer.write(view, indent: 2) }
        output += "\n}\n"
    }

    private mutating func write(_ view: ViewNode, indent: Int) {
        output += "{\n"
        field("class", quoted(view.className), indent: indent + 1)
        field("address", quoted(view.address.description), indent: indent + 1)
        rectField("frame", view.frame, indent: indent + 1)
        rectField("bounds", view.bounds, indent: indent + 1)
        rectField("windowFrame", view.frameInWindow, indent: indent + 1)
        if view.isHidden { field("hidden", "true", indent: indent + 1) }
        // UIKit keeps alpha within 0…1; write it clamped, as the reader expects.
        let alpha = view.alpha.isFinite ? min(max(view.alpha, 0), 1) : 1
        if alpha != 1 { field("alpha", number(alpha), indent: indent + 1) }
        if view.clipsToBounds { field("clipsToBounds", "true", indent: indent + 1) }
        if let inputs = view.layoutInputs { field("layoutInputs", layoutInputs(inputs), indent: indent + 1) }
        if let layout = view.layout {
            key("layout", indent: indent + 1)
            appendLayout(layout)
            output += ",\n"
        }
        if !view.guides.isEmpty {
            key("guides", indent: indent + 1)
            list(view.guides, indent: indent + 1) { writer, guide in
                writer.write(guide, owner: view.address)
            }
            output += ",\n"
        }
        key("subviews", indent: indent + 1)
        list(view.subviews, indent: indent + 1) { writer, subview in writer.write(subview, indent: indent + 2)
        }
        output += "\n"
        appendIndent(indent)
        output += "}"
    }

    /// One guide on one line, written straight into the text: a snapshot holds thousands.
    private mutating func write(_ guide: GuideNode, owner: ObjectAddress) {
        output += "{ \"class\": "
        JSONText.appendQuoted(guide.className, to: &output)
        if let chain = guide.classChain {
            output += ", \"classChain\": ["
            for (index, name) in chain.enumerated() {
                if index > 0 { output += ", " }
                JSONText.appendQuoted(name, to: &output)
            }
            output += "]"
        }
        output += ", \"address\": "
        JSONText.appendQuoted(guide.address.description, to: &output)
        if !guide.identifier.isEmpty {
            output += ", \"identifier\": "
            JSONText.appendQuoted(guide.identifier, to: &output)
        }
        output += ", \"kind\": "
        JSONText.appendQuoted(guide.kind.rawValue, to: &output)
        output += ", \"layoutFrame\": "
        appendRect(guide.layoutFrame)
        output += ", \"windowFrame\": "
        appendRect(guide.frameInWindow)
        if let ambiguous = guide.hasAmbiguousLayout {
            output += ambiguous ? ", \"ambiguous\": true" : ", \"ambiguous\": false"
        }
        switch guide.owningViewAddress {
        case nil: output += ", \"owner\": null"
        case let address? where address != owner:
            output += ", \"owner\": "
            JSONText.appendQuoted(address.description, to: &output)
        default: break
        }
        if guide.constraints != nil, nextGuide < guideNumbers.count {
            let numbers = guideNumbers[nextGuide]
            nextGuide += 1
            output += ", \"constraints\": "
            appendConstraintNumbers(numbers)
        }
        output += " }"
    }

    /// `{ "horizontal": [0, 3], "vertical": [1] }`.
    private mutating func appendConstraintNumbers(_ numbers: (horizontal: [Int], vertical: [Int])) {
        output += "{ \"horizontal\": "
        appendList(numbers.horizontal)
        output += ", \"vertical\": "
        appendList(numbers.vertical)
        output += " }"
    }

    /// What places a view, on one line, recorded fields only; a value the format does not hold
    /// (``ViewLayout/holdable``) is left out, so that what is written reads back.
    private mutating func appendLayout(_ recorded: ViewLayout) {
        let layout = recorded.holdable
        var separator = "{ "
        func next(_ name: String, into writer: inout SnapshotJSONWriter) {
            writer.output += separator + "\"" + name + "\": "
            separator = ", "
        }
        if layout.constraints != nil, nextView < viewNumbers.count {
            next("constraints", into: &self)
            appendConstraintNumbers(viewNumbers[nextView])
            nextView += 1
        }
        if let size = layout.intrinsicContentSize {
            next("intrinsicContentSize", into: &self)
            output += numbers([size.width, size.height])
        }
        if let priorities = layout.contentHugging {
            next("contentHugging", into: &self)
            output += numbers([priorities.horizontal, priorities.vertical])
        }
        if let priorities = layout.compressionResistance {
            next("compressionResistance", into: &self)
            output += numbers([priorities.horizontal, priorities.vertical])
        }
        if let translates = layout.translatesAutoresizingMaskIntoConstraints {
            next("translatesAutoresizingMaskIntoConstraints", into: &self)
            output += translates ? "true" : "false"
        }
        if let mask = layout.autoresizingMask {
            next("autoresizingMask", into: &self)
            output += String(mask)
        }
        output += separator == "{ " ? "{}" : " }"
    }

    /// Every distinct recorded constraint of the snapshot, in the order the file first names
    /// them (windows, then views depth first; a view's own layout constraints, then its guides',
    /// then its subviews'; horizontal before vertical); and, for each guide that records
    /// constraints and each view whose layout does, in that order, their places in the table.
    static func constraintTable(of snapshot: Snapshot) -> (
        table: [RecordedConstraint], guides: [(horizontal: [Int], vertical: [Int])],
        views: [(horizontal: [Int], vertical: [Int])]
    ) {
        var numbering = ConstraintNumbering(capacity: snapshot.guideCount * 4)
        var guides: [(horizontal: [Int], vertical: [Int])] = []
        var views: [(horizontal: [Int], vertical: [Int])] = []
        func visit(_ view: ViewNode) {
            if let constraints = view.layout?.constraints {
                views.append(
                    (
                        numbering.numbers(of: constraints.horizontal, axis: 2),
                        numbering.numbers(of: constraints.vertical, axis: 3)
                    ))
            }
            // By index: a guide copied out of its array retains every field it holds.
            for index in view.guides.indices {
                guard let constraints = view.guides[index].constraints else { continue }
                guides.append(
                    (
                        numbering.numbers(of: constraints.horizontal, axis: 0),
                        numbering.numbers(of: constraints.vertical, axis: 1)
                    ))
            }
            for index in view.subviews.indices { visit(view.subviews[index]) }
        }
        for index in snapshot.windows.indices { visit(snapshot.windows[index]) }
        return (numbering.table, guides, views)
    }

    /// `[0, 3, 4]`, gathered as bytes and appended once (a guide names a dozen constraints).
    private mutating func appendList(_ numbers: [Int]) {
        listBytes.removeAll(keepingCapacity: true)
        listBytes.append(UInt8(ascii: "["))
        for (index, number) in numbers.enumerated() {
            if index > 0 { listBytes += [UInt8(ascii: ","), UInt8(ascii: " ")] }
            guard number >= 0 else {
                listBytes += Array(String(number).utf8)
                continue
            }
            let start = listBytes.count
            var rest = number
            repeat {
                listBytes.append(UInt8(ascii: "0") + UInt8(rest % 10))
                rest /= 10
            } while rest > 0
            listBytes[start...].reverse()
        }
        listBytes.append(UInt8(ascii: "]"))
        output += String(decoding: listBytes, as: UTF8.self)
    }

    /// `{ "description": "…", "priority": 999, "active": false }`; a priority of 1000 and an
    /// active constraint are left out (they are what a reader assumes).
    private mutating func writeRecorded(_ constraint: RecordedConstraint) {
        output += "{ \"description\": "
        JSONText.appendQuoted(constraint.description, to: &output)
        if constraint.priority != 1000 {
            output += ", \"priority\": "
            output += number(constraint.priority)
        }
        if !constraint.isActive { output += ", \"active\": false" }
        output += " }"
    }

    /// The view's safe-area and margin inputs as one object on one line, recorded fields only.
    private func layoutInputs(_ inputs: LayoutInputs) -> String {
        var parts: [String] = []
        if let insets = inputs.safeAreaInsets {
            parts.append("\"safeAreaInsets\": " + numbers(insets.components))
        }
        if let controller = inputs.controller {
            parts.append("\"controller\": " + self.controller(controller))
        }
        if !inputs.parentControllers.isEmpty {
            parts.append(
                "\"parentControllers\": [" + inputs.parentControllers.map(controller).joined(separator: ", ")
                    + "]")
        }
        if let margins = inputs.directionalLayoutMargins {
            parts.append("\"directionalLayoutMargins\": " + numbers(margins.components))
        }
        if let value = inputs.insetsLayoutMarginsFromSafeArea {
            parts.append("\"insetsLayoutMarginsFromSafeArea\": \(value)")
        }
        if let value = inputs.preservesSuperviewLayoutMargins {
            parts.append("\"preservesSuperviewLayoutMargins\": \(value)")
        }
        if let margins = inputs.systemMinimumLayoutMargins {
            parts.append("\"systemMinimumLayoutMargins\": " + numbers(margins.components))
        }
        if let value = inputs.viewRespectsSystemMinimumLayoutMargins {
            parts.append("\"viewRespectsSystemMinimumLayoutMargins\": \(value)")
        }
        if let value = inputs.isRightToLeft { parts.append("\"rightToLeft\": \(value)") }
        if let scroll = inputs.scrollView {
            var scrollParts = [
                "\"contentInsetAdjustmentBehavior\": " + quoted(scroll.contentInsetAdjustmentBehavior),
                "\"adjustedContentInset\": " + numbers(scroll.adjustedContentInset.components),
            ]
            if let inset = scroll.contentInset {
                scrollParts.append("\"contentInset\": " + numbers(inset.components))
            }
            if let size = scroll.contentSize {
                scrollParts.append("\"contentSize\": " + numbers([size.width, size.height]))
            }
            parts.append("\"scrollView\": { " + scrollParts.joined(separator: ", ") + " }")
        }
        return "{ " + parts.joined(separator: ", ") + " }"
    }

    private func controller(_ controller: ControllerInputs) -> String {
        var parts = [
            "\"class\": " + quoted(controller.className),
            "\"additionalSafeAreaInsets\": " + numbers(controller.additionalSafeAreaInsets.components),
        ]
        if !controller.bars.isEmpty {
            parts.append("\"bars\": [" + controller.bars.map(bar).joined(separator: ", ") + "]")
        }
        return "{ " + parts.joined(separator: ", ") + " }"
    }

    /// `{ "kind": "toolbar", "windowFrame": [...], "hidden": true }`; a frame left unread (a hidden
    /// bar's) is left out.
    private func bar(_ bar: BarInputs) -> String {
        var text = "{ \"kind\": " + quoted(bar.kind.rawValue)
        if let frame = bar.frameInWindow { text += ", \"windowFrame\": " + rect(frame) }
        if bar.isHidden { text += ", \"hidden\": true" }
        return text + " }"
    }

    private func numbers(_ values: [Double]) -> String {
        "[" + values.map(number).joined(separator: ", ") + "]"
    }

    private mutating func key(_ name: String, indent: Int) {
        appendIndent(indent)
        JSONText.appendQuoted(name, to: &output)
        output += ": "
    }

    private mutating func appendIndent(_ indent: Int) {
        for _ in 0..<indent { output += "  " }
    }

    private mutating func rectField(_ name: String, _ rect: Rect, indent: Int) {
        key(name, indent: indent)
        appendRect(rect)
        output += ",\n"
    }

    private mutating func field(_ name: String, _ value: String, indent: Int) {
        key(name, indent: indent)
        output += value + ",\n"
    }

    private mutating func list<Element>(
        _ elements: [Element], indent: Int, _ body: (inout SnapshotJSONWriter, Element) -> Void
    ) {
        guard !elements.isEmpty else {
            output += "[]"
            return
        }
        output += "[\n"
        for (index, element) in elements.enumerated() {
            appendIndent(indent + 1)
            body(&self, element)
            output += index + 1 < elements.count ? ",\n" : "\n"
        }
        appendIndent(indent)
        output += "]"
    }

    private func rect(_ rect: Rect) -> String {
        var writer = SnapshotJSONWriter()
        writer.appendRect(rect)
        return writer.output
    }

    /// `[x, y, width, height]`.
    private mutating func appendRect(_ rect: Rect) {
        output += "["
        output += number(rect.origin.x)
        output += ", "
        output += number(rect.origin.y)
        output += ", "
        output += number(rect.size.width)
        output += ", "
        output += number(rect.size.height)
        output += "]"
    }

    private func number(_ value: Double) -> String { NumberFormatting.json(value) }

    private func quoted(_ text: String) -> String { JSONText.quoted(text) }
}

/// Numbers distinct recorded constraints in the order they are first met.
///
/// Guides of one view share most of their constraints, in the same order (the chain that
/// places their owner, then their own): a constraint at the place it had in the previous
/// guide's list of the same axis takes that number without being hashed; equal text held in
/// one storage compares without reading it.
private struct ConstraintNumbering {
    private(set) var table: [RecordedConstraint] = []
    private var numbers: [RecordedConstraint: Int] = [:]
    /// The previous list on each axis and its numbers: a guide's (0 horizontal, 1 vertical) and a
    /// view's (2, 3), kept apart so that a view's list between two guides leaves theirs alike.
    private var previous: [(constraints: [RecordedConstraint], numbers: [Int])] = Array(
        repeating: ([], []), count: 4)

    init(capacity: Int) { numbers.reserveCapacity(capacity) }

    /// The places of `constraints` (on the axis numbered `axis`) in the table, adding those not
    /// met before.
    mutating func numbers(of constraints: [RecordedConstraint], axis: Int) -> [Int] {
        let (lastConstraints, lastNumbers) = previous[axis]
        var places: [Int] = []
        places.reserveCapacity(constraints.count)
        for (index, constraint) in constraints.enumerated() {
            if index < lastConstraints.count, lastConstraints[index] == constraint {
                places.append(lastNumbers[index])
            } else if let known = numbers[constraint] {
                places.append(known)
            } else {
                numbers[constraint] = table.count
                places.append(table.count)
                table.append(constraint)
            }
        }
        previous[axis] = (constraints, places)
        return places
    }
}

/// JSON string quoting shared by every JSON the core writes.
package enum JSONText {
    /// Whether `text` holds a quote, a backslash or a control character (and, `withSlash`, a
    /// `/`); over the bytes themselves where the string keeps them in one piece, eight at a
    /// time (every constraint description of a snapshot passes through here).
    static func needsEscape(_ text: String, withSlash: Bool) -> Bool {
        func special(_ byte: UInt8) -> Bool {
            byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
                || (withSlash && byte == UInt8(ascii: "/"))
        }
        if let found = text.utf8.withContiguousStorageIfAvailable({ bytes in
            let raw = UnsafeRawBufferPointer(bytes)
            var offset = 0
            while offset + 8 <= raw.count {
                if wordHasSpecialByte(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self), withSlash) {
                    return true
                }
                offset += 8
            }
            while offset < raw.count {
                if special(raw[offset]) { return true }
                offset += 1
            }
            return false
        }) {
            return found
        }
        return text.utf8.contains(where: special)
    }

    /// Whether any of the eight bytes of `word` is below 0x20, a quote, a backslash (or, with
    /// `withSlash`, a slash): the exact "has a byte less than n" and "has a zero byte" tests of
    /// word-at-a-time string scanning, which never report a byte that is not there.
    private static func wordHasSpecialByte(_ word: UInt64, _ withSlash: Bool) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func hasByteBelow(_ value: UInt64, _ limit: UInt64) -> Bool {
            (value &- ones &* limit) & ~value & highs != 0
        }
        func hasZeroByte(_ value: UInt64) -> Bool { hasByteBelow(value, 1) }
        return hasByteBelow(word, 0x20) || hasZeroByte(word ^ (ones &* 0x22))
            || hasZeroByte(word ^ (ones &* 0x5C)) || (withSlash && hasZeroByte(word ^ (ones &* 0x2F)))
    }

    /// `text` as a JSON string literal, escaping quotes, backslashes and control characters.
    /// `asFoundation` escapes as Foundation's `JSONSerialization` does (`/` as `\/`, and the
    /// short forms `\b` `\f`), for answers that keep the bytes it wrote (``JSONValue``);
    /// snapshots keep their own form.
    package static func quoted(_ text: String, asFoundation: Bool = false) -> String {
        var result = ""
        appendQuoted(text, to: &result, asFoundation: asFoundation)
        return result
    }

    /// Appends `text` as a JSON string literal to `result` (see ``quoted(_:asFoundation:)``),
    /// for writers that build one long text and would otherwise copy each string twice.
    package static func appendQuoted(_ text: String, to result: inout String, asFoundation: Bool = false) {
        result += "\""
        defer { result += "\"" }
        // Most text needs no escape (class names, identifiers, constraint descriptions): one copy.
        if !needsEscape(text, withSlash: asFoundation) {
            result += text
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "/" where asFoundation: result += "\\/"
            case "\u{8}" where asFoundation: result += "\\b"
            case "\u{C}" where asFoundation: result += "\\f"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case let control where control.value < 0x20:
                let hex = String(control.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
    }
}
