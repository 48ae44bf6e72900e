import SwiftParser
import SwiftSyntax

/// The house rule on length: no function, initializer, accessor or closure-free body over
/// `limit` lines, unless its body is one flat `switch` (a table the compiler checks, read case by
/// case). Read from the syntax tree, so that comments and strings never count as code.
package struct LongFunctions {
    /// A body over the limit.
    package struct Finding: Hashable, Sendable, CustomStringConvertible {
        package var file: String
        package var line: Int
        package var name: String
        package var lines: Int

        package var description: String { "\(file):\(line): \(name) is \(lines) lines" }
    }

    package var limit: Int

    package init(limit: Int = 80) {
        self.limit = limit
    }

    /// The bodies of `source` over the limit, in order.
    package func findings(in source: String, file: String) -> [Finding] {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: file, tree: tree)
        let visitor = Visitor(limit: limit, file: file, converter: converter)
        visitor.walk(tree)
        return visitor.findings
    }

    private final class Visitor: SyntaxVisitor {
        let limit: Int
        let file: String
        let converter: SourceLocationConverter
        var findings: [Finding] = []

        init(limit: Int, file: String, converter: SourceLocationConverter) {
            self.limit = limit
            self.file = file
            self.converter = converter
            super.init(viewMode: .sourceAccurate)
        }

        func check(_ body: CodeBlockSyntax?, name: String, at node: some SyntaxProtocol) {
            guard let body else { return }
            let first = body.leftBrace.endLocation(converter: converter).line
            let last = body.rightBrace.startLocation(converter: converter).line
            let lines = max(0, last - first - 1)
            guard lines > limit else { return }
            // One flat switch: a table, long by nature.
            if body.statements.count == 1, let only = body.statements.first?.item,
                only.is(SwitchExprSyntax.self)
                    || only.as(ExpressionStmtSyntax.self)?.expression.is(SwitchExprSyntax.self) == true
                    || only.as(ReturnStmtSyntax.self)?.expression?.is(SwitchExprSyntax.self) == true
            {
                return
            }
            let line = node.startLocation(converter: converter).line
            findings.append(Finding(file: file, line: line, name: name, lines: lines))
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            check(node.body, name: node.name.text, at: node)
            return .visitChildren
        }

        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            check(node.body, name: "init", at: node)
            return .visitChildren
        }

        override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind {
            check(node.body, name: node.accessorSpecifier.text, at: node)
            return .visitChildren
        }
    }
}
