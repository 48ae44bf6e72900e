#if MCP
    import MCP

    /// The server's prompt: how to chain the tools to debug a constraint conflict.
    enum PromptCatalog {
        /// The prompt's name.
        static let debugConflict = "debug_constraint_conflict"

        static let prompts: [Prompt] = [
            Prompt(
                name: debugConflict, title: "Debug this constraint conflict",
                description:
                    "Explain an Auto Layout conflict from a console log, find the constraint to change, and check it on the running app when one is attached.",
                arguments: [
                    .init(
                        name: "log",
                        description:
                            "The console output with the conflict, or the path of a file holding it.",
                        required: false),
                    .init(
                        name: "app", description: "The running app's process id or name, to check it live.",
                        required: false),
                ])
        ]

        /// The prompt's messages, or an error naming the unknown prompt.
        static func messages(name: String, arguments: [String: String]?) throws -> [Prompt.Message] {
            guard name == debugConflict else {
                throw MCPError.invalidParams("unknown prompt '\(name)'; prompts: \(debugConflict)")
            }
            let log = arguments?["log"].flatMap { $0.isEmpty ? nil : $0 }
            let app = arguments?["app"].flatMap { $0.isEmpty ? nil : $0 }
            let source: String
            if let log {
                let looksLikePath =
                    !log.contains("\n")
                    && (log.hasSuffix(".log") || log.hasSuffix(".txt") || log.hasPrefix("/"))
                source =
                    looksLikePath
                    ? "Call explain_conflicts with path \"\(log)\"."
                    : "Call explain_conflicts with this console output as 'log':\n\n\(log)\n"
            } else {
                source =
                    "Ask me for the console output with the conflict (or its file), then call explain_conflicts with it. To see the tool's answer first, read the resource \(ExplainExample.uri)."
            }
            let live =
                app.map {
                    "Then call attach with \(Int($0) != nil ? "pid \($0)" : "name \"\($0)\""), and live_conflict with the same log: the addresses become the app's live views and guides with their frames. Call live_guides for the guides around them, overlay on to show them on screen, and detach at the end."
                }
                ?? "If the app is running with GuideLens linked, call attach (process id or name), then live_conflict with the same log to see the live views and their frames, and detach at the end."
            let text = """
                Debug this Auto Layout constraint conflict with the GuideLens tools.

                1. \(source)
                2. Read each conflict: the constraint UIKit broke, the arithmetic of why the listed constraints cannot all hold, and the hints. Name the views and guides involved by class and role, not only by address.
                3. \(live)
                4. If a snapshot of the screen exists (live_guides output saved to a file, or a .json from showguides --json), call lint_guides on it: an ambiguous or zero-area guide next to the conflict is often the cause.
                5. Propose the smallest change: which constraint to remove, deactivate, or lower in priority (for example 999 instead of 1000 for a height fighting UIView-Encapsulated-Layout-Height), and where in the code it is likely created. Say what the layout will look like after it.
                """
            return [.user(.text(text: text))]
        }
    }
#endif
