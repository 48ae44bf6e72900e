#if MCP
    import GuideLensCore
    import MCP

    /// A tool call's arguments, read by name with the checks a command-line parser makes: a missing
    /// required argument, a value of the wrong type and an argument the tool does not take each
    /// fail with a message that names the argument and what was expected.
    struct ToolArguments: Sendable {
        private let values: [String: Value]
        private let tool: String

        /// Reads `values` for `tool`, refusing any argument not in `accepted`.
        init(_ values: [String: Value]?, tool: String, accepted: [String]) throws {
            self.values = values ?? [:]
            self.tool = tool
            let unknown = self.values.keys.filter { !accepted.contains($0) }.sorted()
            if let first = unknown.first {
                let expected =
                    accepted.isEmpty ? "it takes none" : "expected: " + accepted.joined(separator: ", ")
                throw ToolFailure("\(tool): unknown argument '\(first)' (\(expected))")
            }
        }

        /// Whether the argument was given (and is not `null`).
        func has(_ name: String) -> Bool {
            guard let value = values[name] else { return false }
            return !value.isNull
        }

        /// A string argument, or `nil` when it was not given.
        func optionalString(_ name: String) throws -> String? {
            guard has(name), let value = values[name] else { return nil }
            guard let text = value.stringValue else {
                throw ToolFailure("\(tool): '\(name)' must be a string, not \(Self.kind(of: value))")
            }
            return text
        }

        /// A string argument that must be given.
        func string(_ name: String, _ meaning: String) throws -> String {
            guard let text = try optionalString(name) else {
                throw ToolFailure("\(tool): missing argument '\(name)' (\(meaning))")
            }
            return text
        }

        /// A number argument, or `nil` when it was not given. Integers and decimals both count.
        func optionalNumber(_ name: String) throws -> Double? {
            guard has(name), let value = values[name] else { return nil }
            if let number = value.doubleValue { return number }
            if let number = value.intValue { return Double(number) }
            throw ToolFailure("\(tool): '\(name)' must be a number, not \(Self.kind(of: value))")
        }

        /// A whole number of at least 1 (a position, a count), or `nil` when it was not given.
        func optionalCount(_ name: String) throws -> Int? {
            guard let number = try optionalNumber(name) else { return nil }
            guard number == number.rounded(), number >= 1, number <= Double(Int32.max) else {
                throw ToolFailure(
                    "\(tool): '\(name)' must be a whole number of at least 1, not \(NumberFormatting.shortest(number))"
                )
            }
            return Int(number)
        }

        /// A Boolean argument, or `nil` when it was not given.
        func optionalBool(_ name: String) throws -> Bool? {
            guard has(name), let value = values[name] else { return nil }
            guard let flag = value.boolValue else {
                throw ToolFailure("\(tool): '\(name)' must be true or false, not \(Self.kind(of: value))")
            }
            return flag
        }

        /// Exactly one of two arguments: which one was given, and its string value.
        func oneOf(_ first: String, _ second: String, _ meaning: String) throws -> (
            name: String, value: String
        ) {
            let firstValue = try optionalString(first)
            let secondValue = try optionalString(second)
            switch (firstValue, secondValue) {
            case (let value?, nil): return (first, value)
            case (nil, let value?): return (second, value)
            case (.some, .some): throw ToolFailure("\(tool): give either '\(first)' or '\(second)', not both")
            case (nil, nil):
                throw ToolFailure("\(tool): missing argument: give '\(first)' or '\(second)' (\(meaning))")
            }
        }

        private static func kind(of value: Value) -> String {
            switch value {
            case .null: return "null"
            case .bool: return "a Boolean"
            case .int, .double: return "a number"
            case .string: return "a string"
            case .data: return "data"
            case .array: return "an array"
            case .object: return "an object"
            }
        }
    }
#endif
