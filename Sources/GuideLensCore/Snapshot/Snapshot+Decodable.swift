extension Rect: Decodable {
    /// Reads `[x, y, width, height]`; `"nan"`, `"inf"` and `"-inf"` stand for non-finite values.
    public init(from decoder: any Decoder) throws {
        let expected = "expected 4 numbers [x, y, width, height]"
        do {
            var container = try decoder.unkeyedContainer()
            var values: [Double] = []
            while !container.isAtEnd, values.count <= 4 {
                values.append(try container.decode(Double.self))
            }
            guard values.count == 4, container.isAtEnd else {
                throw SnapshotDecodingFailure(codingPath: decoder.codingPath, expected: expected)
            }
            self.init(x: values[0], y: values[1], width: values[2], height: values[3])
        } catch let failure as SnapshotDecodingFailure {
            throw failure
        } catch {
            throw SnapshotDecodingFailure(codingPath: decoder.codingPath, expected: expected)
        }
    }
}

extension ObjectAddress: Decodable {
    /// Reads a hexadecimal address string such as `"0x7fb63fc06df0"`.
    public init(from decoder: any Decoder) throws {
        let expected = "expected an address string such as \"0x7fb63fc06df0\""
        guard let text = try? decoder.singleValueContainer().decode(String.self),
            let address = ObjectAddress(parsing: text)
        else { throw SnapshotDecodingFailure(codingPath: decoder.codingPath, expected: expected) }
        self = address
    }
}

extension GuideKind: Decodable {
    /// Reads a kind name such as `"safe-area"`.
    public init(from decoder: any Decoder) throws {
        let names = GuideKind.allCases.map(\.rawValue).joined(separator: ", ")
        guard let text = try? decoder.singleValueContainer().decode(String.self),
            let kind = GuideKind(rawValue: text)
        else {
            throw SnapshotDecodingFailure(
                codingPath: decoder.codingPath, expected: "expected a guide kind: \(names)")
        }
        self = kind
    }
}

/// The JSON keys of the snapshot format, one namespace for all three levels.
enum SnapshotKey: String, CodingKey {
    case format, version, title, screenScale, windows
    case className = "class"
    case address, frame, bounds, windowFrame, hidden, alpha, clipsToBounds, guides, subviews
    case identifier, kind, layoutFrame, ambiguous, owner, classChain
}

extension Snapshot: Decodable {
    /// Reads a snapshot, checking `format` and `version` first.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.snapshotObject(
            expected: "expected a JSON object with \"format\": \"\(Snapshot.format)\"")
        let format = try container.required(
            String.self, .format, expected: "the string \"\(Snapshot.format)\"")
        guard format == Snapshot.format else {
            throw SnapshotDecodingFailure(
                codingPath: [SnapshotKey.format],
                expected:
                    "expected \"\(Snapshot.format)\", found \"\(format.prefix(60))\"; this is not a GuideLens snapshot"
            )
        }
        let version = try container.required(Int.self, .version, expected: "a whole number")
        guard version == Snapshot.currentVersion else {
            throw SnapshotDecodingFailure(
                codingPath: [SnapshotKey.version],
                expected:
                    "expected \(Snapshot.currentVersion), found \(version); this guidelens reads version \(Snapshot.currentVersion)"
            )
        }
        let title = try container.optional(String.self, .title, expected: "a string") ?? ""
        let scale = try container.optional(Double.self, .screenScale, expected: "a positive number") ?? 3
        guard scale.isFinite, scale > 0 else {
            throw SnapshotDecodingFailure(
                codingPath: [SnapshotKey.screenScale], expected: "expected a positive number")
        }
        let windows = try container.required([ViewNode].self, .windows, expected: "an array of windows")
        self.init(title: title, screenScale: scale, windows: windows)
    }
}

