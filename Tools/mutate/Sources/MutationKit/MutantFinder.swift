import SwiftIfConfig
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// Finds the mutation points of one Swift file by its syntax tree (never by searching the text),
/// in the code a Linux debug build compiles.
package struct MutantFinder {
    /// The operators that change into another, by kind.
    static let operatorChanges: [String: (MutationKind, String)] = [
        "<": (.boundary, "<="), "<=": (.boundary, "<"), ">": (.boundary, ">="), ">=": (.boundary, ">"),
        "==": (.equality, "!="), "!=": (.equality, "=="), "===": (.equality, "!=="),
        "!==": (.equality, "==="),
        "+": (.arithmetic, "-"), "-": (.arithmetic, "+"), "*": (.arithmetic, "/"), "/": (.arithmetic, "*"),
        "+=": (.arithmetic, "-="), "-=": (.arithmetic, "+="), "*=": (.arithmetic, "/="),
        "/=": (.arithmetic, "*="),
        "&&": (.logical, "||"), "||": (.logical, "&&"),
    ]

    package var configuration: LinuxBuildConfiguration

    package init(configuration: LinuxBuildConfiguration = LinuxBuildConfiguration()) {
        self.configuration = configuration
    }

    /// The mutants of `source`, numbered from `firstIdentifier`, in the order they appear.
    package func mutants(in source: String, file: String, firstIdentifier: Int = 1) -> [Mutant] {
        let tree = Parser.parse(source: source)
        let folded = OperatorTable.standardOperators.foldAll(tree) { _ in }
        let regions = folded.configuredRegions(in: configuration)
        let converter = SourceLocationConverter(fileName: file, tree: folded)
        let hardNewlines = Self.newlinesInsideTokens(of: folded)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let visitor = MutationPointVisitor(regions: regions)
        visitor.walk(folded)
        var result: [Mutant] = []
        for point in visitor.points.sorted(by: { ($0.start, $0.wrapStart) < ($1.start, $1.wrapStart) }) {
            let location = converter.location(for: AbsolutePosition(utf8Offset: point.start))
            let lineText = location.line - 1 < lines.count ? String(lines[location.line - 1]) : ""
            let spansHardNewline = hardNewlines.contains { $0 >= point.wrapStart && $0 < point.wrapEnd }
            result.append(
                Mutant(
                    id: firstIdentifier + result.count, file: file, line: location.line,
                    column: location.column,
                    kind: point.kind, change: point.change,
                    sourceLine: lineText.trimmingCharacters(in: .whitespaces),
                    wrapStart: point.wrapStart, wrapEnd: point.wrapEnd, edit: point.edit,
                    schematable: !spansHardNewline))
        }
        return result
    }

    /// Offsets of line breaks inside tokens, and of the quotes of multi-line strings (whose line
    /// breaks the parser keeps as trivia): an expression holding one cannot be written on one
    /// line, so its mutants are built one at a time.
    static func newlinesInsideTokens(of tree: Syntax) -> [Int] {
        var offsets: [Int] = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
            if token.tokenKind == .multilineStringQuote { offsets.append(start) }
            for (index, byte) in token.text.utf8.enumerated() where byte == UInt8(ascii: "\n") {
                offsets.append(start + index)
            }
        }
        return offsets
    }
}

/// A mutation point found in the tree, before it is numbered.
struct MutationPoint {
    var kind: MutationKind
    var change: String
    var start: Int
    var wrapStart: Int
    var wrapEnd: Int
    var edit: Mutant.Edit
}

final class MutationPointVisitor: SyntaxVisitor {
    let regions: ConfiguredRegions
    var points: [MutationPoint] = []

    init(regions: ConfiguredRegions) {
        self.regions = regions
        super.init(viewMode: .sourceAccurate)
    }

