import ArgumentParser
@_spi(Engine) import GuideLensCore

/// The snapshot file a command reads: the same argument, help and shell completion in every
/// command that takes one (`render`, `report`, `lint`; `diff` takes two).
struct SnapshotArgument: ParsableArguments {
    @Argument(
        help: ArgumentHelp("The snapshot JSON file.", valueName: "snapshot"),
        completion: .file(extensions: ["json"]))
    var path: String

    /// The snapshot, or a failure naming the file and the problem.
    func load() throws -> Snapshot { try SnapshotFile.load(path) }
}

/// The two snapshot files `diff` compares.
struct SnapshotPairArguments: ParsableArguments {
    @Argument(
        help: ArgumentHelp("The earlier snapshot.", valueName: "before"),
        completion: .file(extensions: ["json"]))
    var before: String

    @Argument(
        help: ArgumentHelp("The later snapshot.", valueName: "after"), completion: .file(extensions: ["json"])
    )
    var after: String
}

/// A comma-separated list of guide kinds (`custom,stack-spacer`), as an option's value.
///
/// Reading never fails on its own: a command's `validate()` calls ``check()``, so that an
/// unknown kind is reported with the list of valid names rather than a generic message.
struct KindList: ExpressibleByArgument {
    private let parsed: Result<Set<GuideKind>, GuideKindListError>

    init?(argument: String) {
        parsed = GuideKind.parsedList(argument)
    }

    /// The kinds, or the error naming the unknown one.
    func check() throws -> Set<GuideKind> {
        switch parsed {
        case .success(let kinds): return kinds
        case .failure(let error): throw ValidationError(error.description)
        }
    }

    static var defaultCompletionKind: CompletionKind { .list(GuideKind.allCases.map(\.rawValue)) }

    /// The help line naming every kind.
    static let help =
        "Only these kinds, comma-separated: \(GuideKind.allCases.map(\.rawValue).joined(separator: ", "))."
}
