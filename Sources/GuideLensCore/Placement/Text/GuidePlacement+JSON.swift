import Foundation

/// The answer as JSON, for tools and agents: the same values the text words, written by
/// `Encodable` with sorted keys. Each value says what it is by its keys (`"kind"` where it is one
/// of several); numbers that are not finite are `null`; addresses are strings.
extension PlacementText {
    /// The answer as JSON.
    package static func json(_ placement: GuidePlacement) -> String { json(value: placement) }
}

/// Keys made from strings, for the encoders below.
struct JSONKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension KeyedEncodingContainer where Key == JSONKey {
    /// A number, or `null` when it is not finite.
    mutating func encodeNumber(_ value: Double?, forKey key: String) throws {
        if let value, value.isFinite {
            try encode(value, forKey: JSONKey(key))
        } else {
            try encodeNil(forKey: JSONKey(key))
        }
    }

    mutating func encode<T: Encodable>(_ value: T, _ key: String) throws {
        try encode(value, forKey: JSONKey(key))
    }
}

extension GuidePlacement {
    /// The version of the JSON `why --json` writes (an answer, `--check`, a what-if): raised when
    /// a field changes meaning or goes, so that a reader can tell which it holds (as
    /// swift-argument-parser's tool info does). 1: answers read from the solved layout — numbers as
    /// numbers, deciders, misses with what beats them, ties.
    package static let jsonSchemaVersion = 1
}

extension GuidePlacement: Encodable {
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try container.encode(Self.jsonSchemaVersion, "schemaVersion")
        try container.encode(name, "guide")
        try container.encode(path, "path")
        try container.encode(address.description, "address")
        try container.encode(owner.description, "owner")
        try container.encode(kind.rawValue, "kind")
        try container.encode(
            [frameInWindow.minX, frameInWindow.minY, frameInWindow.width, frameInWindow.height].map {
                $0.isFinite ? $0 : nil
            }, "windowFrame")
        if let hasAmbiguousLayout { try container.encode(hasAmbiguousLayout, "ambiguous") }
        try container.encode(axes, "axes")
        if let insets { try container.encode(insets, "insets") }
        try container.encode(constraints, "constraints")
        try container.encode(context, "context")
        try container.encode(missing, "missing")
        try container.encode(recomputed, "recomputed")
    }
}

extension Recomputation.Check: Encodable {
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try container.encode(name, "item")
        try container.encode(address.description, "address")
        try container.encode(isGuide ? "guide" : "view", "is")
        try container.encode(PlacementText.name(self), "attribute")
        try container.encodeNumber(recorded, forKey: "recorded")
        switch outcome {
        case .matches(let value):
            try container.encode("matches", "outcome")
            try container.encodeNumber(value, forKey: "computed")
        case .differs(let value):
            try container.encode("differs", "outcome")
            try container.encodeNumber(value, forKey: "computed")
        case .open(let lower, let upper):
            try container.encode("open", "outcome")
            try container.encodeNumber(lower, forKey: "lower")
            try container.encodeNumber(upper, forKey: "upper")
        case .tied(let lower, let upper):
            try container.encode("tied", "outcome")
            try container.encodeNumber(lower, forKey: "lower")
            try container.encodeNumber(upper, forKey: "upper")
        case .conflict(let entries):
            try container.encode("conflict", "outcome")
            try container.encode(entries.count, "constraints")
        case .unsettled(let reason):
            try container.encode("unsettled", "outcome")
            try container.encode(reason.description, "reason")
        }
    }
}

extension Recomputation: Encodable {
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try container.encode(GuidePlacement.jsonSchemaVersion, "schemaVersion")
        let (guides, views) = items
        try container.encode(["matching": guides.matching, "total": guides.total], "guides")
        try container.encode(["matching": views.matching, "total": views.total], "views")
        try container.encodeNumber(Recomputation.margin, forKey: "margin")
        try container.encode(checks, "checks")
    }
}

