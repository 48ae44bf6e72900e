import SwiftParser
import SwiftSyntax

/// The lines of the innermost declaration (function, initializer, accessor, property, subscript)
/// around a line: where a compiler error that names no mutant's line must have come from.
enum DeclarationScopes {
    static func lines(around line: Int, in source: String) -> ClosedRange<Int> {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        final class Finder: SyntaxVisitor {
            let line: Int
            let converter: SourceLocationConverter
            var best: ClosedRange<Int>?

            init(line: Int, converter: SourceLocationConverter) {
                self.line = line
                self.converter = converter
                super.init(viewMode: .sourceAccurate)
            }

            func consider(_ node: some SyntaxProtocol) {
                let first = converter.location(for: node.positionAfterSkippingLeadingTrivia).line
                let last = converter.location(for: node.endPositionBeforeTrailingTrivia).line
                guard first <= line, line <= last else { return }
                if let best, best.count <= last - first + 1 { return }
                best = first...last
            }

            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
                consider(node)
                return .visitChildren
            }
            override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
                consider(node)
                return .visitChildren
            }
            override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind {
                consider(node)
                return .visitChildren
            }
            override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
                consider(node)
                return .visitChildren
            }
            override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
                consider(node)
                return .visitChildren
            }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
                consider(node)
                return .visitChildren
            }
        }
        let finder = Finder(line: line, converter: converter)
        finder.walk(tree)
        return finder.best ?? line...line
    }
}
