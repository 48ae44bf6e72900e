#if MCP
    import Foundation
    import GuideLensCore
    import MCP

    /// What a tool answers: a short text for the agent to read, the same facts as JSON (what the
    /// CLI's `--json` prints), and any files it made (an SVG as an embedded resource, a PNG image).
    struct ToolAnswer: Sendable {
        /// The text an agent reads first: what the CLI prints without `--json`.
        var text: String
        /// The structured answer, a JSON object.
        var structured: Value
        /// More content after the text: resources, images.
        var attachments: [Tool.Content] = []

        /// An answer whose structured part is a `Codable` answer of the core (a lint's document, a
        /// `why` answer): encoded straight into a value, as the CLI's `--json` writes it
        /// (``JSONAnswer``), never written out and read back.
        init(text: String, answer: some Encodable, attachments: [Tool.Content] = []) {
            self.init(text: text, json: JSONAnswer.value(answer), attachments: attachments)
        }

        /// An answer whose structured part arrived as JSON text: the snapshot a live app wrote.
        init(text: String, jsonText json: String, attachments: [Tool.Content] = []) throws {
            let object: Any
            do {
                object = try JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed])
            } catch {
                throw ToolFailure(
                    "internal error: the answer is not valid JSON (\(error.localizedDescription))")
            }
            self.init(text: text, structured: Self.value(object), attachments: attachments)
        }

        /// An answer whose structured part the core built as a value (`ConflictExplanation.jsonValue`):
        /// handed on as it is, never written out and read back (a megabyte of conflicts is megabytes
        /// of JSON).
        init(text: String, json: JSONValue, attachments: [Tool.Content] = []) {
            self.init(text: text, structured: Self.value(json), attachments: attachments)
        }

        /// The core's JSON value as the protocol's ``Value``.
        static func value(_ json: JSONValue) -> Value {
            switch json {
            case .string(let text): return .string(text)
            case .integer(let number): return .int(number)
            // As the CLI writes it: a number JSON cannot hold is the string "nan", "inf" or "-inf".
            case .number(let number):
                return number.isFinite ? .double(number) : .string(NumberFormatting.shortest(number))
            case .bool(let flag): return .bool(flag)
            case .array(let elements): return .array(elements.map(value))
            case .object(let members): return .object(members.mapValues(value))
            case .null: return .null
            }
        }

        /// A parsed JSON value as the protocol's ``Value``. (Decoding `Value` itself tries each type
        /// in turn and throws for every miss: a thousand conflicts' JSON took seconds that way.)
        static func value(_ object: Any) -> Value {
            switch object {
            case let text as String:
                return .string(text)
            case let number as NSNumber:
                switch String(cString: number.objCType) {
                case "c", "B": return .bool(number.boolValue)
                case "f", "d": return .double(number.doubleValue)
                default: return .int(number.intValue)
                }
            case let array as [Any]:
                return .array(array.map(value))
            case let object as [String: Any]:
                return .object(object.mapValues(value))
            default:
                return .null
            }
        }

        /// An answer with its structured part given as a value.
        init(text: String, structured: Value, attachments: [Tool.Content] = []) {
            self.text = text
            self.structured = structured
            self.attachments = attachments
        }

        /// The protocol's result.
        var result: CallTool.Result {
            let structuredContent: Value? = structured
            return CallTool.Result(
                content: [.text(text: text, annotations: nil, _meta: nil)] + attachments,
                structuredContent: structuredContent, isError: nil, _meta: nil)
        }

        /// The protocol's error result: the call failed with this message; the server goes on.
        static func failure(_ message: String) -> CallTool.Result {
            CallTool.Result(content: [.text(text: message, annotations: nil, _meta: nil)], isError: true)
        }
    }
#endif
