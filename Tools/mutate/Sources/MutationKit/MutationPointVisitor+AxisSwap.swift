import SwiftSyntax

/// The names an axis swap exchanges: each horizontal name and its vertical twin.
enum AxisPairs {
    /// The pairs, horizontal first.
    static let pairs: [(String, String)] = [
        ("horizontal", "vertical"), ("x", "y"), ("width", "height"), ("minX", "minY"), ("maxX", "maxY"),
        ("midX", "midY"), ("leading", "top"), ("trailing", "bottom"), ("left", "top"), ("right", "bottom"),
        ("centerX", "centerY"), ("flexibleWidth", "flexibleHeight"),
        ("flexibleLeftMargin", "flexibleTopMargin"), ("flexibleRightMargin", "flexibleBottomMargin"),
    ]

    /// Each name's counterparts, in the order of `pairs` (`top` has two: `leading` and `left`).
    static let counterparts: [String: [String]] = {
        var result: [String: [String]] = [:]
        for (horizontal, vertical) in pairs {
            result[horizontal, default: []].append(vertical)
            result[vertical, default: []].append(horizontal)
        }
        return result
    }()

    /// Names no type has without their twin (`CGRect`'s `minX` and `minY`, an axis's `horizontal`
    /// and `vertical`, the autoresizing mask's bits): swapped wherever they appear. The others
    /// (`x`, `width`, `leading`, `left`, …) are common enough alone that their twin must be named
    /// as a member somewhere in the file.
    static let inseparable: Set<String> = [
        "horizontal", "vertical", "minX", "minY", "maxX", "maxY", "midX", "midY", "centerX", "centerY",
        "flexibleWidth", "flexibleHeight", "flexibleLeftMargin", "flexibleTopMargin", "flexibleRightMargin",
        "flexibleBottomMargin",
    ]
}

extension MutationPointVisitor {
    /// `frame.width` → `frame.height`, `.horizontal` → `.vertical`: a member access (with a base or
    /// implicit) whose name has a twin on the other axis (`AxisPairs`).
    ///
    /// The runner has no types, so "both members exist on the same type" is approximated from the
    /// file (`NameIndex.memberKey`): the twin is swapped in only where the file names it as a
    /// member of the same base in the same function (`insets.left` for `insets.top`), of the same
    /// type anywhere (`Edge.left` for `Edge.top`), given to the same function's same argument
    /// (`.margin(.leading)` for `.margin(.top)`) or, an implicit member given to none, in the same
    /// function (`.left` for `return .top`); or where the pair never comes apart
    /// (`AxisPairs.inseparable`: `minX`/`minY`, `horizontal`/`vertical`, …). Doc comments and
    /// strings hold no member accesses; patterns (`case .horizontal:`, `if case`) stay as they
    /// are, and so do `&frame.width`, an assignment to one in an initializer, and an element of an
    /// array literal that lists its twin too (`[.leading, .top]`: a duplicate, not a defect).
    func addAxisSwaps(_ node: MemberAccessExprSyntax) {
        let name = node.declName.baseName
        guard node.declName.argumentNames == nil, let counterparts = AxisPairs.counterparts[name.text],
            !Self.isInPattern(node), let wrapped = axisSwapWrap(of: node)
        else { return }
        for counterpart in counterparts
        where AxisPairs.inseparable.contains(counterpart) || names.names(counterpart, besides: node) {
            let start = name.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = name.endPositionBeforeTrailingTrivia.utf8Offset
            guard !Self.isListedBeside(wrapped, replacing: start..<end, with: counterpart) else { continue }
            add(
                .axisSwap, "\(name.text) → \(counterpart)", at: name, wrapping: wrapped,
                edit: .replace(start: start, end: end, text: counterpart))
        }
    }

