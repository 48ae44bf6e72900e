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

    private static func syntaxDetail(_ context: DecodingError.Context) -> String {
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

    mutating func write(_ snapshot: Snapshot) {
        output.reserveCapacity(256 + snapshot.guideCount * 260)
        output += "{\n"
        field("format", quoted(Snapshot.format), indent: 1)
        field("version", "\(Snapshot.currentVersion)", indent: 1)
        field("title", quoted(snapshot.title), indent: 1)
        let scale = snapshot.screenScale.isFinite && snapshot.screenScale > 0 ? snapshot.screenScale : 3
        field("screenScale", number(scale), indent: 1)
        let (table, numbers) = Self.constraintTable(of: snapshot)
        if !table.isEmpty {
            guideNumbers = numbers
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
        field("frame", rect(view.frame), indent: indent + 1)
        field("bounds", rect(view.bounds), indent: indent + 1)
        field("windowFrame", rect(view.frameInWindow), indent: indent + 1)
        if view.isHidden { field("hidden", "true", indent: indent + 1) }
        // UIKit keeps alpha within 0…1; write it clamped, as the reader expects.
        let alpha = view.alpha.isFinite ? min(max(view.alpha, 0), 1) : 1
        if alpha != 1 { field("alpha", number(alpha), indent: indent + 1) }
        if view.clipsToBounds { field("clipsToBounds", "true", indent: indent + 1) }
        if let inputs = view.layoutInputs { field("layoutInputs", layoutInputs(inputs), indent: indent + 1) }
        if !view.guides.isEmpty {
            key("guides", indent: indent + 1)
            list(view.guides, indent: indent + 1) { writer, guide in
                writer.write(guide, owner: view.address, indent: indent + 2)
            }
            output += ",\n"
        }
        key("subviews", indent: indent + 1)
        list(view.subviews, indent: indent + 1) { writer, subview in writer.write(subview, indent: indent + 2)
        }
        output += "\n" + String(repeating: "  ", count: indent) + "}"
    }

    private mutating func write(_ guide: GuideNode, owner: ObjectAddress, indent: Int) {
        var parts = [
            "\"class\": " + quoted(guide.className)
        ]
        if let chain = guide.classChain {
            parts.append("\"classChain\": [" + chain.map(quoted).joined(separator: ", ") + "]")
        }
        parts.append("\"address\": " + quoted(guide.address.description))
        if !guide.identifier.isEmpty { parts.append("\"identifier\": " + quoted(guide.identifier)) }
        parts.append("\"kind\": " + quoted(guide.kind.rawValue))
        parts.append("\"layoutFrame\": " + rect(guide.layoutFrame))
        parts.append("\"windowFrame\": " + rect(guide.frameInWindow))
        if let ambiguous = guide.hasAmbiguousLayout { parts.append("\"ambiguous\": \(ambiguous)") }
        switch guide.owningViewAddress {
        case nil: parts.append("\"owner\": null")
        case let address? where address != owner: parts.append("\"owner\": " + quoted(address.description))
        default: break
        }
        if guide.constraints != nil, nextGuide < guideNumbers.count {
            let numbers = guideNumbers[nextGuide]
            nextGuide += 1
            parts.append(
                "\"constraints\": { \"horizontal\": " + Self.list(numbers.horizontal) + ", \"vertical\": "
                    + Self.list(numbers.vertical) + " }")
        }
        output += "{ " + parts.joined(separator: ", ") + " }"
    }

    /// Every distinct recorded constraint of the snapshot, in the order the guides first name
    /// them (windows, then views depth first, each view's guides before its subviews, horizontal
    /// before vertical); and, for each guide that records constraints, in that order, their places
    /// in the table.
    static func constraintTable(of snapshot: Snapshot) -> (
        table: [RecordedConstraint], guides: [(horizontal: [Int], vertical: [Int])]
    ) {
        var table: [RecordedConstraint] = []
        var guides: [(horizontal: [Int], vertical: [Int])] = []
        var numbers: [RecordedConstraint: Int] = [:]
        numbers.reserveCapacity(snapshot.guideCount * 4)
        func number(_ constraint: RecordedConstraint) -> Int {
            if let known = numbers[constraint] { return known }
            numbers[constraint] = table.count
            table.append(constraint)
            return table.count - 1
        }
        func visit(_ view: ViewNode) {
            for guide in view.guides {
                guard let constraints = guide.constraints else { continue }
                guides.append((constraints.horizontal.map(number), constraints.vertical.map(number)))
            }
            view.subviews.forEach(visit)
        }
        snapshot.windows.forEach(visit)
        return (table, guides)
    }

    /// `[0, 3, 4]`.
    private static func list(_ numbers: [Int]) -> String {
        var text = "["
        for (index, number) in numbers.enumerated() {
            if index > 0 { text += ", " }
            text += String(number)
        }
        return text + "]"
    }

    /// `{ "description": "…", "priority": 999, "active": false }`; a priority of 1000 and an
    /// active constraint are left out (they are what a reader assumes).
    private mutating func writeRecorded(_ constraint: RecordedConstraint) {
        output += "{ \"description\": "
        output += quoted(constraint.description)
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
            parts.append(
                "\"bars\": ["
                    + controller.bars.map { bar in
                        "{ \"kind\": " + quoted(bar.kind.rawValue) + ", \"windowFrame\": "
                            + rect(bar.frameInWindow)
                            + (bar.isHidden ? ", \"hidden\": true" : "") + " }"
                    }.joined(separator: ", ") + "]")
        }
        return "{ " + parts.joined(separator: ", ") + " }"
    }

    private func numbers(_ values: [Double]) -> String {
        "[" + values.map(number).joined(separator: ", ") + "]"
    }

    private mutating func key(_ name: String, indent: Int) {
        output += String(repeating: "  ", count: indent) + quoted(name) + ": "
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
            output += String(repeating: "  ", count: indent + 1)
            body(&self, element)
            output += index + 1 < elements.count ? ",\n" : "\n"
        }
        output += String(repeating: "  ", count: indent) + "]"
    }

    private func rect(_ rect: Rect) -> String {
        "[" + rect.components.map(number).joined(separator: ", ") + "]"
    }

    private func number(_ value: Double) -> String { NumberFormatting.json(value) }

    private func quoted(_ text: String) -> String { JSONText.quoted(text) }
}

/// JSON string quoting shared by every JSON the core writes.
package enum JSONText {
    /// Whether `text` holds a quote, a backslash or a control character (and, `withSlash`, a
    /// `/`); over the bytes themselves where the string keeps them in one piece (a closure per
    /// byte costs more).
    private static func needsEscape(_ text: String, withSlash: Bool) -> Bool {
        func special(_ byte: UInt8) -> Bool {
            byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
                || (withSlash && byte == UInt8(ascii: "/"))
        }
        if let found = text.utf8.withContiguousStorageIfAvailable({ bytes in
            for byte in bytes where special(byte) { return true }
            return false
        }) {
            return found
        }
        return text.utf8.contains(where: special)
    }

    /// `text` as a JSON string literal, escaping quotes, backslashes and control characters.
    /// `asFoundation` escapes as Foundation's `JSONSerialization` does (`/` as `\/`, and the
    /// short forms `\b` `\f`), for answers that keep the bytes it wrote (``JSONValue``);
    /// snapshots keep their own form.
    package static func quoted(_ text: String, asFoundation: Bool = false) -> String {
        // Most text needs no escape (class names, identifiers, constraint descriptions): one copy.
        if !needsEscape(text, withSlash: asFoundation) { return "\"" + text + "\"" }
        var result = "\""
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
        return result + "\""
    }
}
