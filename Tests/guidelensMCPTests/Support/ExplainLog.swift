#if MCP
    import Foundation

    /// The log of the explain example of Documentation/Explain.md, read from the page itself.
    enum ExplainLog {
        static let documented: String = {
            let text =
                (try? String(
                    contentsOf: ServerProcess.root.appendingPathComponent("Documentation/Explain.md"),
                    encoding: .utf8))
                ?? ""
            let heading = "A real log (a table cell in a blog post, coderlyn.hashnode.dev):\n\n```\n"
            guard let start = text.range(of: heading), let end = text[start.upperBound...].range(of: "```")
            else {
                return ""
            }
            return String(text[start.upperBound..<end.lowerBound])
        }()

        /// A conflict as UIKit logs it: a view required to be `height` and `height + 1` high at
        /// once; UIKit breaks the second.
        static func oneHeightConflict(view: Int, height: Int) -> String {
            let address = "0x" + String(view, radix: 16)
            let first =
                "<NSLayoutConstraint:0x6000000\(String(view % 0x10000, radix: 16))0 UIView:\(address).height == \(height)   (active)>"
            let second =
                "<NSLayoutConstraint:0x6000000\(String(view % 0x10000, radix: 16))8 UIView:\(address).height == \(height + 1)   (active)>"
            return """
                2024-05-02 10:22:01.000000+0200 Example[1234:56789] [LayoutConstraints] Unable to simultaneously satisfy constraints.
                \tProbably at least one of the constraints in the following list is one you don't want.
                (
                    "\(first)",
                    "\(second)"
                )

                Will attempt to recover by breaking constraint
                \(second)

                Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.

                """
        }
    }
#endif