extension AxisPlacement: Encodable {
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try container.encode(axis.rawValue, "axis")
        try container.encode(
            DecidedValue(name: positionName, value: positionValue, decided: positionDecision), "position")
        try container.encode(DecidedValue(name: sizeName, value: sizeValue, decided: sizeDecision), "size")
        try container.encode(lines, "trace")
        try container.encode(others, "others")
        if let freedom { try container.encode(freedom, "free") }
        try container.encode(notes, "notes")
    }

    /// A position or size with its value and what decides it.
    private struct DecidedValue: Encodable {
        var name: String
        var value: Double
        var decided: Decision

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: JSONKey.self)
            try container.encode(name, "name")
            try container.encodeNumber(value, forKey: "value")
            try container.encode(decided, "decided")
        }
    }
}

extension Decision: Encodable {
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        switch self {
        case .fixed(let numbers):
            try container.encode("equations", "by")
            try container.encode(numbers, "constraints")
        case .heldByInequalities(let numbers):
            try container.encode("inequalities", "by")
            try container.encode(numbers, "constraints")
        case .decidedByPriority(let verdict):
            try container.encode("priority", "by")
            try container.encode(verdict.holding.map(\.constraint), "constraints")
            try container.encode(verdict, "verdict")
        case .free:
            try container.encode("nothing", "by")
            try container.encode([Int](), "constraints")
        case .notSettled(let reason):
            try container.encode("notSettled", "by")
            try container.encode(reason.description, "reason")
        }
    }
}

extension TraceAnchor: Encodable {
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try container.encode(PlacementText.name(item), "item")
        try container.encode(address.description, "address")
        try container.encode(PlacementText.attribute(attribute), "attribute")
        try container.encodeNumber(value, forKey: "value")
    }
}

extension TraceEquation: Encodable {
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try container.encode(first, "first")
        try container.encode(relation.rawValue, "relation")
        try container.encodeNumber(multiplier, forKey: "multiplier")
        if let second { try container.encode(second, "second") }
        try container.encodeNumber(constant, forKey: "constant")
    }
}

extension TraceLine: Encodable {
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try container.encode(depth, "depth")
        try container.encode(constraints, "constraints")
        switch step {
        case .pinned(let pin):
            try container.encode("pinned", "kind")
            try container.encode(pin.target, "target")
            if let other = pin.other { try container.encode(other, "other") }
            try container.encodeNumber(pin.multiplier, forKey: "multiplier")
            try container.encodeNumber(pin.constant, forKey: "constant")
            try container.encode(pin.isFirst ? "first" : "second", "side")
            try container.encodeNumber(pin.computed, forKey: "computed")
            if let mask = pin.autoresizingMask { try container.encode(mask, "autoresizingMask") }
            if let origin = pin.superviewOrigin { try container.encode(origin, "superviewOrigin") }
            if pin.isContentOrigin { try container.encode(true, "contentOrigin") }
        case .combined(let target, let recorded, let first, let second, let how):
            try container.encode("combined", "kind")
            try container.encode(target, "target")
            try container.encodeNumber(recorded, forKey: "recorded")
            try container.encode([first, second], "from")
            try container.encode(how.rawValue, "how")
        case .placedByUIKit(let anchor, _):
            try container.encode("placedByUIKit", "kind")
            try container.encode(anchor, "target")
        case .recordedFrame(let anchor):
            try container.encode("recordedFrame", "kind")
            try container.encode(anchor, "target")
        case .loopsBack(let anchor, let numbers):
            try container.encode("loopsBack", "kind")
            try container.encode(anchor, "target")
            try container.encode(numbers, "constraints")
        case .setInCode(let anchor, let mask):
            try container.encode("setInCode", "kind")
            try container.encode(anchor, "target")
            if let mask { try container.encode(mask, "autoresizingMask") }
        case .heldByPriority(let target, let constraint, let priority, let equation):
            try container.encode("heldByPriority", "kind")
            try container.encode(target, "target")
            try container.encode(constraint, "constraint")
            try container.encodeNumber(priority, forKey: "priority")
            try container.encode(equation, "equation")
        case .decidedByPriorities(let target, let verdict):
            try container.encode("decidedByPriorities", "kind")
            try container.encode(target, "target")
            try container.encode(verdict, "verdict")
        }
    }
}

