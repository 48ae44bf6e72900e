#if MCP
    /// A tool call the server cannot answer: a missing or wrong argument, a file it cannot read, a
    /// debugger that failed. The agent receives the message as an error result (the call fails, the
    /// server goes on), worded as the CLI words the same problem.
    struct ToolFailure: Error, CustomStringConvertible, Sendable {
        var description: String

        init(_ description: String) {
            self.description = description
        }
    }
#endif
