#if MCP
    import GuideLensCommandLine
    import MCP

    /// One tool the server offers: its name, what an agent reads to decide to call it, the JSON
    /// Schema of its arguments, its time limit, and what it does.
    struct GuideLensTool: Sendable {
        /// The tool's name, `snake_case` as agents expect.
        var name: String
        /// What it does and when to call it, in a few sentences an agent can act on.
        var description: String
        /// The arguments: name, JSON type, meaning, and which are required.
        var arguments: [Argument]
        /// Whether the tool only reads (snapshots, logs) or changes something (the live app).
        var readOnly: Bool
        /// How long a call may take before the agent gets an error instead.
        var timeLimit: Double
        /// The work, given checked arguments.
        var run: @Sendable (ToolArguments) async throws -> ToolAnswer

        /// An argument as the input schema lists it.
        struct Argument: Sendable {
            var name: String
            var type: String
            var meaning: String
            var required = false
            var choices: [String] = []
        }

        /// The protocol's description of the tool.
        var declaration: Tool {
            var properties: [String: Value] = [:]
            for argument in arguments {
                var property: [String: Value] = [
                    "type": .string(argument.type), "description": .string(argument.meaning),
                ]
                if !argument.choices.isEmpty {
                    property["enum"] = .array(argument.choices.map { .string($0) })
                }
                properties[argument.name] = .object(property)
            }
            let required = arguments.filter(\.required).map { Value.string($0.name) }
            return Tool(
                name: name, description: description,
                inputSchema: .object([
                    "type": "object", "properties": .object(properties), "required": .array(required),
                    "additionalProperties": false,
                ]),
                annotations: .init(readOnlyHint: readOnly, destructiveHint: false, openWorldHint: false),
                outputSchema: .object(["type": "object"]))
        }

        /// Runs a call: checks the arguments, keeps to the time limit, and turns every failure into
        /// an error result with its message. Never throws: a bad call never ends the server.
        func call(_ values: [String: Value]?) async -> CallTool.Result {
            do {
                let checked = try ToolArguments(values, tool: name, accepted: arguments.map(\.name))
                let run = self.run
                return try await TimeLimit.run(name, seconds: timeLimit) { try await run(checked) }.result
            } catch let failure as ToolFailure {
                return ToolAnswer.failure("error: " + failure.description)
            } catch let failure as CommandFailure {
                return ToolAnswer.failure("error: " + failure.description)
            } catch {
                return ToolAnswer.failure("error: \(name): \(error)")
            }
        }
    }
#endif
