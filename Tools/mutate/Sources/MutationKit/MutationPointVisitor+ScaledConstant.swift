import SwiftSyntax

extension MutationPointVisitor {
    /// An integer literal of 2 or more, written in decimal, −1 and ×10 (`8 → 7`, `8 → 80`; +1 is
    /// what `literal` plants already). 0 and 1 are left alone — a start, a count, a sentinel,
    /// an identity (`?? 0`, `return -1`, `== 1`, `+ 1`), not an amount one could get wrong by a
    /// factor — and so are hexadecimal or binary numbers (masks), a modulo's operands (`% 10`
    /// takes a digit), a radix (`radix: 16`), a capacity reserved (`reserveCapacity(16)`, which no
    /// behaviour shows) and what a switch's case gives (`case .system: 9`: a code or an order).
    func addScaledConstants(_ node: IntegerLiteralExprSyntax) {
        let text = node.literal.text.replacingOccurrences(of: "_", with: "")
        // `Int` reads decimal digits only: `0x1F` and `0b101` are left alone.
        guard let value = Int(text), value >= 2, !Self.isIndexOrRangeBound(node), !Self.isModuloOperand(node),
            !Self.isRadixOrCapacity(node), Self.switchCaseRole(of: node) == nil
        else { return }
        var replacements = [(String(value - 1), "-1")]
        let (scaled, overflow) = value.multipliedReportingOverflow(by: 10)
        if !overflow { replacements.append((String(scaled), "×10")) }
        for (replacement, how) in replacements {
            add(
                .scaledConstant, "\(node.literal.text) → \(replacement) (\(how))", at: node, wrapping: node,
                edit: .replaceWhole(text: replacement))
        }
    }

    /// A float literal ×10 and ÷10 (`0.5 → 5.0`, `0.5 → 0.05`, `1e-6 → 1e-5`), worked on its
    /// digits so that no rounding creeps in; 0 stays. Never the same as `literal`'s, which adds one.
    func addScaledConstants(_ node: FloatLiteralExprSyntax) {
        let text = node.literal.text.replacingOccurrences(of: "_", with: "")
        guard !text.hasPrefix("0x"), let value = Double(text), value != 0, value.isFinite,
            !Self.isIndexOrRangeBound(node)
        else { return }
        for (power, how) in [(1, "×10"), (-1, "÷10")] {
            guard let replacement = Self.decimalText(text, timesTenToThe: power) else { continue }
            add(
                .scaledConstant, "\(node.literal.text) → \(replacement) (\(how))", at: node, wrapping: node,
                edit: .replaceWhole(text: replacement))
        }
    }

    /// `text` (a decimal float literal, underscores removed) times 10 to the `power`, as a float
    /// literal: the decimal point moved, or the exponent changed when there is one.
    static func decimalText(_ text: String, timesTenToThe power: Int) -> String? {
        if let exponentIndex = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            guard let exponent = Int(text[text.index(after: exponentIndex)...]) else { return nil }
            return "\(text[..<exponentIndex])e\(exponent + power)"
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        var digits = Array(parts[0] + parts[1])
        var point = parts[0].count + power
        while point <= 0 {
            digits.insert("0", at: 0)
            point += 1
        }
        while point >= digits.count { digits.append("0") }
        var whole = String(digits[..<point])
        var fraction = String(digits[point...])
        while whole.count > 1, whole.first == "0" { whole.removeFirst() }
        while fraction.count > 1, fraction.last == "0" { fraction.removeLast() }
        return whole + "." + fraction
    }

    /// Whether `literal` indexes a collection (`values[0]`) or bounds a range (`0..<count`,
    /// `1...`): scaled, it mostly traps or empties a loop, which any test notices — noise.
    static func isIndexOrRangeBound(_ literal: some ExprSyntaxProtocol) -> Bool {
        var expression = Syntax(literal)
        if let negated = expression.parent?.as(PrefixOperatorExprSyntax.self), negated.operator.text == "-" {
            expression = Syntax(negated)
        }
        guard let parent = expression.parent else { return false }
        if parent.is(LabeledExprSyntax.self), parent.parent?.parent?.is(SubscriptCallExprSyntax.self) == true
        {
            return true
        }
        let ranges: Set<String> = ["..<", "..."]
        if let infix = parent.as(InfixOperatorExprSyntax.self),
            let range = infix.operator.as(BinaryOperatorExprSyntax.self)
        {
            return ranges.contains(range.operator.text)
        }
        if let prefix = parent.as(PrefixOperatorExprSyntax.self) {
            return ranges.contains(prefix.operator.text)
        }
        if let postfix = parent.as(PostfixOperatorExprSyntax.self) {
            return ranges.contains(postfix.operator.text)
        }
        return false
    }

    /// Whether `literal` is a radix (`String(value, radix: 16)`) or a capacity reserved
    /// (`reserveCapacity(16)`, `Dictionary(minimumCapacity: 8)`), in a `?:` or not.
    static func isRadixOrCapacity(_ literal: IntegerLiteralExprSyntax) -> Bool {
        var expression = Syntax(literal)
        while let parent = expression.parent, parent.is(TernaryExprSyntax.self) { expression = parent }
        guard let argument = expression.parent?.as(LabeledExprSyntax.self) else { return false }
        if let label = argument.label?.text, label == "radix" || label == "minimumCapacity" { return true }
        guard let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return false }
        return calledName(call) == "reserveCapacity"
    }

    /// Whether `literal` is an operand of `%`.
    static func isModuloOperand(_ literal: IntegerLiteralExprSyntax) -> Bool {
        guard let infix = literal.parent?.as(InfixOperatorExprSyntax.self),
            let binary = infix.operator.as(BinaryOperatorExprSyntax.self)
        else { return false }
        return binary.operator.text == "%" || binary.operator.text == "%="
    }
}
