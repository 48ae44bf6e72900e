import SwiftSyntax

extension MutationPointVisitor {
    /// Functions whose arguments may come in either order: swapping them changes nothing.
    static let commutativeFunctions: Set<String> = ["min", "max", "+"]

    /// Names that come in pairs of one type: opposite sides and ends, and the twins of an axis
    /// (`AxisPairs`).
    static let pairedNames: [String: Set<String>] = {
        var result = AxisPairs.counterparts.mapValues(Set.init)
        for (one, other) in [
            ("top", "bottom"), ("left", "right"), ("leading", "trailing"), ("start", "end"),
            ("lower", "upper"), ("first", "second"), ("minimum", "maximum"), ("before", "after"),
        ] {
            result[one, default: []].insert(other)
            result[other, default: []].insert(one)
        }
        return result
    }()

    /// `f(a, b)` → `f(b, a)`: two adjacent arguments with the same label (most often none), not the
    /// same text, that are values of one type as far as the syntax tells (`sameShape`). `min`, `max`
    /// and `+` give the same either way.
    func addArgumentOrders(_ call: FunctionCallExprSyntax) {
        guard let name = Self.calledName(call), !Self.commutativeFunctions.contains(name) else { return }
        let arguments = Array(call.arguments)
        for (first, second) in zip(arguments, arguments.dropFirst()) {
            guard first.label?.text == second.label?.text,
                first.expression.trimmedDescription != second.expression.trimmedDescription,
                sameShape(first.expression, second.expression), !isFixedName(first), !isFixedName(second)
            else { continue }
            let callRange = Self.range(of: call)
            let firstRange = Self.range(of: first.expression)
            let secondRange = Self.range(of: second.expression)
            add(
                .argumentOrder,
                "\(first.expression.trimmedDescription), \(second.expression.trimmedDescription) → "
                    + "\(second.expression.trimmedDescription), \(first.expression.trimmedDescription)",
                at: first.expression, wrapping: call,
                edit: .rearrange(pieces: [
                    callRange.lowerBound..<firstRange.lowerBound, secondRange,
                    firstRange.upperBound..<secondRange.lowerBound, firstRange,
                    secondRange.upperBound..<callRange.upperBound,
                ]))
        }
    }

    /// Whether two arguments are values of one type, as far as the syntax tells (the runner has no
    /// types, and a swap that does not compile costs a build of its own): both numbers (`-` allowed)
    /// or both string literals (neither a fixed name: `isFixedName`), which take the type they are
    /// given; or both names or member
    /// accesses (`origin`, `frame.width`) that the file declares with the same type (`NameIndex`),
    /// or members of the same name (`a.height`, `b.height`), or names of a pair (`top`, `bottom`;
    /// `size.width`, `size.height`: `pairedNames`). Anything else — a call, an operation, a closure,
    /// an implicit member, a name the file does not declare — is left alone.
    func sameShape(_ first: ExprSyntax, _ second: ExprSyntax) -> Bool {
        if let firstLiteral = Self.literalShape(first), let secondLiteral = Self.literalShape(second) {
            return firstLiteral == secondLiteral
        }
        guard let firstName = Self.referencedName(first), let secondName = Self.referencedName(second) else {
            return false
        }
        if let firstType = names.declaredType(of: first), firstType == names.declaredType(of: second) {
            return true
        }
        let bothMembers = first.is(MemberAccessExprSyntax.self) && second.is(MemberAccessExprSyntax.self)
        return (bothMembers && firstName == secondName)
            || Self.pairedNames[firstName]?.contains(secondName) == true
    }

    /// The name a reference ends with: `width` of `width`, of `frame.width` and of `self.frame.width`;
    /// nil when `expression` is not a name or members of one.
    static func referencedName(_ expression: ExprSyntax) -> String? {
        guard isReference(expression) else { return nil }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return expression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// Whether `argument` is a string literal the file gives more than once in the same place to
    /// the same function (`NameIndex.repeatedStringArguments`): the key of `encode("box", "kind")`,
    /// which no one swaps with its value.
    func isFixedName(_ argument: LabeledExprSyntax) -> Bool {
        NameIndex.argumentKey(of: argument).map(names.repeatedStringArguments.contains) ?? false
    }

    /// `number` or `string` for a literal argument; nil for anything else.
    static func literalShape(_ expression: ExprSyntax) -> String? {
        var number = expression
        if let negated = expression.as(PrefixOperatorExprSyntax.self), negated.operator.text == "-" {
            number = negated.expression
        }
        if number.is(IntegerLiteralExprSyntax.self) || number.is(FloatLiteralExprSyntax.self) {
            return "number"
        }
        if expression.is(StringLiteralExprSyntax.self) { return "string" }
        return nil
    }

    /// A name, `self`, or members of one: `rect`, `self.frame`, `view.frame.size`.
    static func isReference(_ expression: ExprSyntax) -> Bool {
        if expression.is(DeclReferenceExprSyntax.self) { return true }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            return isReference(base)
        }
        return false
    }

    /// The UTF-8 offsets `node` covers, trivia left out.
    static func range(of node: some SyntaxProtocol) -> Range<Int> {
        node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
    }
}