    /// Whether `expression` is an element of an array literal another element of which reads as
    /// `expression` does with the bytes at `range` replaced by `text`.
    static func isListedBeside(_ expression: Syntax, replacing range: Range<Int>, with text: String) -> Bool {
        guard let element = expression.parent?.as(ArrayElementSyntax.self),
            let list = element.parent?.as(ArrayElementListSyntax.self)
        else { return false }
        var bytes = Array(expression.trimmedDescription.utf8)
        let offset = expression.positionAfterSkippingLeadingTrivia.utf8Offset
        bytes.replaceSubrange(
            (range.lowerBound - offset)..<(range.upperBound - offset), with: Array(text.utf8))
        let swapped = String(decoding: bytes, as: UTF8.self)
        return list.contains { $0.id != element.id && $0.expression.trimmedDescription == swapped }
    }

    /// The expression an axis swap of `member` is compiled in around, so that both sides of the
    /// switch are values of one type: the member access itself; a call when it names the method
    /// (`size.width()`); an implicit member's whole chain, which its type comes from
    /// (`.horizontal.inverted`, `.leading(8)`); the assignment when it is written to (a switch is
    /// not a place to store into). Nil where no expression can hold it: passed `inout`, or assigned
    /// in an initializer (which must set each property once).
    func axisSwapWrap(of member: MemberAccessExprSyntax) -> Syntax? {
        var value = Syntax(member)
        if member.base == nil {
            value = Self.chainTop(from: value)
        } else if let call = value.parent?.as(FunctionCallExprSyntax.self),
            call.calledExpression.id == value.id
        {
            value = Syntax(call)
        }
        let place = Self.storagePlace(from: value)
        if place.parent?.is(InOutExprSyntax.self) == true { return nil }
        if let assignment = place.parent?.as(InfixOperatorExprSyntax.self),
            assignment.leftOperand.id == place.id,
            Self.assigns(assignment)
        {
            return Self.isInInitializer(assignment) ? nil : Syntax(assignment)
        }
        return value
    }

    /// The outermost expression of the postfix chain that starts at `node`: its members, calls,
    /// subscripts, `?` and `!`.
    static func chainTop(from node: Syntax) -> Syntax {
        var top = node
        while let parent = top.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == top.id {
                top = parent
            } else if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == top.id {
                top = parent
            } else if let subscriptCall = parent.as(SubscriptCallExprSyntax.self),
                subscriptCall.calledExpression.id == top.id
            {
                top = parent
            } else if parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self)
                || parent.is(PostfixOperatorExprSyntax.self)
            {
                top = parent
            } else {
                break
            }
        }
        return top
    }

    /// The outermost place `node` is part of when stored into: `frame.origin.x` of
    /// `frame.origin.x = 0`, `rows[0].width`, the tuple of `(a.x, a.y) = …`.
    static func storagePlace(from node: Syntax) -> Syntax {
        var place = node
        while let parent = place.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == place.id {
                place = parent
            } else if let subscriptCall = parent.as(SubscriptCallExprSyntax.self),
                subscriptCall.calledExpression.id == place.id
            {
                place = parent
            } else if parent.is(ForceUnwrapExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self) {
                place = parent
            } else if parent.is(LabeledExprSyntax.self),
                let tuple = parent.parent?.parent?.as(TupleExprSyntax.self)
            {
                place = Syntax(tuple)
            } else {
                break
            }
        }
        return place
    }

    /// Whether `node` stores into its left side: `=` or a compound assignment.
    static func assigns(_ node: InfixOperatorExprSyntax) -> Bool {
        if node.operator.is(AssignmentExprSyntax.self) { return true }
        guard let binary = node.operator.as(BinaryOperatorExprSyntax.self) else { return false }
        return ["+=", "-=", "*=", "/=", "%=", "|=", "&=", "^=", "<<=", ">>="].contains(binary.operator.text)
    }

    /// Whether `node` is part of a pattern (`if case .horizontal = axis`, `case .top(let x)`),
    /// which must stay a constant.
    static func isInPattern(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent.is(ExpressionPatternSyntax.self) { return true }
            if parent.is(CodeBlockItemSyntax.self) || parent.is(MemberBlockItemSyntax.self) { return false }
            current = parent.parent
        }
        return false
    }
}