extension PriorityVerdict: Encodable {
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try container.encodeNumber(value, forKey: "value")
        try container.encode(holding, "holding")
        try container.encode(losing, "losing")
        try container.encode(standing, "standing")
        if let requiredRange {
            var range = container.nestedContainer(keyedBy: JSONKey.self, forKey: JSONKey("requiredRange"))
            try range.encodeNumber(requiredRange.lower, forKey: "lower")
            try range.encodeNumber(requiredRange.upper, forKey: "upper")
        }
        if let decidingPriority { try container.encodeNumber(decidingPriority, forKey: "decidingPriority") }
        switch uncertainty {
        case .tie(let lower, let upper, let deciding)?:
            var tie = container.nestedContainer(keyedBy: JSONKey.self, forKey: JSONKey("tie"))
            try tie.encodeNumber(lower, forKey: "lower")
            try tie.encodeNumber(upper, forKey: "upper")
            try tie.encode(deciding, "deciding")
        case .weighedAsNumbers(let value, let outweighing)?:
            var weighed = container.nestedContainer(
                keyedBy: JSONKey.self, forKey: JSONKey("weighedAsNumbers"))
            try weighed.encodeNumber(value, forKey: "value")
            try weighed.encode(outweighing, "outweighing")
        case nil: break
        }
    }
}

extension PriorityVerdict.Outcome: Encodable {
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try container.encode(constraint, "constraint")
        switch part {
        case .whole: break
        case .hugging: try container.encode("hugging", "part")
        case .compressionResistance: try container.encode("compressionResistance", "part")
        }
        try container.encodeNumber(priority, forKey: "priority")
        try container.encodeNumber(miss, forKey: "miss")
        try container.encode(equation, "equation")
        if let beaten { try container.encode(beaten, "beatenBy") }
    }
}

extension PriorityVerdict.Beating: Encodable {
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try container.encode(required, "required")
        try container.encode(goals, "goals")
    }
}

extension PriorityVerdict.GoalName: Encodable {
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try container.encode(constraint, "constraint")
        switch part {
        case .whole: break
        case .hugging: try container.encode("hugging", "part")
        case .compressionResistance: try container.encode("compressionResistance", "part")
        }
        try container.encodeNumber(priority, forKey: "priority")
    }
}

extension OtherConstraint: Encodable {
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try container.encode(number, "constraint")
        try container.encodeNumber(priority, forKey: "priority")
        try container.encode(equation, "equation")
        switch outcome {
        case .inactive: try container.encode("inactive", "outcome")
        case .met: try container.encode("met", "outcome")
        case .notMet(let actual):
            try container.encode("notMet", "outcome")
            try container.encodeNumber(actual, forKey: "actual")
        case .holds(let spare):
            try container.encode("holds", "outcome")
            try container.encodeNumber(spare, forKey: "spare")
        case .short(let miss):
            try container.encode("short", "outcome")
            try container.encodeNumber(miss, forKey: "miss")
        case .valueMissing: try container.encode("valueMissing", "outcome")
        }
        switch override {
        case .required(let numbers)?: try container.encode(numbers, "overriddenBy")
        case .allowed?: try container.encode([Int](), "overriddenBy")
        case .beaten(let beating)?: try container.encode(beating, "beatenBy")
        case .tied?: try container.encode(true, "tied")
        case nil: break
        }
    }
}

extension Freedom: Encodable {
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try container.encode(freeAttributes.map(\.name), "attributes")
        var pinned: [[String: Int]] = []
        switch reason {
        case .sizeFree(let role, let constraint):
            try container.encode("sizeFree", "reason")
            if let role, let constraint { pinned.append([names.name(role): constraint]) }
        case .positionFree(let constraint):
            try container.encode("positionFree", "reason")
            if let constraint { pinned.append([names.size: constraint]) }
        case .bothFree(let pins):
            try container.encode("bothFree", "reason")
            pinned = pins.map { [names.name($0.role): $0.constraint] }
        }
        try container.encode(pinned, "pinned")
        try container.encode(fixes.map { PlacementText.fix($0, names) }, "fixes")
    }
}

extension Freedom.Names {
    /// The name of a role on the axis.
    func name(_ role: AxisRole) -> String { attribute(role).name }

    /// `leading` (`left` right to left), `trailing`, `centerX`, `width`; `top` …
    var start: String { name(.start) }
    var end: String { name(.end) }
    var center: String { name(.center) }
    var size: String { name(.size) }
    /// The edge the answer calls the position, and the other.
    var position: String { name(positionRole) }
    var otherEdge: String { name(positionRole == .end ? .start : .end) }
}

