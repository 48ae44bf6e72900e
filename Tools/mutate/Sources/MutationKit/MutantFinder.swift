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

    /// The comparisons that turn round: the other side's order.
    static let reversedComparisons: [String: String] = ["<": ">", "<=": ">=", ">": "<", ">=": "<="]

    /// Calls whose deletion changes what the program does in a way no test could see, or which a
    /// build cannot compile without (a function that never returns).
    static let undeletableCalls: Set<String> = [
        "fatalError", "preconditionFailure", "precondition", "assert", "assertionFailure",
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
        let visitor = MutationPointVisitor(regions: regions, names: NameIndex(of: folded))
        visitor.walk(folded)
        visitor.addSiblingStrings()
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
                    schematable: point.schematable && !spansHardNewline))
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
    /// Whether it can be compiled in beside the others; a dropped pattern cannot (a pattern is not
    /// an expression to switch at run time).
    var schematable = true
}

/// Walks a file's tree once and notes its mutation points; the kinds that need the whole file
/// (a string's siblings) are noted on the way and added at the end (`addSiblingStrings`).
final class MutationPointVisitor: SyntaxVisitor {
    let regions: ConfiguredRegions
    /// What the file says about its names: an axis swap's twin must be named in it, two swapped
    /// arguments must be of one type by it.
    let names: NameIndex
    var points: [MutationPoint] = []
    /// The string literals that may take a sibling's place, in the order they appear.
    var stringCandidates: [SiblingStringCandidate] = []

    init(regions: ConfiguredRegions, names: NameIndex) {
        self.regions = regions
        self.names = names
        super.init(viewMode: .sourceAccurate)
    }

