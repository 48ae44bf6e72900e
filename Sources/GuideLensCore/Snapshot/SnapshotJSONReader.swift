/// Reads a well-formed snapshot straight from its bytes, several times faster than
/// `JSONDecoder`, for the large files LLDB and FLEX export.
///
/// It accepts only what the `Decodable` reading accepts, and gives the same value. The moment
/// it meets anything else (a syntax error, a wrong type, a missing field, a duplicate key, a
/// number or string it does not read exactly as `JSONDecoder` would) it gives up, and
/// ``Snapshot/init(json:)`` reads the file the slow way, which names the JSON path of the
/// problem. So a valid file is fast and an invalid one gets its precise error.
struct SnapshotJSONReader {
    /// Raised to give up; never seen outside this type.
    private struct GiveUp: Error {}

    private let bytes: UnsafeRawBufferPointer
    private var position = 0
    /// The snapshot's `"constraints"` table, which guides name by number; read before the
    /// windows (as written), or the reading gives up to the `Decodable` one, which reads it first.
    private var constraintTable: [RecordedConstraint]?

    private init(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// The snapshot in `bytes`, or `nil` when anything is not as a valid snapshot has it.
    static func snapshot(in bytes: UnsafeRawBufferPointer) -> Snapshot? {
        var reader = SnapshotJSONReader(bytes: bytes)
        do {
            let snapshot = try reader.readSnapshot()
            reader.skipWhitespace()
            return reader.position == bytes.count ? snapshot : nil
        } catch {
            return nil
        }
    }

    // MARK: The format

    private mutating func readSnapshot() throws -> Snapshot {
        var format: String?
        var version: Int?
        var title: String?
        var scale: Double?
        var windows: [ViewNode]?
        try readObject { reader, key in
            switch key {
            case "format":
                format = try reader.readString()
                return 0
            case "version":
                version = try reader.readInteger()
                return 1
            case "title":
                title = try reader.readOptional { try $0.readString() }
                return 2
            case "screenScale":
                scale = try reader.readOptional { try $0.readNumber() }
                return 3
            case "windows":
                windows = try reader.readArray { try $0.readView() }
                return 4
            case "constraints":
                guard windows == nil else { throw GiveUp() }
                reader.constraintTable = try reader.readArray { try $0.readRecordedConstraint() }
                return 5
            default:
                try reader.skipValue()
                return -1
            }
        }
        guard format == Snapshot.format, let version, Snapshot.readableVersions.contains(version), let windows
        else {
            throw GiveUp()
        }
        let screenScale = scale ?? 3
        guard screenScale.isFinite, screenScale > 0 else { throw GiveUp() }
        return Snapshot(title: title ?? "", screenScale: screenScale, windows: windows)
    }

    private mutating func readView() throws -> ViewNode {
        var className: String?
        var address: ObjectAddress?
        var frame: Rect?
        var bounds: Rect?
        var frameInWindow: Rect?
        var isHidden: Bool?
        var alpha: Double?
        var clips: Bool?
        var guides: [DecodedGuide]?
        var subviews: [ViewNode]?
        var layoutInputs: LayoutInputs?
        var layout: ViewLayout?
        try readObject { reader, key in
            switch key {
            case "class":
                className = try reader.readString()
                return 5
            case "address":
                address = try reader.readAddress()
                return 6
            case "frame":
                frame = try reader.readRect()
                return 7
            case "bounds":
                bounds = try reader.readRect()
                return 8
            case "windowFrame":
                frameInWindow = try reader.readRect()
                return 9
            case "hidden":
                isHidden = try reader.readOptional { try $0.readBool() }
                return 10
            case "alpha":
                alpha = try reader.readOptional { try $0.readNumber() }
                return 11
            case "clipsToBounds":
                clips = try reader.readOptional { try $0.readBool() }
                return 12
            case "guides":
                guides = try reader.readOptional { try $0.readArray { try $0.readGuide() } }
                return 13
            case "subviews":
                subviews = try reader.readOptional { try $0.readArray { try $0.readView() } }
                return 14
            case "layoutInputs":
                layoutInputs = try reader.readOptional { try $0.readLayoutInputs() }
                return 24
            case "layout":
                layout = try reader.readOptional { try $0.readViewLayout() }
                return 26
            default:
                try reader.skipValue()
                return -1
            }
        }
        guard let className, let address, let frame, let bounds, let frameInWindow else { throw GiveUp() }
        let opacity = alpha ?? 1
        guard opacity.isFinite, (0...1).contains(opacity) else { throw GiveUp() }
        var view = ViewNode(
            className: className, address: address, frame: frame, bounds: bounds,
            frameInWindow: frameInWindow,
            isHidden: isHidden ?? false, alpha: opacity, clipsToBounds: clips ?? false,
            guides: (guides ?? []).map {
                $0.node(
                    ownerClassName: className, ownerAddress: address, bounds: bounds,
                    frameInWindow: frameInWindow)
            },
            subviews: subviews ?? [])
        view.layoutInputs = layoutInputs
        view.layout = layout
        return view
    }

    private mutating func readGuide() throws -> DecodedGuide {
        var className: String?
        var classChain: [String]?
        var address: ObjectAddress?
        var identifier: String?
        var kind: GuideKind?
        var layoutFrame: Rect?
        var frameInWindow: Rect?
        var ambiguous: Bool?
        var owner = DecodedGuide.Owner.containingView
        var constraints: GuideConstraints?
        try readObject { reader, key in
            switch key {
            case "class":
                className = try reader.readOptional { try $0.readString() }
                return 15
            case "address":
                address = try reader.readAddress()
                return 16
            case "identifier":
                identifier = try reader.readOptional { try $0.readString() }
                return 17
            case "kind":
                kind = try reader.readOptional { reader in
                    guard let kind = GuideKind(rawValue: try reader.readString()) else { throw GiveUp() }
                    return kind
                }
                return 18
            case "layoutFrame":
                layoutFrame = try reader.readRect()
                return 19
            case "windowFrame":
                frameInWindow = try reader.readOptional { try $0.readRect() }
                return 20
            case "ambiguous":
                ambiguous = try reader.readOptional { try $0.readBool() }
                return 21
            case "owner":
                owner = try reader.readOptional { try $0.readAddress() }.map { .other($0) } ?? .none
                return 22
            case "classChain":
                classChain = try reader.readOptional { try $0.readArray { try $0.readString() } }
                return 23
            case "constraints":
                constraints = try reader.readOptional { try $0.readGuideConstraints() }
                return 25
            default:
                try reader.skipValue()
                return -1
            }
        }
        guard let address, let layoutFrame else { throw GiveUp() }
        return DecodedGuide(
            className: className ?? "UILayoutGuide", classChain: classChain, address: address,
            identifier: identifier ?? "", kind: kind,
            layoutFrame: layoutFrame, frameInWindow: frameInWindow, hasAmbiguousLayout: ambiguous,
            owner: owner, constraints: constraints)
    }

    // MARK: What decides a guide's place (version 2)

    private mutating func readGuideConstraints() throws -> GuideConstraints {
        var horizontal: [RecordedConstraint]?
        var vertical: [RecordedConstraint]?
        try readObject { reader, key in
            switch key {
            case "horizontal":
                horizontal = try reader.readOptional { try $0.readArray { try $0.readConstraintEntry() } }
                return 0
            case "vertical":
                vertical = try reader.readOptional { try $0.readArray { try $0.readConstraintEntry() } }
                return 1
            default:
                try reader.skipValue()
                return -1
            }
        }
        return GuideConstraints(horizontal: horizontal ?? [], vertical: vertical ?? [])
    }

    /// A guide's constraint: its number in the snapshot's table, or (as version 2 first wrote
    /// them) the constraint itself.
    private mutating func readConstraintEntry() throws -> RecordedConstraint {
        skipWhitespace()
        if peek() == UInt8(ascii: "{") { return try readRecordedConstraint() }
        let number = try readInteger()
        guard let table = constraintTable, number < table.count else { throw GiveUp() }
        return table[number]
    }

    private mutating func readRecordedConstraint() throws -> RecordedConstraint {
        var description: String?
        var priority: Double?
        var active: Bool?
        try readObject { reader, key in
            switch key {
            case "description":
                description = try reader.readString()
                return 0
            case "priority":
                priority = try reader.readOptional { try $0.readNumber() }
                return 1
            case "active":
                active = try reader.readOptional { try $0.readBool() }
                return 2
            default:
                try reader.skipValue()
                return -1
            }
        }
        guard let description else { throw GiveUp() }
        return RecordedConstraint(
            description: description, priority: priority ?? 1000, isActive: active ?? true)
    }

    /// A view's `"layout"`: every field optional; a value the format does not hold (a size that
    /// is not finite, a priority outside 0…1000, a negative mask) gives up.
    private mutating func readViewLayout() throws -> ViewLayout {
        var layout = ViewLayout()
        try readObject { reader, key in
            switch key {
            case "constraints":
                layout.constraints = try reader.readOptional { try $0.readGuideConstraints() }
                return 0
            case "intrinsicContentSize":
                layout.intrinsicContentSize = try reader.readOptional { reader in
                    let values = try reader.readNumbers(count: 2)
                    let size = Size(width: values[0], height: values[1])
                    guard ViewLayout.holds(intrinsicContentSize: size) else { throw GiveUp() }
                    return size
                }
                return 1
            case "contentHugging":
                layout.contentHugging = try reader.readOptional { try $0.readAxisPriorities() }
                return 2
            case "compressionResistance":
                layout.compressionResistance = try reader.readOptional { try $0.readAxisPriorities() }
                return 3
            case "translatesAutoresizingMaskIntoConstraints":
                layout.translatesAutoresizingMaskIntoConstraints = try reader.readOptional {
                    try $0.readBool()
                }
                return 4
            case "autoresizingMask":
                layout.autoresizingMask = try reader.readOptional { try $0.readInteger() }
                return 5
            default:
                try reader.skipValue()
                return -1
            }
        }
        return layout
    }

    /// `[horizontal, vertical]`, two priorities the format holds.
    private mutating func readAxisPriorities() throws -> AxisPriorities {
        let values = try readNumbers(count: 2)
        let priorities = AxisPriorities(horizontal: values[0], vertical: values[1])
        guard ViewLayout.holds(priorities) else { throw GiveUp() }
        return priorities
    }

    private mutating func readLayoutInputs() throws -> LayoutInputs {
        var inputs = LayoutInputs()
        try readObject { reader, key in
            switch key {
            case "safeAreaInsets":
                inputs.safeAreaInsets = try reader.readOptional { try $0.readEdgeInsets() }
                return 0
            case "controller":
                inputs.controller = try reader.readOptional { try $0.readController() }
                return 1
            case "parentControllers":
                inputs.parentControllers =
                    try reader.readOptional { try $0.readArray { try $0.readController() } } ?? []
                return 2
            case "directionalLayoutMargins":
                inputs.directionalLayoutMargins = try reader.readOptional { try $0.readDirectionalInsets() }
                return 3
            case "insetsLayoutMarginsFromSafeArea":
                inputs.insetsLayoutMarginsFromSafeArea = try reader.readOptional { try $0.readBool() }
                return 4
            case "preservesSuperviewLayoutMargins":
                inputs.preservesSuperviewLayoutMargins = try reader.readOptional { try $0.readBool() }
                return 5
            case "systemMinimumLayoutMargins":
                inputs.systemMinimumLayoutMargins = try reader.readOptional { try $0.readDirectionalInsets() }
                return 6
            case "viewRespectsSystemMinimumLayoutMargins":
                inputs.viewRespectsSystemMinimumLayoutMargins = try reader.readOptional { try $0.readBool() }
                return 7
            case "rightToLeft":
                inputs.isRightToLeft = try reader.readOptional { try $0.readBool() }
                return 8
            case "scrollView":
                inputs.scrollView = try reader.readOptional { try $0.readScrollView() }
                return 9
            default:
                try reader.skipValue()
                return -1
            }
        }
        return inputs
    }

    private mutating func readController() throws -> ControllerInputs {
        var className: String?
        var additional: EdgeInsets?
        var bars: [BarInputs]?
        try readObject { reader, key in
            switch key {
            case "class":
                className = try reader.readString()
                return 0
            case "additionalSafeAreaInsets":
                additional = try reader.readOptional { try $0.readEdgeInsets() }
                return 1
            case "bars":
                bars = try reader.readOptional { try $0.readArray { try $0.readBar() } }
                return 2
            default:
                try reader.skipValue()
                return -1
            }
        }
        guard let className else { throw GiveUp() }
        return ControllerInputs(
            className: className, additionalSafeAreaInsets: additional ?? .zero, bars: bars ?? [])
    }

    private mutating func readBar() throws -> BarInputs {
        var kind: BarInputs.Kind?
        var frame: Rect?
        var hidden: Bool?
        try readObject { reader, key in
            switch key {
            case "kind":
                guard let value = BarInputs.Kind(rawValue: try reader.readString()) else { throw GiveUp() }
                kind = value
                return 0
            case "windowFrame":
                frame = try reader.readOptional { try $0.readRect() }
                return 1
            case "hidden":
                hidden = try reader.readOptional { try $0.readBool() }
                return 2
            default:
                try reader.skipValue()
                return -1
            }
        }
        guard let kind else { throw GiveUp() }
        return BarInputs(kind: kind, frameInWindow: frame, isHidden: hidden ?? false)
    }

    private mutating func readScrollView() throws -> ScrollViewInputs {
        var behavior: String?
        var adjusted: EdgeInsets?
        var inset: EdgeInsets?
        var size: Size?
        try readObject { reader, key in
            switch key {
            case "contentInsetAdjustmentBehavior":
                behavior = try reader.readString()
                return 0
            case "adjustedContentInset":
                adjusted = try reader.readEdgeInsets()
                return 1
            case "contentInset":
                inset = try reader.readOptional { try $0.readEdgeInsets() }
                return 2
            case "contentSize":
                size = try reader.readOptional { reader in
                    let values = try reader.readNumbers(count: 2)
                    return Size(width: values[0], height: values[1])
                }
                return 3
            default:
                try reader.skipValue()
                return -1
            }
        }
        guard let behavior, let adjusted else { throw GiveUp() }
        return ScrollViewInputs(
            contentInsetAdjustmentBehavior: behavior, adjustedContentInset: adjusted, contentInset: inset,
            contentSize: size)
    }

    private mutating func readEdgeInsets() throws -> EdgeInsets {
        let values = try readNumbers(count: 4)
        return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }

    private mutating func readDirectionalInsets() throws -> DirectionalEdgeInsets {
        let values = try readNumbers(count: 4)
        return DirectionalEdgeInsets(
            top: values[0], leading: values[1], bottom: values[2], trailing: values[3])
    }

    /// `[n, …]` with exactly `count` numbers, each a number or `"nan"`, `"inf"`, `"-inf"`.
    private mutating func readNumbers(count: Int) throws -> [Double] {
        let values = try readArray { reader in
            reader.peek() == UInt8(ascii: "\"") ? try reader.readNonFiniteNumber() : try reader.readNumber()
        }
        guard values.count == count else { throw GiveUp() }
        return values
    }

    /// An object's key, as its bytes: compared with the format's keys without making a string.
    private struct Key {
        let bytes: UnsafeRawBufferPointer

        static func ~= (pattern: StaticString, key: Key) -> Bool {
            guard pattern.utf8CodeUnitCount == key.bytes.count else { return false }
            for index in 0..<key.bytes.count where pattern.utf8Start[index] != key.bytes[index] {
                return false
            }
            return true
        }
    }

    /// A key: plain ASCII without escapes (every key of the format is), else give up.
    private mutating func readKey() throws -> Key {
        try expect(UInt8(ascii: "\""))
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") { break }
            if byte < 0x20 || byte >= 0x80 || byte == UInt8(ascii: "\\") { throw GiveUp() }
            position += 1
        }
        guard position < bytes.count, position > start else { throw GiveUp() }
        position += 1
        return Key(bytes: UnsafeRawBufferPointer(rebasing: bytes[start..<(position - 1)]))
    }