extension PlacementNote: Encodable {
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        switch self {
        case .unread(let number, let reason, let description):
            try container.encode("unread", "kind")
            try container.encode(number, "constraint")
            try container.encode(reason, "reason")
            try container.encode(description, "description")
        case .cycle(let item, let attribute):
            try container.encode("cycle", "kind")
            try container.encode(PlacementText.name(item), "item")
            try container.encode(attribute.name, "attribute")
        case .depthLimit(let limit):
            try container.encode("depthLimit", "kind")
            try container.encode(limit, "limit")
        case .notInSnapshot(let item, let className, let address):
            try container.encode("notInSnapshot", "kind")
            try container.encode(PlacementText.name(item), "item")
            try container.encode(className, "class")
            try container.encode(address.description, "address")
        case .differs(let computed, let recorded):
            try container.encode("differs", "kind")
            try container.encodeNumber(computed, forKey: "computed")
            try container.encodeNumber(recorded, forKey: "recorded")
        case .notReportedAmbiguous(let free):
            try container.encode("notReportedAmbiguous", "kind")
            try container.encode(free.map(\.name), "free")
        case .rightToLeft(let owner):
            try container.encode("rightToLeft", "kind")
            try container.encode(owner, "owner")
        case .directionUnknown(let owner):
            try container.encode("directionUnknown", "kind")
            try container.encode(owner, "owner")
        }
    }
}

extension PlacementGap: Encodable {
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        switch self {
        case .constraintsNotRecorded: try container.encode("constraintsNotRecorded", "kind")
        case .ambiguityBeyondRecord: try container.encode("ambiguityBeyondRecord", "kind")
        case .insetInputsNotRecorded(let owner):
            try container.encode("insetInputsNotRecorded", "kind")
            try container.encode(owner, "owner")
        }
    }
}

extension ScrollContext: Encodable {
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try container.encode(inputs.contentInsetAdjustmentBehavior, "contentInsetAdjustmentBehavior")
        try container.encode(inputs.adjustedContentInset.components, "adjustedContentInset")
        if let content = inputs.contentInset { try container.encode(content.components, "contentInset") }
        if let size = inputs.contentSize { try container.encode([size.width, size.height], "contentSize") }
        if safeArea != nil { try container.encode(addsSafeArea, "addsSafeArea") }
    }
}

extension InsetExplanation: Encodable {
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try container.encode(kind == .safeArea ? "safe area" : "margins", "kind")
        try container.encode(edges, "edges")
    }
}

extension EdgeInsetSource: Encodable {
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try container.encode(edge, "edge")
        try container.encodeNumber(inset, forKey: "inset")
        try container.encode(isDerived, "derived")
        try container.encode(lines, "sources")
    }
}

extension InsetLine: Encodable {
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try container.encode(depth, "depth")
        switch step {
        case .sum(_, _, let sources):
            try container.encode("sum", "kind")
            try container.encode(sources, "sources")
        case .window: try container.encode("window", "kind")
        case .recordedDiffers(let view, _, let recorded, _):
            try container.encode("recordedDiffers", "kind")
            try container.encode(view, "view")
            try container.encodeNumber(recorded, forKey: "recorded")
        case .safeAreaInputsMissing(_, _, let view):
            try container.encode("safeAreaInputsMissing", "kind")
            try container.encode(view, "view")
        case .superviewSafeAreaMissing(_, _, let superview):
            try container.encode("superviewSafeAreaMissing", "kind")
            try container.encode(superview, "superview")
        case .stops(_, _, let superviewInset, let overlap):
            try container.encode("stops", "kind")
            try container.encodeNumber(superviewInset, forKey: "superviewInset")
            try container.encodeNumber(overlap, forKey: "overlap")
        case .notDerived(_, _, let inputs, let makes):
            try container.encode("notDerived", "kind")
            try container.encode(inputs, "inputs")
            try container.encodeNumber(makes, forKey: "makes")
        case .marginInputsMissing: try container.encode("marginInputsMissing", "kind")
        }
    }
}