    // Code that is not compiled, or where an expression must stay a constant, holds no mutants.
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        if let elements = node.elements { walk(elements) }
        return .skipChildren
    }
    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: SwitchCaseLabelSyntax) -> SyntaxVisitorContinueKind {
        // A pattern stays a constant; one of several may be dropped (built alone).
        let items = Array(node.caseItems)
        guard items.count > 1 else { return .skipChildren }
        for (index, item) in items.enumerated() {
            // The item with its comma, or the last one with the comma before it.
            let start =
                index == items.count - 1
                ? (items[index - 1].trailingComma?.positionAfterSkippingLeadingTrivia.utf8Offset
                    ?? item.positionAfterSkippingLeadingTrivia.utf8Offset)
                : item.positionAfterSkippingLeadingTrivia.utf8Offset
            let end =
                index == items.count - 1
                ? item.endPositionBeforeTrailingTrivia.utf8Offset
                : items[index + 1].positionAfterSkippingLeadingTrivia.utf8Offset
            add(
                .droppedPattern, "case pattern \(item.pattern.trimmedDescription) dropped", at: item,
                wrapping: item, edit: .replace(start: start, end: end, text: ""), schematable: false)
        }
        return .skipChildren
    }
    override func visit(_ node: CatchClauseSyntax) -> SyntaxVisitorContinueKind {
        walk(node.body)
        return .skipChildren
    }
    override func visit(_ node: GenericArgumentClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: PrecedenceGroupDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    func isCompiled(_ node: some SyntaxProtocol) -> Bool {
        regions.isActive(node) == .active
    }

    func add(
        _ kind: MutationKind, _ change: String, at start: some SyntaxProtocol,
        wrapping wrapped: some SyntaxProtocol,
        edit: Mutant.Edit, schematable: Bool = true
    ) {
        guard isCompiled(wrapped) else { return }
        points.append(
            MutationPoint(
                kind: kind, change: change, start: start.positionAfterSkippingLeadingTrivia.utf8Offset,
                wrapStart: wrapped.positionAfterSkippingLeadingTrivia.utf8Offset,
                wrapEnd: wrapped.endPositionBeforeTrailingTrivia.utf8Offset, edit: edit,
                schematable: schematable))
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
        if let reversed = MutantFinder.reversedComparisons[text] {
            add(
                .reversedComparison, "\(text) → \(reversed) (reversed)", at: token, wrapping: node,
                edit: .replace(
                    start: token.positionAfterSkippingLeadingTrivia.utf8Offset,
                    end: token.endPositionBeforeTrailingTrivia.utf8Offset, text: reversed))
        }
        addOptionalDefault(node, operator: token)
        addDroppedTerms(node)
        return .visitChildren
    }

    /// `!= false` ↔ `== true`, `== false` ↔ `!= true`, `?? true` ↔ `?? false`: what an optional
    /// Boolean counts as when it is `nil`, flipped.
    private func addOptionalDefault(_ node: InfixOperatorExprSyntax, operator token: TokenSyntax) {
        guard let literal = node.rightOperand.as(BooleanLiteralExprSyntax.self) else { return }
        let value = literal.literal.tokenKind == .keyword(.true)
        let written = "\(token.text) \(value)"
        let replacement: String
        switch token.text {
        case "!=": replacement = "== \(!value)"
        case "==": replacement = "!= \(!value)"
        case "??": replacement = "?? \(!value)"
        default: return
        }
        add(
            .optionalDefault, "\(written) → \(replacement)", at: token, wrapping: node,
            edit: .replace(
                start: token.positionAfterSkippingLeadingTrivia.utf8Offset,
                end: literal.endPositionBeforeTrailingTrivia.utf8Offset, text: replacement))
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
        // `sorted()` in the other order.
        if let nameToken, nameToken.text == "sorted", node.arguments.isEmpty, node.trailingClosure == nil,
            let left = node.leftParen, let right = node.rightParen
        {
            add(
                .reversedComparison, "sorted() → sorted(by: >)", at: nameToken, wrapping: node,
                edit: .replace(
                    start: left.endPositionBeforeTrailingTrivia.utf8Offset,
                    end: right.positionAfterSkippingLeadingTrivia.utf8Offset, text: "by: >"))
        }
        if let nameToken, nameToken.text == "min" || nameToken.text == "max" {
            let replacement = nameToken.text == "min" ? "max" : "min"
            add(
                .minMax, "\(nameToken.text) → \(replacement)", at: nameToken, wrapping: node,
                edit: .replace(
                    start: nameToken.positionAfterSkippingLeadingTrivia.utf8Offset,
                    end: nameToken.endPositionBeforeTrailingTrivia.utf8Offset, text: replacement))
        }
        addArgumentOrders(node)
        addDroppedArguments(node)
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        addAxisSwaps(node)
        return .visitChildren
    }

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        noteSiblingStringCandidate(node)
        return .visitChildren
    }

    override func visit(_ node: ConditionElementSyntax) -> SyntaxVisitorContinueKind {
        // `while true` negated no longer tells the compiler the loop never ends ("missing return").
        if case .expression(let expression) = node.condition, !expression.is(BooleanLiteralExprSyntax.self) {
            let keyword = keyword(of: node)
            add(
                .negatedCondition, "\(keyword) c → \(keyword) !(c)", at: expression,
                wrapping: expression, edit: .surround(prefix: "!(", suffix: ")"))
            // `while true` would only time out: a loop's condition becomes false alone.
            for constant in keyword == "while" ? ["false"] : ["true", "false"] {
                add(
                    .constantCondition, "\(keyword) c → \(keyword) \(constant)", at: expression,
                    wrapping: expression, edit: .replaceWhole(text: constant))
            }
        }
        return .visitChildren
    }

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        guard case .expr(let expression) = node.item, let list = node.parent?.as(CodeBlockItemListSyntax.self)
        else { return .visitChildren }
        var inner = expression
        while true {
            if let tried = inner.as(TryExprSyntax.self) {
                inner = tried.expression
            } else if let awaited = inner.as(AwaitExprSyntax.self) {
                inner = awaited.expression
            } else {
                break
            }
        }
        if let call = inner.as(FunctionCallExprSyntax.self) {
            // A call alone in a body may be what the body returns; a loop's or a `guard`'s body
            // returns nothing.
            guard list.count > 1 || Self.isStatementBody(list),
                !MutantFinder.undeletableCalls.contains(Self.calledName(call) ?? "")
            else {
                return .visitChildren
            }
            add(
                .deletedStatement, "statement deleted", at: expression, wrapping: expression,
                edit: .deleteStatement(discardsResult: true))
        } else if let assignment = inner.as(InfixOperatorExprSyntax.self), Self.isAssignment(assignment),
            !Self.isInInitializer(node), !Self.assignsUninitialized(assignment, from: node)
        {
            add(
                .deletedStatement, "statement deleted", at: expression, wrapping: expression,
                edit: .deleteStatement(discardsResult: false))
        }
        return .visitChildren
    }

    /// Whether `list` is the body of a loop, a `guard`, a `defer` or a `do`: statements whose
    /// body never gives a value.
    static func isStatementBody(_ list: CodeBlockItemListSyntax) -> Bool {
        guard let owner = list.parent?.as(CodeBlockSyntax.self)?.parent else { return false }
        return owner.is(ForStmtSyntax.self) || owner.is(WhileStmtSyntax.self)
            || owner.is(RepeatStmtSyntax.self)
            || owner.is(GuardStmtSyntax.self) || owner.is(DeferStmtSyntax.self) || owner.is(DoStmtSyntax.self)
    }

    /// The name a call calls: `f` of `f(x)`, `append` of `list.append(x)`.
    static func calledName(_ call: FunctionCallExprSyntax) -> String? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text
        }
        return call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// `a = b` or a compound assignment other than `+= 1` and `-= 1` (those are dropped increments).
    static func isAssignment(_ node: InfixOperatorExprSyntax) -> Bool {
        if node.operator.is(AssignmentExprSyntax.self) { return true }
        guard let binary = node.operator.as(BinaryOperatorExprSyntax.self) else { return false }
        let text = binary.operator.text
        guard ["+=", "-=", "*=", "/=", "|=", "&=", "^=", "<<=", ">>="].contains(text) else { return false }
        return !((text == "+=" || text == "-=") && isOne(node.rightOperand))
    }

    /// Whether `node` is inside an initializer, where an assignment may be what initializes a property.
    static func isInInitializer(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent.is(ClosureExprSyntax.self) || parent.is(FunctionDeclSyntax.self) { return false }
            if parent.is(InitializerDeclSyntax.self) { return true }
            current = parent.parent
        }
        return false
    }

    /// Whether the assignment gives a value to a local declared without one (`let x: Int` assigned
    /// in each branch): without it, the build fails.
    static func assignsUninitialized(_ node: InfixOperatorExprSyntax, from item: CodeBlockItemSyntax) -> Bool
    {
        guard let name = node.leftOperand.as(DeclReferenceExprSyntax.self)?.baseName.text else {
            return false
        }
        var current: Syntax? = Syntax(item)
        while let syntax = current {
            if let list = syntax.as(CodeBlockItemListSyntax.self) {
                for entry in list {
                    guard case .decl(let declaration) = entry.item,
                        let variable = declaration.as(VariableDeclSyntax.self)
                    else { continue }
                    for binding in variable.bindings
                    where binding.initializer == nil
                        && binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                    {
                        return true
                    }
                }
            }
            if syntax.is(FunctionDeclSyntax.self) || syntax.is(ClosureExprSyntax.self) { break }
            current = syntax.parent
        }
        return false
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
        if !node.condition.is(BooleanLiteralExprSyntax.self) {
            for constant in ["true", "false"] {
                add(
                    .constantCondition, "c ? a : b → \(constant) ? a : b", at: node.condition,
                    wrapping: node.condition, edit: .replaceWhole(text: constant))
            }
        }
        return .visitChildren
    }

    override func visit(_ node: IntegerLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        addScaledConstants(node)
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
        addScaledConstants(node)
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
