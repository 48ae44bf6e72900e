#if MCP
    import Foundation
    @_spi(Engine) import GuideLensCore

    /// `explain_conflicts`: what `guidelens explain` says about Auto Layout's "Unable to
    /// simultaneously satisfy constraints" reports, read from the log's text or a file.
    enum ConflictTools {
        /// The log a call gives: its text, or a file to read, never more than the file limit.
        static func logText(_ arguments: ToolArguments, files: FileAccess) throws -> String {
            let (argument, value) = try arguments.oneOf(
                "log", "path", "the console log's text, or the path of a file holding it")
            if argument == "path" { return try files.readText(value, argument: argument) }
            try files.checkSize(value.utf8.count, of: "log")
            return value
        }

        /// The two ways of giving a log, as every conflict tool lists them.
        static let logArguments: [GuideLensTool.Argument] = [
            .init(
                name: "log", type: "string",
                meaning:
                    "The console output holding the conflict, pasted as text (a whole Xcode console session is fine: everything else is skipped)."
            ),
            .init(
                name: "path", type: "string",
                meaning: "Instead of 'log': a file holding the console output (UTF-8), up to 50 MB."),
        ]

        /// Conflicts explained in one answer unless the call asks for more: a console that logs
        /// the same conflict at every layout pass holds hundreds, and an agent reads a page at a
        /// time (`from` gives the next).
        static let defaultLimit = 20

        static func explain(files: FileAccess) -> GuideLensTool {
            GuideLensTool(
                name: "explain_conflicts",
                description: """
                    Explain Auto Layout constraint conflicts ("Unable to simultaneously satisfy constraints") \
                    from an iOS console log: for each conflict, the views and guides involved, every \
                    constraint as an equation with the one UIKit broke marked, the arithmetic of why they \
                    cannot all hold, and hints for the usual causes (a size UIKit sets from outside, an \
                    autoresizing mask left on, a stack view hiding a view, a constraint added twice). Lines it \
                    cannot read are listed as unread and the rest is explained. With 'snapshot' (from the same \
                    run), addresses become the real views and guides with their frames. A long log is \
                    answered a page at a time (20 conflicts unless 'limit' says otherwise; 'total' and the \
                    text's last line say how many there are, 'from' asks for the next). Structured: what \
                    `guidelens explain --json --from F --limit L` prints.
                    """,
                arguments: logArguments + [
                    .init(
                        name: "snapshot", type: "string",
                        meaning:
                            "A snapshot JSON file of the same run (showguides --json, FLEX's export), to resolve addresses."
                    )
                ] + pageArguments,
                readOnly: true, timeLimit: 30
            ) { arguments in
                let snapshot = try arguments.optionalString("snapshot").map {
                    try SnapshotSource.file($0, argument: "snapshot", files: files)
                }
                return try await answer(explanation(arguments, files: files, snapshot: snapshot))
            }
        }

        static func suggestFix(files: FileAccess) -> GuideLensTool {
            GuideLensTool(
                name: "suggest_fix",
                description: """
                    The smallest changes on the app's side that resolve each Auto Layout constraint conflict of an \
                    iOS console log, each solved again before it is offered, ranked: the constraint UIKit broke \
                    made optional (priority 999) first, which keeps the layout UIKit shows today and silences \
                    the log; then the app's other constraints made optional; then a constant changed to the \
                    value that lets the others hold; then an autoresizing mask no longer translated. Never a \
                    constraint UIKit owns (UISV-*, UIView-Encapsulated-Layout-*, autoresizing). Each fix comes \
                    with the line to write in Swift and Objective-C. Apply the first and check it with \
                    explain_conflicts on the new log. Structured: what `guidelens explain --fix --json` prints. \
                    Or, for a guide of a snapshot ('snapshot', 'guide', 'want' instead of a log): the single \
                    changes to the app's constraints of the guide's answer that make one of its values what \
                    'want' says, each solved again, fewest other values moved first; check the first with \
                    what_if_guide. Structured: what `guidelens why SNAPSHOT GUIDE --fix WANT --json` prints.
                    """,
                arguments: logArguments + pageArguments + [
                    .init(
                        name: "snapshot", type: "string",
                        meaning: "Instead of a log: a snapshot JSON file (showguides --json, FLEX's export)."),
                    .init(
                        name: "guide", type: "string",
                        meaning:
                            "With 'snapshot': the guide's identifier, address or path, as why_guide takes it."
                    ),
                    .init(
                        name: "want", type: "string",
                        meaning:
                            "With 'snapshot': the value wanted, ATTRIBUTE=VALUE with ATTRIBUTE top, left, width or height (height=24); or ATTRIBUTE alone, to decide a value the record leaves free or tied; or a constraint's number, to make that goal hold."
                    ),
                ],
                readOnly: true, timeLimit: 60
            ) { arguments in
                if let path = try arguments.optionalString("snapshot") {
                    return try wishFixes(arguments, snapshot: path, files: files)
                }
                var explanation = try explanation(arguments, files: files, snapshot: nil)
                explanation.includesFixes = true
                return try await answer(explanation)
            }
        }

        /// `suggest_fix` for a guide of a snapshot: `why --fix`'s search, text and JSON.
        static func wishFixes(_ arguments: ToolArguments, snapshot path: String, files: FileAccess) throws
            -> ToolAnswer
        {
            let snapshot = try SnapshotSource.file(path, argument: "snapshot", files: files)
            let query = try arguments.string("guide", "the guide's identifier, address or path")
            let want = try arguments.string("want", "the value wanted, such as height=24")
            guard let wish = WishFix.Wish(parsing: want) else {
                throw ToolFailure(
                    "suggest_fix: 'want' is ATTRIBUTE, ATTRIBUTE=VALUE or a constraint's number, ATTRIBUTE one of "
                        + WishFix.Wish.attributes.joined(separator: ", ")
                        + " and VALUE a number, not '\(want)'")
            }
            let tracer = PlacementTracer(snapshot)
            switch GuideLookup(tracer).match(query) {
            case .success(let match):
                let placement = tracer.placement(of: match)
                let search = WishFix.search(wish, placement: placement, tracer: tracer)
                return ToolAnswer(
                    text: PlacementText.fixes(search, placement: placement),
                    answer: PlacementText.WishFixDocument(search, placement: placement))
            case .failure(let failure):
                throw ToolFailure("suggest_fix: \(failure.description)")
            }
        }

        /// The page of a long log a conflict tool answers, as every one of them takes it.
        static let pageArguments: [GuideLensTool.Argument] = [
            .init(
                name: "from", type: "integer",
                meaning: "The first conflict, counted from 1 (default 1): the next page of a long log."),
            .init(
                name: "limit", type: "integer",
                meaning:
                    "How many conflicts at most (default \(defaultLimit)); the answer says how many the log holds."
            ),
        ]

        /// The explanation of the call's log (and page), with `snapshot`'s views and guides.
        static func explanation(_ arguments: ToolArguments, files: FileAccess, snapshot: Snapshot?) throws
            -> ConflictExplanation
        {
            ConflictExplanation(
                log: ConstraintLog.parse(try logText(arguments, files: files)), snapshot: snapshot,
                from: try arguments.optionalCount("from") ?? 1,
                limit: try arguments.optionalCount("limit") ?? defaultLimit)
        }

        /// `explanation`'s text and JSON, each worked out on a thread of its own (each works out
        /// every conflict's arithmetic: side by side).
        static func answer(_ explanation: ConflictExplanation) async throws -> ToolAnswer {
            async let json = TimeLimit.onThread { explanation.jsonValue }
            let words = try await TimeLimit.onThread { explanation.text }
            return ToolAnswer(text: words, json: try await json)
        }
    }
#endif
