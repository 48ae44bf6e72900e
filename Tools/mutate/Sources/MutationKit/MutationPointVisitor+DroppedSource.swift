import SwiftSyntax

extension MutationPointVisitor {
    /// `min(a, b, c)` → `min(a, c)`, each argument in turn; `min(a, b)` → `a` and → `b` (the same for
    /// `max`): one of the values a bound is taken from forgotten. Not the call replaced by a lone
    /// number (`max(0, width)` → `0`): a constant is not a source the code forgot.
    func addDroppedArguments(_ call: FunctionCallExprSyntax) {
        guard let name = Self.calledName(call), name == "min" || name == "max", call.trailingClosure == nil,
            Self.isFreeFunction(call)
        else { return }
        let arguments = Array(call.arguments)
        guard arguments.count >= 2, arguments.allSatisfy({ $0.label == nil }) else { return }
        let callRange = Self.range(of: call)
        if arguments.count == 2 {
            for argument in arguments where !Self.isNumber(argument.expression) {
                let text = argument.expression.trimmedDescription
                add(
                    .droppedSource, "\(name)(…) → \(text)", at: argument.expression, wrapping: call,
                    edit: .rearrange(pieces: [Self.range(of: argument.expression)]))
            }
            return
        }
        for (index, argument) in arguments.enumerated() {
            // The argument with its comma, or the last one with the comma before it.
            let cut =
                index == arguments.count - 1
                ? Self.range(of: arguments[index - 1].expression)
                    .upperBound..<Self.range(of: argument).upperBound
                : Self.range(of: argument)
                    .lowerBound..<arguments[index + 1].positionAfterSkippingLeadingTrivia.utf8Offset
            add(
                .droppedSource, "\(name) argument \(argument.expression.trimmedDescription) dropped",
                at: argument.expression, wrapping: call,
                edit: .rearrange(pieces: [
                    callRange.lowerBound..<cut.lowerBound, cut.upperBound..<callRange.upperBound,
                ]))
        }
    }

    /// `min` and `max` themselves (`min(a, b)`, `Swift.max(a, b)`), not a collection's method
    /// (`values.min(by:)`).
    static func isFreeFunction(_ call: FunctionCallExprSyntax) -> Bool {
        if call.calledExpression.is(DeclReferenceExprSyntax.self) { return true }
        return call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription == "Swift"
    }

    /// `a + b + c` → `b + c`, `a + c`, `a + b`: each term of a sum dropped in turn (a sum joined by
    /// `+`, with `-` allowed among its operators), once, at its outermost operator. A number is an
    /// offset, not a source: it is not dropped (`index + 1` → `index` is the literal kinds' ground),
    /// nor is a term whose loss leaves a lone number (`count + 1` → `1`). The first term is dropped
    /// only when the file declares it with the second's type: the sum's type may come from it
    /// (`base + offset` on a pointer, a date plus an interval), and before a `-` its loss would
    /// negate the next. A sum of text or arrays (a string or array literal among its terms, in a
    /// `?:` or after a `??` too) is a join, not an amount, and is left alone.
    func addDroppedTerms(_ node: InfixOperatorExprSyntax) {
        guard Self.sumOperator(of: node) != nil else { return }
        if let parent = node.parent?.as(InfixOperatorExprSyntax.self), parent.leftOperand.id == node.id,
            Self.sumOperator(of: parent) != nil
        {
            return
        }
        var terms: [ExprSyntax] = []
        var operators: [String] = []
        var current = ExprSyntax(node)
        while let infix = current.as(InfixOperatorExprSyntax.self), let sign = Self.sumOperator(of: infix) {
            terms.insert(infix.rightOperand, at: 0)
            operators.insert(sign, at: 0)
            current = infix.leftOperand
        }
        terms.insert(current, at: 0)
        guard operators.contains("+"), !terms.contains(where: Self.isJoined) else { return }
        let whole = Self.range(of: node)
        for (index, term) in terms.enumerated() {
            if Self.isNumber(term) || (terms.count == 2 && Self.isNumber(terms[1 - index])) { continue }
            let pieces: [Range<Int>]
            if index == 0 {
                guard operators[0] == "+", let type = names.declaredType(of: term),
                    type == names.declaredType(of: terms[1])
                else { continue }
                pieces = [Self.range(of: terms[1]).lowerBound..<whole.upperBound]
            } else {
                pieces = [
                    whole.lowerBound..<Self.range(of: terms[index - 1]).upperBound,
                    Self.range(of: term).upperBound..<whole.upperBound,
                ]
            }
            add(
                .droppedSource, "term \(term.trimmedDescription) dropped", at: term, wrapping: node,
                edit: .rearrange(pieces: pieces.filter { !$0.isEmpty }))
        }
    }

    /// `+` or `-` when `node` adds or subtracts.
    static func sumOperator(of node: InfixOperatorExprSyntax) -> String? {
        guard let binary = node.operator.as(BinaryOperatorExprSyntax.self) else { return nil }
        let text = binary.operator.text
        return text == "+" || text == "-" ? text : nil
    }

    /// A string or array literal (in parentheses or not, either side of a `?:`, or the default
    /// of a `??`: `(suffix ?? "")`): a term that makes a sum a join.
    static func isJoined(_ term: ExprSyntax) -> Bool {
        let current = withoutParentheses(term)
        if let choice = current.as(TernaryExprSyntax.self) {
            return isJoined(choice.thenExpression) || isJoined(choice.elseExpression)
        }
        if let defaulted = current.as(InfixOperatorExprSyntax.self),
            defaulted.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
        {
            return isJoined(defaulted.rightOperand)
        }
        return current.is(StringLiteralExprSyntax.self) || current.is(ArrayExprSyntax.self)
    }

    /// A number literal (`1`, `0.5`, `-2`), in parentheses or not.
    static func isNumber(_ expression: ExprSyntax) -> Bool {
        var current = withoutParentheses(expression)
        if let negated = current.as(PrefixOperatorExprSyntax.self), negated.operator.text == "-" {
            current = negated.expression
        }
        return current.is(IntegerLiteralExprSyntax.self) || current.is(FloatLiteralExprSyntax.self)
    }

    /// `expression` without the parentheses around it.
    static func withoutParentheses(_ expression: ExprSyntax) -> ExprSyntax {
        var current = expression
        while let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1,
            let only = tuple.elements.first, only.label == nil
        {
            current = only.expression
        }
        return current
    }
}
