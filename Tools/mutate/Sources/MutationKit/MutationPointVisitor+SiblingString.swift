import SwiftSyntax

/// A string literal that may take a sibling's place, with the roles it plays.
struct SiblingStringCandidate {
    var literal: StringLiteralExprSyntax
    /// What the literal says (its escapes read), to leave out siblings that say the same.
    var value: String
    /// Where it starts, to find the nearest sibling.
    var start: Int
    /// Its roles, each a key that another literal in the same role shares (`siblingRoles(of:)`).
    var roles: Set<String>
}

extension MutationPointVisitor {
    /// Notes a single-line string literal without interpolation, in compiled code and outside a
    /// pattern, that plays at least one role (`siblingRoles(of:)`). A literal of one character is
    /// not one: it is a byte a parser looks for or a separator (`UInt8(ascii: "{")`,
    /// `split(separator: ",")`), not a word, and there are hundreds of them.
    func noteSiblingStringCandidate(_ node: StringLiteralExprSyntax) {
        guard node.openingQuote.tokenKind == .stringQuote, let value = node.representedLiteralValue,
            value.count != 1, isCompiled(node), !Self.isInPattern(node)
        else { return }
        let roles = Self.siblingRoles(of: node)
        guard !roles.isEmpty else { return }
        stringCandidates.append(
            SiblingStringCandidate(
                literal: node, value: value, start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                roles: roles))
    }

    /// Each noted literal replaced by its nearest sibling (the closest in the file that shares a role
    /// and says something else; of two as close, the earlier; an empty string only when no other
    /// sibling is left — a word flipped, rather than a word dropped).
    ///
    /// A literal written more than once in one role (the key `"kind"` given to `encode` fifty
    /// times) is a name a format fixes, not a word chosen for its place: in that role it is neither
    /// replaced nor put in another's place.
    func addSiblingStrings() {
        var uses: [String: [String: Int]] = [:]
        for candidate in stringCandidates {
            for role in candidate.roles { uses[role, default: [:]][candidate.value, default: 0] += 1 }
        }
        let candidates = stringCandidates.compactMap { candidate -> SiblingStringCandidate? in
            var chosen = candidate
            chosen.roles = candidate.roles.filter { uses[$0]?[candidate.value] == 1 }
            return chosen.roles.isEmpty ? nil : chosen
        }
        for candidate in candidates {
            let siblings = candidates.filter {
                $0.value != candidate.value && !$0.roles.isDisjoint(with: candidate.roles)
            }
            func order(_ sibling: SiblingStringCandidate) -> (Int, Int, Int) {
                (sibling.value.isEmpty ? 1 : 0, abs(sibling.start - candidate.start), sibling.start)
            }
            guard let nearest = siblings.min(by: { order($0) < order($1) }) else { continue }
            let replacement = nearest.literal.trimmedDescription
            add(
                .siblingString, "\(candidate.literal.trimmedDescription) → \(replacement)",
                at: candidate.literal, wrapping: candidate.literal, edit: .replaceWhole(text: replacement))
        }
    }

    /// The roles a string literal plays, approximated by its place in the syntax: the value of a
    /// case of a switch (the case's expression, what it returns, or what it assigns to or appends
    /// to one variable); an argument with a given label (or, unlabelled, at a given position) to a
    /// function of a given name; an element of an array literal; a value of a dictionary literal;
    /// what a given expression is compared with (`==`, `!=`). Two literals in the same role are
    /// siblings. The two sides of a `?:` are not: one put in the other's place is a condition made
    /// constant, which `constant-condition` plants already.
    static func siblingRoles(of literal: StringLiteralExprSyntax) -> Set<String> {
        guard let parent = literal.parent else { return [] }
        var roles: Set<String> = []
        if let role = switchCaseRole(of: literal) { roles.insert(role) }
        if let argument = parent.as(LabeledExprSyntax.self),
            let list = argument.parent?.as(LabeledExprListSyntax.self),
            let call = list.parent?.as(FunctionCallExprSyntax.self), let name = calledName(call)
        {
            let index = Array(list).firstIndex { $0.id == argument.id } ?? 0
            let position = argument.label.map { "\($0.text):" } ?? "#\(index)"
            roles.insert("argument \(name) \(position)")
        }
        if parent.is(ArrayElementSyntax.self), let array = parent.parent?.parent {
            roles.insert("array element \(array.position.utf8Offset)")
        }
        if let element = parent.as(DictionaryElementSyntax.self), element.value.id == literal.id,
            let dictionary = element.parent?.parent
        {
            roles.insert("dictionary value \(dictionary.position.utf8Offset)")
        }
        if let comparison = parent.as(InfixOperatorExprSyntax.self),
            let binary = comparison.operator.as(BinaryOperatorExprSyntax.self),
            binary.operator.text == "==" || binary.operator.text == "!="
        {
            let other =
                comparison.leftOperand.id == literal.id ? comparison.rightOperand : comparison.leftOperand
            if !other.is(StringLiteralExprSyntax.self) {
                roles.insert("compared with \(other.trimmedDescription)")
            }
        }
        return roles
    }

    /// `switch <offset> <form>` when `literal` is what a statement of a switch's case gives: the
    /// statement itself (a switch used as a value), `return literal`, or `target = literal` /
    /// `target += literal`.
    static func switchCaseRole(of literal: some ExprSyntaxProtocol) -> String? {
        var statement = Syntax(literal)
        var form = "value"
        if let returned = literal.parent?.as(ReturnStmtSyntax.self) {
            statement = Syntax(returned)
            form = "return"
        } else if let assignment = literal.parent?.as(InfixOperatorExprSyntax.self),
            assignment.rightOperand.id == literal.id, assigns(assignment)
        {
            statement = Syntax(assignment)
            form = "\(assignment.leftOperand.trimmedDescription) \(assignment.operator.trimmedDescription)"
        }
        guard let item = statement.parent?.as(CodeBlockItemSyntax.self),
            let switchCase = item.parent?.parent?.as(SwitchCaseSyntax.self),
            let switchExpression = switchCase.parent?.parent?.as(SwitchExprSyntax.self)
        else { return nil }
        return "switch \(switchExpression.position.utf8Offset) \(form)"
    }
}
