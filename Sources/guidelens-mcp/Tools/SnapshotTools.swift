#if MCP
    import Foundation
    import GuideLensCommandLine
    @_spi(Engine) import GuideLensCore
    import MCP

    /// The tools over snapshot files: what `guidelens report`, `lint`, `diff` and `render` do, with
    /// the same JSON their `--json` prints as the structured answer.
    enum SnapshotTools {
        /// `report_guides`: every guide with owner, kind, frames and flags.
        static func report(files: FileAccess) -> GuideLensTool {
            GuideLensTool(
                name: "report_guides",
                description: """
                    List every UIKit layout guide in a GuideLens snapshot: its owning view, kind (safe-area, \
                    layout-margins, custom, stack-spacer, keyboard...), layoutFrame, frame in the window and \
                    lint flags. Text: the tree LLDB's showguides prints; structured: one object per guide \
                    (what `guidelens report --json` prints).
                    """,
                arguments: SnapshotSource.arguments, readOnly: true, timeLimit: 30
            ) { arguments in
                let (snapshot, _) = try SnapshotSource.load(arguments, files: files)
                return ToolAnswer(
                    text: GuideTreeReport.text(for: snapshot), answer: GuideListReport.document(for: snapshot)
                )
            }
        }

        /// `lint_guides`: the lint rules' findings.
        static func lint(files: FileAccess) -> GuideLensTool {
            GuideLensTool(
                name: "lint_guides",
                description: """
                    Check every layout guide in a snapshot against GuideLens's lint rules: \
                    \(LintRule.allCases.map { "\($0.id) \($0.name) (\($0.severity.rawValue))" }.joined(separator: ", ")). \
                    Each finding names the rule, the guide, its owner and its path in the snapshot \
                    (what `guidelens lint --format json` prints).
                    """,
                arguments: SnapshotSource.arguments, readOnly: true, timeLimit: 30
            ) { arguments in
                let (snapshot, _) = try SnapshotSource.load(arguments, files: files)
                let lint = SnapshotLint(snapshot)
                return ToolAnswer(text: lint.text, answer: lint.document)
            }
        }

        /// `why_guide`: why one guide is where it is.
        static func why(files: FileAccess) -> GuideLensTool {
            GuideLensTool(
                name: "why_guide",
                description: """
                    Explain why one layout guide is where it is: each edge traced through the constraints \
                    that place it to a view's frame or the window, in the constraints' own numbers; what the \
                    required constraints leave free (an ambiguous layout) and what would fix it; for a \
                    safe-area or margins guide, where each edge's inset comes from. Needs a snapshot that \
                    records constraints (format 2: showguides --json, FLEX's export, guidelens demo). Text: \
                    what `guidelens why` prints; structured: its --json.
                    """,
                arguments: SnapshotSource.arguments + [
                    .init(
                        name: "guide", type: "string",
                        meaning:
                            "The guide: its identifier (spacer2), its address (0x6000005ac060), or a path of class names ending in it (UIView › spacer2).",
                        required: true)
                ],
                readOnly: true, timeLimit: 30
            ) { arguments in
                let query = try arguments.string("guide", "the guide's identifier, address or path")
                let (snapshot, _) = try SnapshotSource.load(arguments, files: files)
                let tracer = PlacementTracer(snapshot)
                switch GuideLookup(tracer).match(query) {
                case .success(let match):
                    let placement = tracer.placement(of: match)
                    return ToolAnswer(
                        text: PlacementText.text(placement), answer: PlacementDocument(placement))
                case .failure(let failure):
                    throw ToolFailure("why_guide: \(failure.description)")
                }
            }
        }

        /// `what_if_guide`: what a change to a guide's constraints would move, before it is made in
        /// code.
        static func whatIf(files: FileAccess) -> GuideLensTool {
            GuideLensTool(
                name: "what_if_guide",
                description: """
                    Try a constraint change on a snapshot before making it in code: the record is solved again \
                    with the change (required constraints hold, priorities in order, as UIKit's engine does) \
                    and the answer says what moves and by how much — the guide's own values, then every other \
                    recorded guide and view that moves — or which conflict the change creates, with its \
                    arithmetic. Constraints are named by their numbers in why_guide's answer for the guide. \
                    What `guidelens why SNAPSHOT GUIDE --set … --priority … --deactivate …` prints.
                    """,
                arguments: SnapshotSource.arguments + [
                    .init(
                        name: "guide", type: "string",
                        meaning:
                            "The guide whose answer numbers the constraints: identifier, address or path.",
                        required: true),
                    .init(
                        name: "set", type: "string",
                        meaning: "New constants, N=VALUE, comma-separated (8=20, 3=12.5)."),
                    .init(
                        name: "priority", type: "string",
                        meaning: "New priorities, N=P with P from 1 to 1000, comma-separated (7=250)."),
                    .init(
                        name: "deactivate", type: "string",
                        meaning: "Constraints to deactivate, by number, comma-separated (7, 9)."),
                ],
                readOnly: true, timeLimit: 30
            ) { arguments in
                let query = try arguments.string("guide", "the guide's identifier, address or path")
                let changes: [WhatIf.Change]
                do {
                    changes = try WhatIfChanges.read(
                        constants: WhatIfChanges.items(try arguments.optionalString("set") ?? ""),
                        priorities: WhatIfChanges.items(try arguments.optionalString("priority") ?? ""),
                        deactivated: WhatIfChanges.items(try arguments.optionalString("deactivate") ?? ""),
                        command: "what_if_guide")
                } catch {
                    throw ToolFailure("\(error)")
                }
                guard !changes.isEmpty else {
                    throw ToolFailure(
                        "what_if_guide: give at least one change: 'set', 'priority' or 'deactivate'")
                }
                let (snapshot, _) = try SnapshotSource.load(arguments, files: files)
                let tracer = PlacementTracer(snapshot)
                switch GuideLookup(tracer).match(query) {
                case .success(let match):
                    let placement = tracer.placement(of: match)
                    let whatIf: WhatIf
                    do {
                        whatIf = try WhatIf(changes, placement: placement, tracer: tracer)
                    } catch {
                        throw ToolFailure("what_if_guide: \(error)")
                    }
                    return ToolAnswer(text: PlacementText.whatIf(whatIf), answer: WhatIfDocument(whatIf))
                case .failure(let failure):
                    throw ToolFailure("what_if_guide: \(failure.description)")
                }
            }
        }

        /// `check_layout`: every recorded guide and view recomputed from the record and compared with
        /// its frame.
        static func check(files: FileAccess) -> GuideLensTool {
            GuideLensTool(
                name: "check_layout",
                description: """
                    Recompute every recorded guide and view of a snapshot from its recorded constraints, \
                    intrinsic sizes, autoresizing masks and inputs, as UIKit's engine solves them, and compare \
                    each with its recorded frame (within 0.5 pt): where they part, the record lacks something \
                    or the model differs from UIKit, and each mismatch says which. What \
                    `guidelens why SNAPSHOT --check` prints.
                    """,
                arguments: SnapshotSource.arguments, readOnly: true, timeLimit: 60
            ) { arguments in
                let (snapshot, _) = try SnapshotSource.load(arguments, files: files)
                let recomputation = LayoutModel(tracer: PlacementTracer(snapshot)).recompute()
                return ToolAnswer(
                    text: PlacementText.check(recomputation), answer: CheckDocument(recomputation))
            }
        }

        /// `diff_snapshots`: guides added, removed, moved and resized.
        static func diff(files: FileAccess) -> GuideLensTool {
            GuideLensTool(
                name: "diff_snapshots",
                description: """
                    Compare two snapshots of the same screen (before and after a change): the guides added, \
                    removed, moved and resized. Guides are matched by address, then by where they sit, so \
                    snapshots from two launches compare too (what `guidelens diff --json` prints).
                    """,
                arguments: [
                    .init(
                        name: "before", type: "string", meaning: "The earlier snapshot JSON file.",
                        required: true
                    ),
                    .init(
                        name: "after", type: "string", meaning: "The later snapshot JSON file.",
                        required: true),
                    .init(
                        name: "tolerance", type: "number",
                        meaning: "Changes of this many points or less do not count (default 0.5)."),
                ],
                readOnly: true, timeLimit: 30
            ) { arguments in
                let beforePath = try arguments.string("before", "the earlier snapshot JSON file")
                let afterPath = try arguments.string("after", "the later snapshot JSON file")
                let tolerance = try arguments.optionalNumber("tolerance") ?? 0.5
                guard tolerance.isFinite, tolerance >= 0 else {
                    throw ToolFailure("diff_snapshots: 'tolerance' must be a number of points, 0 or more")
                }
                let diff = SnapshotDiff(
                    before: try SnapshotSource.file(beforePath, argument: "before", files: files),
                    after: try SnapshotSource.file(afterPath, argument: "after", files: files),
                    tolerance: tolerance)
                return ToolAnswer(text: diff.text, answer: diff.document)
            }
        }

        /// `render_snapshot`: the picture, as SVG (and PNG when `rsvg-convert` is installed).
        static func render(files: FileAccess) -> GuideLensTool {
            GuideLensTool(
                name: "render_snapshot",
                description: """
                    Draw a snapshot as a picture: views as outlines, guides as dashed, colour-coded, labelled \
                    overlays (what the app's overlay shows). Returns the SVG as an embedded resource, and a \
                    PNG image when rsvg-convert is installed, so that an agent sees what a person would; \
                    'highlight' outlines views or guides in red; with 'output', also writes the SVG there.
                    """,
                arguments: SnapshotSource.arguments + [
                    .init(
                        name: "kinds", type: "string",
                        meaning: "Only these guide kinds, comma-separated: "
                            + GuideKind.allCases.map(\.rawValue).joined(separator: ", ") + "."),
                    .init(
                        name: "labels", type: "boolean", meaning: "Draw the guides' labels (default true)."),
                    .init(
                        name: "scale", type: "number",
                        meaning: "Pixels per point, above 0 and at most 16 (default 1)."),
                    .init(
                        name: "highlight", type: "string",
                        meaning: "Outline these views or guides in red: addresses, comma-separated."),
                    .init(name: "output", type: "string", meaning: "Also write the SVG to this file."),
                ],
                readOnly: false, timeLimit: 60
            ) { arguments in
                let (snapshot, name) = try SnapshotSource.load(arguments, files: files)
                let scale = try arguments.optionalNumber("scale") ?? 1
                guard scale.isFinite, scale > 0, scale <= 16 else {
                    throw ToolFailure("render_snapshot: 'scale' must be a number above 0 and at most 16")
                }
                var options = SnapshotRenderer.Options(scale: scale)
                if let kinds = try arguments.optionalString("kinds") {
                    switch GuideKind.parsedList(kinds) {
                    case .success(let parsed): options.style.visibleKinds = parsed
                    case .failure(let error): throw ToolFailure("render_snapshot: \(error.description)")
                    }
                }
                options.style.showsLabels = try arguments.optionalBool("labels") ?? true
                if let highlight = try arguments.optionalString("highlight") {
                    options.highlighted = try Self.addresses(highlight, in: snapshot)
                }
                let svg = SnapshotRenderer(options: options).svg(for: snapshot)
                let base = (name as NSString).deletingPathExtension
                let uri = "guidelens://render/\(base).svg"
                var attachments: [Tool.Content] = [
                    .resource(resource: .text(svg, uri: uri, mimeType: "image/svg+xml"))
                ]
                var structured: [String: Value] = [
                    "uri": .string(uri), "svgBytes": .int(svg.utf8.count),
                    "guides": .int(snapshot.guideCount),
                ]
                var lines = [
                    "rendered \(name): \(snapshot.guideCount) guides, SVG \(svg.utf8.count) bytes (\(uri))"
                ]
                if let output = try arguments.optionalString("output") {
                    let path = try files.resolve(output, argument: "output")
                    try OutputFile.write(svg, to: path)
                    structured["written"] = .string(path)
                    lines.append("wrote \(path)")
                }
                if let png = try PNGPicture.make(svg: svg) {
                    attachments.append(
                        .image(
                            data: png.base64EncodedString(), mimeType: "image/png", annotations: nil,
                            _meta: nil))
                    structured["png"] = .int(png.count)
                    lines.append("PNG \(png.count) bytes (rsvg-convert)")
                } else {
                    structured["png"] = .null
                    lines.append(PNGConverter.missingMessage)
                }
                return ToolAnswer(
                    text: lines.joined(separator: "\n") + "\n", structured: .object(structured),
                    attachments: attachments)
            }
        }
    }

    extension SnapshotTools {
        /// The addresses of `list` (comma-separated), each a view or guide of `snapshot`; a clear
        /// failure naming the first that is not.
        static func addresses(_ list: String, in snapshot: Snapshot) throws -> Set<ObjectAddress> {
            var found: Set<ObjectAddress> = []
            var known: Set<ObjectAddress> = []
            snapshot.forEachView { visit in
                known.insert(visit.view.address)
                for guide in visit.view.guides { known.insert(guide.address) }
            }
            let words = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
                !$0.isEmpty
            }
            guard !words.isEmpty else { throw ToolFailure("render_snapshot: 'highlight' names no address") }
            for word in words {
                guard let address = ObjectAddress(parsing: word), known.contains(address) else {
                    throw ToolFailure(
                        "render_snapshot: 'highlight': \(word.prefix(40)) is not the address of a view or guide of the snapshot"
                    )
                }
                found.insert(address)
            }
            return found
        }
    }

    /// An SVG converted to PNG with the CLI's converter, through temporary files.
    enum PNGPicture {
        /// The PNG, or `nil` when `rsvg-convert` is not installed.
        static func make(svg: String) throws -> Data? {
            guard let converter = PNGConverter.executable else { return nil }
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
                "guidelens-mcp-" + UUID().uuidString)
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let svgPath = directory.appendingPathComponent("picture.svg").path
            let pngPath = directory.appendingPathComponent("picture.png").path
            try OutputFile.write(svg, to: svgPath)
            try PNGConverter.convert(svg: svgPath, to: pngPath, using: converter)
            return try Data(contentsOf: URL(fileURLWithPath: pngPath))
        }
    }
#endif
