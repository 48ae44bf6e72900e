#if MCP
    import GuideLensCommandLine
    @_spi(Engine) import GuideLensCore
    import MCP

    /// What an agent can read without a file of its own: each sample scene as a snapshot (the JSON
    /// the tools read, built as `guidelens demo` builds it), and the conflict log of Documentation/Explain.md's example.
    enum ResourceCatalog {
        /// The address of a scene's snapshot.
        static func uri(ofScene name: String) -> String { "guidelens://scenes/\(name).json" }

        /// Every resource.
        static var resources: [Resource] {
            SampleScene.all.map { scene in
                Resource(
                    name: "scene \(scene.name)", uri: uri(ofScene: scene.name),
                    description:
                        "Sample scene snapshot: \(scene.summary). Tools also take it as 'scene': \"\(scene.name)\".",
                    mimeType: "application/json")
            } + [
                Resource(
                    name: "explain example", uri: ExplainExample.uri,
                    description:
                        "A real console log with one constraint conflict (a table cell), as Documentation/Explain.md's example shows it: give it to explain_conflicts.",
                    mimeType: "text/plain")
            ]
        }

        /// A resource's content, or an error naming the unknown address.
        static func read(_ uri: String) throws -> Resource.Content {
            if uri == ExplainExample.uri {
                return .text(ExplainExample.log, uri: uri, mimeType: "text/plain")
            }
            if let scene = SampleScene.all.first(where: { Self.uri(ofScene: $0.name) == uri }) {
                return .text(scene.build().jsonText(), uri: uri, mimeType: "application/json")
            }
            throw MCPError.invalidParams(
                "unknown resource '\(uri)'; resources: guidelens://scenes/NAME.json (NAME one of "
                    + SampleScene.all.map(\.name).joined(separator: ", ") + "), " + ExplainExample.uri)
        }
    }
#endif