    // Code that is not compiled, or where an expression must stay a constant, holds no mutants.
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        if let elements = node.elements { walk(elements) }
        return .skipChildren
    }
    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: SwitchCaseLabelSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: CatchClauseSyntax) -> SyntaxVisitorContinueKind {
        walk(node.body)
        return .skipChildren
    }
    override func visit(_ node: GenericArgumentClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: PrecedenceGroupDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    private func isCompiled(_ node: some SyntaxProtocol) -> Bool {
        regions.isActive(node) == .active
    }

    private func add(
        _ kind: MutationKind, _ change: String, at start: some SyntaxProtocol,
        wrapping wrapped: some SyntaxProtocol,
        edit: Mutant.Edit
    ) {
        guard isCompiled(wrapped) else { return }
        points.append(
            MutationPoint(
                kind: kind, change: change, start: start.positionAfterSkippingLeadingTrivia.utf8Offset,
                wrapStart: wrapped.positionAfterSkippingLeadingTrivia.utf8Offset,
                wrapEnd: wrapped.endPositionBeforeTrailingTrivia.utf8Offset, edit: edit))
    }

    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        guard let binary = node.operator.as(BinaryOperatorExprSyntax.self) else { return .visitChildren }
        let token = binary.operator
        let text = token.text
        // `x += 1` dropped: the counting that a test should notice.
        if text == "+=" || text == "-=", Self.isOne(node.rightOperand) {
            add(
                .droppedIncrement, "\(text) 1 dropped", at: node, wrapping: node,
                edit: .replaceWhole(text: "()"))
        }
        if let (kind, replacement) = MutantFinder.operatorChanges[text], !Self.isTextJoin(node, text) {
            add(
                kind, "\(text) → \(replacement)", at: token, wrapping: node,
                edit: .replace(
                    start: token.positionAfterSkippingLeadingTrivia.utf8Offset,
                    end: token.endPositionBeforeTrailingTrivia.utf8Offset, text: replacement))
        }
        return .visitChildren
    }

    /// `+` joining strings or arrays has no `-`: such a mutant would never build.
    static func isTextJoin(_ node: InfixOperatorExprSyntax, _ text: String) -> Bool {
        guard text == "+" || text == "+=" else { return false }
        func isTextual(_ expression: ExprSyntax) -> Bool {
            var current = expression
            while let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1,
                let only = tuple.elements.first
            {
                current = only.expression
            }
            if current.is(StringLiteralExprSyntax.self) || current.is(ArrayExprSyntax.self) { return true }
            if let inner = current.as(InfixOperatorExprSyntax.self),
                let op = inner.operator.as(BinaryOperatorExprSyntax.self), op.operator.text == "+"
            {
                return isTextual(inner.leftOperand) || isTextual(inner.rightOperand)
            }
            return false
        }
        return isTextual(node.leftOperand) || isTextual(node.rightOperand)
    }

    static func isOne(_ expression: ExprSyntax) -> Bool {
        expression.as(IntegerLiteralExprSyntax.self)?.literal.text == "1"
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let nameToken: TokenSyntax?
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            nameToken = reference.baseName
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            nameToken = member.declName.baseName
        } else {
            nameToken = nil
        }
        if let nameToken, nameToken.text == "min" || nameToken.text == "max" {
            let replacement = nameToken.text == "min" ? "max" : "min"
            add(
                .minMax, "\(nameToken.text) → \(replacement)", at: nameToken, wrapping: node,
                edit: .replace(
                    start: nameToken.positionAfterSkippingLeadingTrivia.utf8Offset,
                    end: nameToken.endPositionBeforeTrailingTrivia.utf8Offset, text: replacement))
        }
        return .visitChildren
    }

    override func visit(_ node: ConditionElementSyntax) -> SyntaxVisitorContinueKind {
        // `while true` negated no longer tells the compiler the loop never ends ("missing return").
        if case .expression(let expression) = node.condition, !expression.is(BooleanLiteralExprSyntax.self) {
            add(
                .negatedCondition, "\(keyword(of: node)) c → \(keyword(of: node)) !(c)", at: expression,
                wrapping: expression, edit: .surround(prefix: "!(", suffix: ")"))
        }
        return .visitChildren
    }

    private func keyword(of node: ConditionElementSyntax) -> String {
        var parent = node.parent
        while let current = parent {
            if current.is(IfExprSyntax.self) { return "if" }
            if current.is(GuardStmtSyntax.self) { return "guard" }
            if current.is(WhileStmtSyntax.self) { return "while" }
            parent = current.parent
        }
        return "if"
    }

    override func visit(_ node: RepeatStmtSyntax) -> SyntaxVisitorContinueKind {
        add(
            .negatedCondition, "repeat-while c → while !(c)", at: node.condition, wrapping: node.condition,
            edit: .surround(prefix: "!(", suffix: ")"))
        return .visitChildren
    }

    override func visit(_ node: TernaryExprSyntax) -> SyntaxVisitorContinueKind {
        add(
            .negatedCondition, "c ? a : b → !(c) ? a : b", at: node.condition, wrapping: node.condition,
            edit: .surround(prefix: "!(", suffix: ")"))
        return .visitChildren
    }

    override func visit(_ node: IntegerLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        let text = node.literal.text.replacingOccurrences(of: "_", with: "")
        let value: Int?
        if text.hasPrefix("0x") {
            value = Int(text.dropFirst(2), radix: 16)
        } else if text.hasPrefix("0o") {
            value = Int(text.dropFirst(2), radix: 8)
        } else if text.hasPrefix("0b") {
            value = Int(text.dropFirst(2), radix: 2)
        } else {
            value = Int(text)
        }
        if let value, value < Int.max {
            let replacement = String(value + 1)
            add(
                .literal, "\(node.literal.text) → \(replacement)", at: node, wrapping: node,
                edit: .replaceWhole(text: replacement))
        }
        return .skipChildren
    }

    override func visit(_ node: FloatLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        let text = node.literal.text.replacingOccurrences(of: "_", with: "")
        // A power of ten written with an exponent is a scale or a limit: one more changes nothing.
        guard !text.hasPrefix("0x"), !text.lowercased().contains("e"), let value = Double(text),
            value.isFinite
        else { return .skipChildren }
        let nudged = value == 0.5 ? 1.0 : value + 1
        guard nudged != value else { return .skipChildren }
        let replacement = "\(nudged)"
        add(
            .literal, "\(node.literal.text) → \(replacement)", at: node, wrapping: node,
            edit: .replaceWhole(text: replacement))
        return .skipChildren
    }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if let expression = node.expression, returnsBool(node) {
            add(
                .invertedReturn, "return r → return !(r)", at: expression, wrapping: expression,
                edit: .surround(prefix: "!(", suffix: ")"))
        }
        return .visitChildren
    }

    override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
        // A body of one expression returns it without `return`.
        if node.count == 1, let item = node.first, case .expr(let expression) = item.item,
            !expression.is(IfExprSyntax.self), !expression.is(SwitchExprSyntax.self),
            isBodyOfDeclaration(node), returnsBool(node)
        {
            add(
                .invertedReturn, "r → !(r) (implicit return)", at: expression, wrapping: expression,
                edit: .surround(prefix: "!(", suffix: ")"))
        }
        return .visitChildren
    }

    /// Whether `list` is the whole body of a function, getter or computed property (not of an `if`).
    private func isBodyOfDeclaration(_ list: CodeBlockItemListSyntax) -> Bool {
        if list.parent?.is(AccessorBlockSyntax.self) == true { return true }
        guard let block = list.parent?.as(CodeBlockSyntax.self), let owner = block.parent else {
            return false
        }
        return owner.is(FunctionDeclSyntax.self) || owner.is(AccessorDeclSyntax.self)
    }

    /// Whether the function, getter or computed property around `node` is declared to return `Bool`.
    private func returnsBool(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent.is(ClosureExprSyntax.self) { return false }
            if let function = parent.as(FunctionDeclSyntax.self) {
                return Self.isBool(function.signature.returnClause?.type)
            }
            if parent.is(InitializerDeclSyntax.self) || parent.is(DeinitializerDeclSyntax.self) {
                return false
            }
            if let subscriptDecl = parent.as(SubscriptDeclSyntax.self) {
                return Self.isBool(subscriptDecl.returnClause.type)
            }
            if let accessor = parent.as(AccessorDeclSyntax.self),
                accessor.accessorSpecifier.tokenKind != .keyword(.get)
            {
                return false
            }
            if let binding = parent.as(PatternBindingSyntax.self) {
                return binding.accessorBlock != nil && Self.isBool(binding.typeAnnotation?.type)
            }
            current = parent.parent
        }
        return false
    }

    static func isBool(_ type: TypeSyntax?) -> Bool {
        type?.trimmedDescription == "Bool"
    }
}