extension ViewNode: Decodable {
    /// Reads a view, its guides and its subviews.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.snapshotObject(expected: "expected a view object")
        let className = try container.required(String.self, .className, expected: "a class name string")
        let address = try container.required(ObjectAddress.self, .address, expected: "an address string")
        let frame = try container.required(Rect.self, .frame, expected: "4 numbers [x, y, width, height]")
        let bounds = try container.required(Rect.self, .bounds, expected: "4 numbers [x, y, width, height]")
        let frameInWindow = try container.required(
            Rect.self, .windowFrame, expected: "4 numbers [x, y, width, height]")
        let isHidden = try container.optional(Bool.self, .hidden, expected: "true or false") ?? false
        let alpha = try container.optional(Double.self, .alpha, expected: "a number from 0 to 1") ?? 1
        guard alpha.isFinite, (0...1).contains(alpha) else {
            throw SnapshotDecodingFailure(
                codingPath: container.codingPath + [SnapshotKey.alpha],
                expected: "expected a number from 0 to 1")
        }
        let clips = try container.optional(Bool.self, .clipsToBounds, expected: "true or false") ?? false
        let decodedGuides =
            try container.optional([DecodedGuide].self, .guides, expected: "an array of guides") ?? []
        let subviews = try container.optional([ViewNode].self, .subviews, expected: "an array of views") ?? []
        let guides = decodedGuides.map {
            $0.node(
                ownerClassName: className, ownerAddress: address, bounds: bounds, frameInWindow: frameInWindow
            )
        }
        self.init(
            className: className, address: address, frame: frame, bounds: bounds,
            frameInWindow: frameInWindow,
            isHidden: isHidden, alpha: alpha, clipsToBounds: clips, guides: guides, subviews: subviews)
    }
}

/// A guide as the JSON states it, before the owning view fills in what it leaves out.
struct DecodedGuide: Decodable {
    enum Owner {
        case containingView, none, other(ObjectAddress)

        func address(container: ObjectAddress) -> ObjectAddress? {
            switch self {
            case .containingView: container
            case .none: nil
            case .other(let address): address
            }
        }
    }

    var className: String
    var classChain: [String]?
    var address: ObjectAddress
    var identifier: String
    var kind: GuideKind?
    var layoutFrame: Rect
    var frameInWindow: Rect?
    var hasAmbiguousLayout: Bool?
    var owner: Owner

    init(
        className: String, classChain: [String]?, address: ObjectAddress, identifier: String,
        kind: GuideKind?,
        layoutFrame: Rect, frameInWindow: Rect?, hasAmbiguousLayout: Bool?, owner: Owner
    ) {
        self.className = className
        self.classChain = classChain
        self.address = address
        self.identifier = identifier
        self.kind = kind
        self.layoutFrame = layoutFrame
        self.frameInWindow = frameInWindow
        self.hasAmbiguousLayout = hasAmbiguousLayout
        self.owner = owner
    }

    /// The guide with what its owning view fills in: the kind (classified when not stated), the
    /// frame in the window (converted when not stated) and the owner.
    func node(
        ownerClassName: String, ownerAddress: ObjectAddress, bounds: Rect, frameInWindow ownerFrame: Rect
    )
        -> GuideNode
    {
        GuideNode(
            className: className, classChain: classChain, address: address, identifier: identifier,
            kind: kind
                ?? GuideKindClassifier.kind(
                    classChain: classChain ?? [className], identifier: identifier,
                    ownerClassName: ownerClassName),
            layoutFrame: layoutFrame,
            frameInWindow: frameInWindow
                ?? ViewCoordinates(bounds: bounds, frameInWindow: ownerFrame).toWindow(layoutFrame),
            hasAmbiguousLayout: hasAmbiguousLayout, owningViewAddress: owner.address(container: ownerAddress))
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.snapshotObject(expected: "expected a guide object")
        className =
            try container.optional(String.self, .className, expected: "a class name string")
            ?? "UILayoutGuide"
        classChain = try container.optional([String].self, .classChain, expected: "an array of class names")
        address = try container.required(ObjectAddress.self, .address, expected: "an address string")
        identifier = try container.optional(String.self, .identifier, expected: "a string") ?? ""
        kind = try container.optional(GuideKind.self, .kind, expected: "a guide kind")
        layoutFrame = try container.required(
            Rect.self, .layoutFrame, expected: "4 numbers [x, y, width, height]")
        frameInWindow = try container.optional(
            Rect.self, .windowFrame, expected: "4 numbers [x, y, width, height]")
        hasAmbiguousLayout = try container.optional(Bool.self, .ambiguous, expected: "true or false")
        if !container.contains(.owner) {
            owner = .containingView
        } else if (try? container.decodeNil(forKey: .owner)) == true {
            owner = .none
        } else {
            owner = .other(
                try container.required(ObjectAddress.self, .owner, expected: "an address string or null"))
        }
    }
}
