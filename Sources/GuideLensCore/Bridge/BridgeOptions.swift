/// The options of one `guidelens_describe` call, as LLDB's `showguides` passes them.
package struct BridgeOptions: Hashable, Sendable {
    /// What the call returns.
    package enum Output: Hashable, Sendable {
        /// The text tree.
        case text
        /// The snapshot JSON `guidelens` reads.
        case json
        /// The inspector page `guidelens html` writes (`showguides --html PATH`).
        case html
    }

    /// The output form.
    package var output: Output = .text
    /// When set, only guides of these kinds are described.
    package var kinds: Set<GuideKind>?
    /// When set, the overlay is switched first.
    package var overlayRequest: ToggleRequest?
    /// Whether the call asks for the diagnosis (`--doctor`) instead of the guides.
    package var asksForDiagnosis = false
    /// The guide whose placement the call asks for (`--why GUIDE`), by identifier, address or path.
    package var why: String?

    /// Creates default options: the text tree of every kind.
    package init() {}

    /// The options every `guidelens_describe` call understands, for error messages.
    package static let usage =
        "--json, --text, --html, --kinds KIND[,KIND…], --on, --off, --toggle, --doctor, --why GUIDE (last)"

    /// Parses space-separated options: `--json --kinds custom,safe-area`.
    ///
    /// Throws ``BridgeError/invalidOptions(_:)`` for anything unknown, a missing kind list, an
    /// unknown kind, or two switch requests.
    package static func parse(_ text: String) throws -> BridgeOptions {
        var options = BridgeOptions()
        var words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init)[
            ...]
        while let word = words.popFirst() {
            switch word {
            case "--json": options.output = .json
            case "--text": options.output = .text
            case "--html": options.output = .html
            case "--kinds":
                guard let list = words.popFirst(), !list.hasPrefix("--") else {
                    throw BridgeError.invalidOptions("--kinds needs a comma-separated list of kinds")
                }
                switch GuideKind.parsedList(list) {
                case .success(let kinds): options.kinds = kinds
                case .failure(let error): throw BridgeError.invalidOptions(error.description)
                }
            case "--doctor": options.asksForDiagnosis = true
            case "--why":
                // The guide is the rest of the line: a path holds spaces (`UIView › spacer2`).
                let guide = words.joined(separator: " ")
                guard !guide.isEmpty else {
                    throw BridgeError.invalidOptions(
                        "--why needs a guide: an identifier, an address or a path")
                }
                options.why = guide
                words = []
            case "--on", "--off", "--toggle":
                guard options.overlayRequest == nil else {
                    throw BridgeError.invalidOptions("give only one of --on, --off and --toggle")
                }
                options.overlayRequest = word == "--toggle" ? .toggle : .set(word == "--on")
            default:
                throw BridgeError.invalidOptions("unknown option '\(word.prefix(80))'; expected \(usage)")
            }
        }
        if options.overlayRequest != nil, options.output != .text || options.kinds != nil {
            throw BridgeError.invalidOptions("--on, --off and --toggle take no other option")
        }
        if options.why != nil,
            options.kinds != nil || options.overlayRequest != nil || options.asksForDiagnosis
                || options.output == .html
        {
            throw BridgeError.invalidOptions("--why takes no other option but --json")
        }
        if options.asksForDiagnosis, options != BridgeOptions.diagnosis {
            throw BridgeError.invalidOptions("--doctor takes no other option")
        }
        return options
    }

    /// The options of a `--doctor` call.
    private static var diagnosis: BridgeOptions {
        var options = BridgeOptions()
        options.asksForDiagnosis = true
        return options
    }
}