    /// `[x, y, width, height]`, each a number or `"nan"`, `"inf"`, `"-inf"`.
    private mutating func readRect() throws -> Rect {
        var values = (0.0, 0.0, 0.0, 0.0)
        var count = 0
        try expect(UInt8(ascii: "["))
        skipWhitespace()
        if peek() == UInt8(ascii: "]") { throw GiveUp() }
        while true {
            skipWhitespace()
            let value = peek() == UInt8(ascii: "\"") ? try readNonFiniteNumber() : try readNumber()
            switch count {
            case 0: values.0 = value
            case 1: values.1 = value
            case 2: values.2 = value
            case 3: values.3 = value
            default: throw GiveUp()
            }
            count += 1
            skipWhitespace()
            if try next() == UInt8(ascii: "]") { break }
            guard bytes[position - 1] == UInt8(ascii: ",") else { throw GiveUp() }
        }
        guard count == 4 else { throw GiveUp() }
        return Rect(x: values.0, y: values.1, width: values.2, height: values.3)
    }

    private mutating func readNonFiniteNumber() throws -> Double {
        switch try readString() {
        case "nan": return .nan
        case "inf": return .infinity
        case "-inf": return -.infinity
        default: throw GiveUp()
        }
    }

    /// `"0x…"` with 1 to 16 hexadecimal digits, read from the bytes; anything else (decimal,
    /// spaces, more digits) is left to ``ObjectAddress/init(parsing:)`` through the slow path.
    private mutating func readAddress() throws -> ObjectAddress {
        skipWhitespace()
        guard matches("\"0x") || matches("\"0X") else { throw GiveUp() }
        var value: UInt64 = 0
        var digits = 0
        while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
            guard let digit = Self.hexDigit(bytes[position]), digits < 16 else { throw GiveUp() }
            value = value << 4 | UInt64(digit)
            digits += 1
            position += 1
        }
        guard digits > 0 else { throw GiveUp() }
        try expect(UInt8(ascii: "\""))
        return ObjectAddress(value)
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    // MARK: JSON

