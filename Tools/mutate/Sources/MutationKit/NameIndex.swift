import SwiftSyntax

/// What a file says about its names, gathered before its mutants are: the members it names and
/// the types it declares names with — the runner's stand-in for type information, which it does
/// not have. An axis swap asks whether the twin exists (`height` for `frame.width`); an argument
/// swap asks whether two names are of one type.
struct NameIndex {
    /// Where each member is named: its base or, for an implicit member, its context, and its
    /// name (`memberKey`).
    var qualifiedMembers: Set<String> = []
    /// String literals given more than once in the same place to the same function
    /// (`argumentKey`): a name a format fixes (the key `"kind"` of `encode("box", "kind")`), not a
    /// word chosen for one call.
    var repeatedStringArguments: Set<String> = []
    /// The type each name is declared with (`_ width: Double`, `let gap: CGFloat = 8`, a property
    /// `var origin: Point`), where every declaration of that name in the file says the same type.
    var declaredTypes: [String: String] = [:]

    /// The names of `tree`, code that is not compiled included (a name is evidence either way).
    init(of tree: some SyntaxProtocol) {
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(tree)
        qualifiedMembers = collector.qualifiedMembers
        repeatedStringArguments = Set(collector.stringArguments.filter { $0.value > 1 }.keys)
        declaredTypes = collector.types.compactMapValues { $0.count == 1 ? $0.first : nil }
    }

    /// Whether the file names `name` where `member` is named (`memberKey`): `insets.left` for
    /// `insets.top`, `.margin(.leading)` for `.margin(.top)`.
    func names(_ name: String, besides member: MemberAccessExprSyntax) -> Bool {
        qualifiedMembers.contains(Self.memberKey(name, at: member))
    }

    /// Where a member named `name` at `member`'s place would be of `member`'s type, as far as the
    /// syntax tells: of the same base in the same function (`insets.top` and `insets.left` in two
    /// functions may be insets of two types), or of the same type by its name anywhere
    /// (`Axis.horizontal`); an implicit member given to the same function's same argument anywhere
    /// (`margin(.top)`, `margin(.leading)`), or, given to none, in the same function (`return .top`
    /// and `self == .leading`).
    static func memberKey(_ name: String, at member: MemberAccessExprSyntax) -> String {
        if let base = member.base {
            let text = base.trimmedDescription
            let isTypeName = text.first?.isUppercase == true
            return "\(isTypeName ? "" : scope(of: member)) \(text).\(name)"
        }
        let top = MutationPointVisitor.chainTop(from: Syntax(member))
        guard let argument = top.parent?.as(LabeledExprSyntax.self),
            let list = argument.parent?.as(LabeledExprListSyntax.self),
            let call = list.parent?.as(FunctionCallExprSyntax.self),
            let function = MutationPointVisitor.calledName(call)
        else { return "\(scope(of: member)) .\(name)" }
        let index = Array(list).firstIndex { $0.id == argument.id } ?? 0
        return "(\(function) \(argument.label.map { "\($0.text):" } ?? "#\(index)")).\(name)"
    }

    /// `encode #1 "kind"` for the `"kind"` of `encode("box", "kind")`: a string literal argument by
    /// its function, its place (label, or position when it has none) and what it says; nil for
    /// anything else.
    static func argumentKey(of argument: LabeledExprSyntax) -> String? {
        guard let literal = argument.expression.as(StringLiteralExprSyntax.self),
            let value = literal.representedLiteralValue,
            let list = argument.parent?.as(LabeledExprListSyntax.self),
            let call = list.parent?.as(FunctionCallExprSyntax.self),
            let function = MutationPointVisitor.calledName(call)
        else { return nil }
        let index = Array(list).firstIndex { $0.id == argument.id } ?? 0
        return "\(function) \(argument.label.map { "\($0.text):" } ?? "#\(index)") \(value.debugDescription)"
    }

    /// The function, initializer, accessor, subscript or property `node` is in, by where it
    /// starts (a closure belongs to the function around it); `file` outside any.
    static func scope(of node: some SyntaxProtocol) -> String {
        var current = node.parent
        while let parent = current {
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self)
                || parent.is(AccessorDeclSyntax.self) || parent.is(SubscriptDeclSyntax.self)
                || parent.is(DeinitializerDeclSyntax.self) || parent.is(PatternBindingSyntax.self)
            {
                return "\(parent.position.utf8Offset)"
            }
            current = parent.parent
        }
        return "file"
    }

    /// The type `expression` has by its declaration in the file: a name's (`width`), or a member
    /// access's by its member's name (`frame.width` by `width`'s); nil when the file does not say.
    func declaredType(of expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return declaredTypes[reference.baseName.text]
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base != nil {
            return declaredTypes[member.declName.baseName.text]
        }
        return nil
    }

    /// Collects the names while walking the tree.
    private final class Collector: SyntaxVisitor {
        var qualifiedMembers: Set<String> = []
        var types: [String: Set<String>] = [:]
        var stringArguments: [String: Int] = [:]

        override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
            if let key = NameIndex.argumentKey(of: node) { stringArguments[key, default: 0] += 1 }
            return .visitChildren
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            qualifiedMembers.insert(NameIndex.memberKey(node.declName.baseName.text, at: node))
            return .visitChildren
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                    continue
                }
                if let type = binding.typeAnnotation?.type {
                    types[name, default: []].insert(type.trimmedDescription)
                }
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
            let name = (node.secondName ?? node.firstName).text
            if name != "_" { types[name, default: []].insert(node.type.trimmedDescription) }
            return .visitChildren
        }

        override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
            let name = (node.secondName ?? node.firstName).text
            if name != "_", let type = node.type { types[name, default: []].insert(type.trimmedDescription) }
            return .visitChildren
        }
    }
}