extension InsetSource: Encodable {
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        switch self {
        case .superviewUnsafe(let superview, _, let value):
            try container.encode("superviewUnsafe", "kind")
            try container.encode(superview, "superview")
            try container.encodeNumber(value, forKey: "value")
        case .bar(let kind, let controller, let value, let over):
            try container.encode("bar", "kind")
            try container.encode(kind.rawValue, "bar")
            try container.encode(controller, "controller")
            try container.encodeNumber(value, forKey: "value")
            if let over { try container.encodeNumber(over, forKey: "over") }
        case .additional(let controller, _, let value):
            try container.encode("additionalSafeAreaInsets", "kind")
            try container.encode(controller, "controller")
            try container.encodeNumber(value, forKey: "value")
        case .nothing: try container.encode("nothing", "kind")
        case .superviewOverlap(let value):
            try container.encode("superviewOverlap", "kind")
            try container.encodeNumber(value, forKey: "value")
        case .additionalInput(_, let value):
            try container.encode("additionalSafeAreaInsets", "kind")
            try container.encodeNumber(value, forKey: "value")
        case .directionalMargin(_, let value):
            try container.encode("directionalLayoutMargins", "kind")
            try container.encodeNumber(value, forKey: "value")
        case .systemMinimum(_, let minimum, let directional):
            try container.encode("systemMinimum", "kind")
            try container.encodeNumber(minimum, forKey: "value")
            try container.encodeNumber(directional, forKey: "directionalLayoutMargins")
        case .safeAreaInset(let value):
            try container.encode("safeAreaInset", "kind")
            try container.encodeNumber(value, forKey: "value")
        case .superviewMargin(let superview, _, let reach):
            try container.encode("superviewMargin", "kind")
            try container.encode(superview, "superview")
            try container.encodeNumber(reach, forKey: "value")
        }
    }
}

extension PlacementConstraint: Encodable {
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try container.encode(number, "number")
        try container.encode(axis.rawValue, "axis")
        try container.encode(description, "description")
        try container.encodeNumber(priority, forKey: "priority")
        try container.encode(isActive, "active")
        if let unreadReason { try container.encode(unreadReason, "unread") }
        switch source {
        case .guide: break
        case .view(let address): try container.encode(address.description, "view")
        case .intrinsicSize(let address): try container.encode(address.description, "intrinsicSizeOf")
        case .contentOrigin(let address): try container.encode(address.description, "contentOriginOf")
        }
    }
}

extension WhatIf: Encodable {
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try container.encode(GuidePlacement.jsonSchemaVersion, "schemaVersion")
        try container.encode(placement.name, "guide")
        try container.encode(changes, "changes")
        switch outcome {
        case .moves(let own, let others):
            try container.encode("moves", "outcome")
            try container.encode(own, "guideValues")
            try container.encode(others, "othersMoved")
        case .conflict(let conflict, let numbers, _):
            try container.encode("conflict", "outcome")
            try container.encode(conflict.constraints.map(ConflictExplanation.equation), "constraints")
            try container.encode(numbers, "answerNumbers")
            try container.encode(PlacementText.whatIf(self), "text")
        case .unsettled(let reason):
            try container.encode("unsettled", "outcome")
            try container.encode(reason.description, "reason")
        }
    }
}

extension WhatIf.Move: Encodable {
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try container.encode(name, "item")
        try container.encode(address.description, "address")
        try container.encode(attribute, "attribute")
        try container.encodeNumber(before, forKey: "before")
        try container.encodeNumber(after, forKey: "after")
        if let afterRange {
            var range = container.nestedContainer(
                keyedBy: JSONKey.self, forKey: JSONKey(isTie ? "tie" : "open"))
            try range.encodeNumber(afterRange.lower, forKey: "lower")
            try range.encodeNumber(afterRange.upper, forKey: "upper")
        }
    }
}

extension WhatIf.Change: Encodable {
    /// `{"constraint": 8, "constant": -250.5}`: numbers as JSON numbers.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try container.encode(number, "constraint")
        switch edit {
        case .constant(let value): try container.encodeNumber(value, forKey: "constant")
        case .priority(let value): try container.encodeNumber(value, forKey: "priority")
        case .deactivate: try container.encode(true, "deactivate")
        case .hugging(let value): try container.encodeNumber(value, forKey: "hugging")
        case .compressionResistance(let value):
            try container.encodeNumber(value, forKey: "compressionResistance")
        }
    }
}

extension PlacementText {
    /// Any of the answer's values as JSON: keys sorted, indented, slashes as they are
    /// (``JSONAnswer``).
    package static func json(value: some Encodable) -> String { JSONAnswer.text(value) }
}