    /// Reads `{ "key": value, … }`, handing each key to `field`, which reads its value and says
    /// which of the object's known keys it was (0 to 63; -1 for a key the format does not know).
    /// A known key given twice gives up (`JSONDecoder` would take one of them).
    private mutating func readObject(_ field: (inout SnapshotJSONReader, Key) throws -> Int) throws {
        skipWhitespace()
        try expect(UInt8(ascii: "{"))
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            position += 1
            return
        }
        var seen: UInt64 = 0
        while true {
            skipWhitespace()
            let key = try readKey()
            skipWhitespace()
            try expect(UInt8(ascii: ":"))
            skipWhitespace()
            let known = try field(&self, key)
            if known >= 0 {
                guard seen & (1 << known) == 0 else { throw GiveUp() }
                seen |= 1 << known
            }
            skipWhitespace()
            let separator = try next()
            if separator == UInt8(ascii: "}") { return }
            guard separator == UInt8(ascii: ",") else { throw GiveUp() }
        }
    }

    private mutating func readArray<Element>(_ element: (inout SnapshotJSONReader) throws -> Element) throws
        -> [Element]
    {
        skipWhitespace()
        try expect(UInt8(ascii: "["))
        var elements: [Element] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            position += 1
            return elements
        }
        while true {
            skipWhitespace()
            elements.append(try element(&self))
            skipWhitespace()
            let separator = try next()
            if separator == UInt8(ascii: "]") { return elements }
            guard separator == UInt8(ascii: ",") else { throw GiveUp() }
        }
    }

    /// `null` as `nil`, anything else read by `value`.
    private mutating func readOptional<Value>(_ value: (inout SnapshotJSONReader) throws -> Value) throws
        -> Value?
    {
        skipWhitespace()
        if matches("null") { return nil }
        return try value(&self)
    }

    private mutating func readBool() throws -> Bool {
        skipWhitespace()
        if matches("true") { return true }
        if matches("false") { return false }
        throw GiveUp()
    }

    /// A whole number written as digits only (what `version` always is).
    private mutating func readInteger() throws -> Int {
        skipWhitespace()
        let start = position
        while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
            position += 1
        }
        guard position > start, position - start <= 9 else { throw GiveUp() }
        if bytes[start] == UInt8(ascii: "0"), position - start > 1 { throw GiveUp() }
        var value = 0
        for index in start..<position { value = value * 10 + Int(bytes[index] - UInt8(ascii: "0")) }
        return value
    }

    /// A JSON number, checked against JSON's grammar and converted as Swift converts text:
    /// exactly, whatever the locale. One that does not fit a finite `Double` gives up.
    private mutating func readNumber() throws -> Double {
        skipWhitespace()
        let start = position
        let isNegative = peek() == UInt8(ascii: "-")
        if isNegative { position += 1 }
        let integerStart = position
        var mantissa: UInt64 = 0
        var digits = 0
        try skipDigits(accumulating: &mantissa, count: &digits)
        if bytes[integerStart] == UInt8(ascii: "0"), position - integerStart > 1 { throw GiveUp() }
        var decimals = 0
        if peek() == UInt8(ascii: ".") {
            position += 1
            let fractionStart = position
            try skipDigits(accumulating: &mantissa, count: &digits)
            decimals = position - fractionStart
        }
        var hasExponent = false
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            hasExponent = true
            position += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
            var ignored: UInt64 = 0
            var exponentDigits = 0
            try skipDigits(accumulating: &ignored, count: &exponentDigits)
        }
        // Exact and correctly rounded without text: a mantissa of at most 15 digits is an exact
        // Double, and so is a power of ten up to 10^22; one division rounds once.
        if !hasExponent, digits <= 15, decimals <= 22 {
            let value = Double(mantissa) / Self.powersOfTen[decimals]
            return isNegative ? -value : value
        }
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw GiveUp() }
        return value
    }

    private static let powersOfTen: [Double] = (0...22).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }

    /// Skips one or more digits, adding them to `mantissa` while it has room (counting them in
    /// `count`; past 19 digits the mantissa is no longer used).
    private mutating func skipDigits(accumulating mantissa: inout UInt64, count: inout Int) throws {
        let start = position
        while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
            if count < 19 { mantissa = mantissa &* 10 &+ UInt64(bytes[position] - UInt8(ascii: "0")) }
            count += 1
            position += 1
        }
        guard position > start else { throw GiveUp() }
    }

    /// A JSON string: plain ASCII in one step; escapes and other UTF-8 decoded and checked.
    private mutating func readString() throws -> String {
        skipWhitespace()
        try expect(UInt8(ascii: "\""))
        let start = position
        var isPlainASCII = true
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") { break }
            if byte < 0x20 { throw GiveUp() }
            if byte == UInt8(ascii: "\\") || byte >= 0x80 {
                isPlainASCII = false
                if byte == UInt8(ascii: "\\") { position += 1 }
            }
            position += 1
        }
        guard position < bytes.count else { throw GiveUp() }
        let end = position
        position += 1
        let content = UnsafeRawBufferPointer(rebasing: bytes[start..<end])
        if isPlainASCII { return String(decoding: content, as: UTF8.self) }
        return try Self.unescaped(content)
    }

    /// The text of a string with escapes or non-ASCII bytes, or a give-up for anything JSON or
    /// UTF-8 does not allow.
    private static func unescaped(_ content: UnsafeRawBufferPointer) throws -> String {
        var scalars = String.UnicodeScalarView()
        var index = 0
        var utf8: [UInt8] = []
        func flush() throws {
            guard !utf8.isEmpty else { return }
            var failed = false
            var decoder = UTF8()
            var iterator = utf8.makeIterator()
            loop: while true {
                switch decoder.decode(&iterator) {
                case .scalarValue(let scalar): scalars.append(scalar)
                case .emptyInput: break loop
                case .error:
                    failed = true
                    break loop
                }
            }
            if failed { throw GiveUp() }
            utf8.removeAll(keepingCapacity: true)
        }
        while index < content.count {
            let byte = content[index]
            guard byte == UInt8(ascii: "\\") else {
                utf8.append(byte)
                index += 1
                continue
            }
            try flush()
            guard index + 1 < content.count else { throw GiveUp() }
            let escape = content[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{8}")
            case UInt8(ascii: "f"): scalars.append("\u{c}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                let unit = try hexUnit(content, at: index)
                index += 4
                if (0xD800...0xDBFF).contains(unit) {
                    guard index + 6 <= content.count, content[index] == UInt8(ascii: "\\"),
                        content[index + 1] == UInt8(ascii: "u")
                    else { throw GiveUp() }
                    let low = try hexUnit(content, at: index + 2)
                    guard (0xDC00...0xDFFF).contains(low) else { throw GiveUp() }
                    index += 6
                    let value = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                    guard let scalar = Unicode.Scalar(value) else { throw GiveUp() }
                    scalars.append(scalar)
                } else {
                    guard let scalar = Unicode.Scalar(unit) else { throw GiveUp() }
                    scalars.append(scalar)
                }
            default:
                throw GiveUp()
            }
        }
        try flush()
        return String(scalars)
    }

    private static func hexUnit(_ content: UnsafeRawBufferPointer, at index: Int) throws -> UInt32 {
        guard index + 4 <= content.count else { throw GiveUp() }
        var value: UInt32 = 0
        for offset in 0..<4 {
            guard let digit = hexDigit(content[index + offset]) else { throw GiveUp() }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// Skips any JSON value (a field the format does not know), checking it as it goes.
    private mutating func skipValue() throws {
        skipWhitespace()
        switch peek() {
        case UInt8(ascii: "{"):
            try readObject { reader, _ in
                try reader.skipValue()
                return -1
            }
        case UInt8(ascii: "["): _ = try readArray { try $0.skipValue() }
        case UInt8(ascii: "\""): _ = try readString()
        case UInt8(ascii: "t"), UInt8(ascii: "f"): _ = try readBool()
        case UInt8(ascii: "n"): if !matches("null") { throw GiveUp() }
        default: _ = try readNumber()
        }
    }

    // MARK: Bytes

    private func peek() -> UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    private mutating func next() throws -> UInt8 {
        guard position < bytes.count else { throw GiveUp() }
        position += 1
        return bytes[position - 1]
    }

    private mutating func expect(_ byte: UInt8) throws {
        guard try next() == byte else { throw GiveUp() }
    }

    /// Consumes `word` if it comes next.
    private mutating func matches(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[position + offset] != word.utf8Start[offset] { return false }
        position += count
        return true
    }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"): position += 1
            default: return
            }
        }
    }
}
