#if MCP
    import Foundation

    /// The README's explain example log, read from the README itself.
    enum ExplainLog {
        static let readme: String = {
            let text =
                (try? String(
                    contentsOf: ServerProcess.root.appendingPathComponent("README.md"), encoding: .utf8))
                ?? ""
            let heading = "A real log (a table cell in a blog post, coderlyn.hashnode.dev):\n\n```\n"
            guard let start = text.range(of: heading), let end = text[start.upperBound...].range(of: "```")
            else {
                return ""
            }
            return String(text[start.upperBound..<end.lowerBound])
        }()
    }
#endif
