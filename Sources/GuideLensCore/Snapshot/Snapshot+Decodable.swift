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
    case constraints, horizontal, vertical, description, priority, active
    case layoutInputs, safeAreaInsets, controller, parentControllers, directionalLayoutMargins
    case insetsLayoutMarginsFromSafeArea, preservesSuperviewLayoutMargins, systemMinimumLayoutMargins
    case viewRespectsSystemMinimumLayoutMargins, rightToLeft, scrollView, additionalSafeAreaInsets, bars
    case contentInsetAdjustmentBehavior, adjustedContentInset, contentInset, contentSize
    case layout, intrinsicContentSize, contentHugging, compressionResistance
    case translatesAutoresizingMaskIntoConstraints, autoresizingMask
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
        guard Snapshot.readableVersions.contains(version) else {
            let versions = Snapshot.readableVersions
            throw SnapshotDecodingFailure(
                codingPath: [SnapshotKey.version],
                expected:
                    "expected \(versions.lowerBound) to \(versions.upperBound), found \(version); this guidelens reads versions \(versions.lowerBound) to \(versions.upperBound)"
            )
        }
        let title = try container.optional(String.self, .title, expected: "a string") ?? ""
        let scale = try container.optional(Double.self, .screenScale, expected: "a positive number") ?? 3
        guard scale.isFinite, scale > 0 else {
            throw SnapshotDecodingFailure(
                codingPath: [SnapshotKey.screenScale], expected: "expected a positive number")
        }
        // The table guides name their constraints from, read first wherever it stands.
        if let box = decoder.userInfo[ConstraintTableBox.key] as? ConstraintTableBox {
            box.table =
                try container.optional(
                    [RecordedConstraint].self, .constraints, expected: "an array of constraints")
                ?? []
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
        layoutInputs = try container.optional(
            LayoutInputs.self, .layoutInputs, expected: "an object of layout inputs")
        layout = try container.optional(
            ViewLayout.self, .layout, expected: "an object of what places the view")
    }
}

/// `count` numbers in an array (`"nan"`, `"inf"`, `"-inf"` allowed), or a failure naming the path.
private func decodeNumbers(_ decoder: any Decoder, count: Int, expected: String) throws -> [Double] {
    do {
        var container = try decoder.unkeyedContainer()
        var values: [Double] = []
        while !container.isAtEnd, values.count <= count { values.append(try container.decode(Double.self)) }
        guard values.count == count, container.isAtEnd else {
            throw SnapshotDecodingFailure(codingPath: decoder.codingPath, expected: expected)
        }
        return values
    } catch let failure as SnapshotDecodingFailure {
        throw failure
    } catch {
        throw SnapshotDecodingFailure(codingPath: decoder.codingPath, expected: expected)
    }
}

extension EdgeInsets: Decodable {
    /// Reads `[top, left, bottom, right]`.
    package init(from decoder: any Decoder) throws {
        let values = try decodeNumbers(
            decoder, count: 4, expected: "expected 4 numbers [top, left, bottom, right]")
        self.init(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }
}

extension DirectionalEdgeInsets: Decodable {
    /// Reads `[top, leading, bottom, trailing]`.
    package init(from decoder: any Decoder) throws {
        let values = try decodeNumbers(
            decoder, count: 4, expected: "expected 4 numbers [top, leading, bottom, trailing]")
        self.init(top: values[0], leading: values[1], bottom: values[2], trailing: values[3])
    }
}

extension RecordedConstraint: Decodable {
    /// Reads `{ "description": "…", "priority": 999, "active": false }`.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.snapshotObject(expected: "expected a constraint object")
        self.init(
            description: try container.required(
                String.self, .description, expected: "UIKit's description string"),
            priority: try container.optional(Double.self, .priority, expected: "a number") ?? 1000,
            isActive: try container.optional(Bool.self, .active, expected: "true or false") ?? true)
    }
}

/// The snapshot's table of constraints while it is read: the top level fills it, each guide
/// names its constraints from it by number.
final class ConstraintTableBox: @unchecked Sendable {
    /// Where a decoder's `userInfo` holds the box.
    static let key: CodingUserInfoKey = {
        guard let key = CodingUserInfoKey(rawValue: "GuideLens.constraintTable") else {
            preconditionFailure("a user-info key is any string")
        }
        return key
    }()
    /// The table, once the top level has read it.
    var table: [RecordedConstraint] = []
}

/// One entry of a guide's constraint list: a number in the snapshot's table, or (as version 2
/// first wrote them) a constraint object.
private struct ConstraintEntry: Decodable {
    var constraint: RecordedConstraint

    init(from decoder: any Decoder) throws {
        if let number = try? decoder.singleValueContainer().decode(Int.self) {
            let table = (decoder.userInfo[ConstraintTableBox.key] as? ConstraintTableBox)?.table ?? []
            guard number >= 0, number < table.count else {
                throw SnapshotDecodingFailure(
                    codingPath: decoder.codingPath,
                    expected:
                        "expected the number of a constraint in the snapshot's \"constraints\" table (0 to \(table.count - 1)), found \(number)"
                )
            }
            constraint = table[number]
            return
        }
        do {
            constraint = try RecordedConstraint(from: decoder)
        } catch {
            throw SnapshotDecodingFailure(
                codingPath: decoder.codingPath,
                expected:
                    "expected a constraint's number in the \"constraints\" table, or a constraint object")
        }
    }
}

extension GuideConstraints: Decodable {
    /// Reads `{ "horizontal": [0, 3], "vertical": [1, 2] }`: numbers in the snapshot's
    /// `"constraints"` table (or constraint objects).
    package init(from decoder: any Decoder) throws {
        let container = try decoder.snapshotObject(
            expected: "expected an object with horizontal and vertical")
        self.init(
            horizontal: try container.optional(
                [ConstraintEntry].self, .horizontal, expected: "an array of constraint numbers")?.map(
                    \.constraint)
                ?? [],
            vertical: try container.optional(
                [ConstraintEntry].self, .vertical, expected: "an array of constraint numbers")?.map(
                    \.constraint)
                ?? [])
    }
}

extension BarInputs: Decodable {
    /// Reads `{ "kind": "navigationBar", "windowFrame": [...], "hidden": true }`; a bar whose
    /// frame was not read (a hidden one) has no `"windowFrame"`.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.snapshotObject(expected: "expected a bar object")
        let names = BarInputs.Kind.allCases.map(\.rawValue).joined(separator: ", ")
        let name = try container.required(String.self, .kind, expected: "a bar kind: \(names)")
        guard let kind = BarInputs.Kind(rawValue: name) else {
            throw SnapshotDecodingFailure(
                codingPath: container.codingPath + [SnapshotKey.kind],
                expected: "expected a bar kind: \(names)")
        }
        self.init(
            kind: kind,
            frameInWindow: try container.optional(
                Rect.self, .windowFrame, expected: "4 numbers [x, y, width, height]"),
            isHidden: try container.optional(Bool.self, .hidden, expected: "true or false") ?? false)
    }
}

extension ControllerInputs: Decodable {
    /// Reads `{ "class": "…", "additionalSafeAreaInsets": [...], "bars": [...] }`.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.snapshotObject(expected: "expected a controller object")
        self.init(
            className: try container.required(String.self, .className, expected: "a class name string"),
            additionalSafeAreaInsets: try container.optional(
                EdgeInsets.self, .additionalSafeAreaInsets, expected: "4 numbers [top, left, bottom, right]")
                ?? .zero,
            bars: try container.optional([BarInputs].self, .bars, expected: "an array of bars") ?? [])
    }
}

extension ScrollViewInputs: Decodable {
    /// Reads `{ "contentInsetAdjustmentBehavior": "…", "adjustedContentInset": [...], … }`.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.snapshotObject(expected: "expected a scroll view object")
        let insets = "4 numbers [top, left, bottom, right]"
        var contentSize: Size?
        if container.contains(.contentSize), (try? container.decodeNil(forKey: .contentSize)) != true {
            let values = try decodeNumbers(
                try container.superDecoder(forKey: .contentSize), count: 2,
                expected: "expected 2 numbers [width, height]")
            contentSize = Size(width: values[0], height: values[1])
        }
        self.init(
            contentInsetAdjustmentBehavior: try container.required(
                String.self, .contentInsetAdjustmentBehavior, expected: "a behavior name string"),
            adjustedContentInset: try container.required(
                EdgeInsets.self, .adjustedContentInset, expected: insets),
            contentInset: try container.optional(EdgeInsets.self, .contentInset, expected: insets),
            contentSize: contentSize)
    }
}

extension ViewLayout: Decodable {
    /// Reads a view's `"layout"` object; every field is optional, and a value the format does not
    /// hold (``ViewLayout/holdable``) is refused with its path.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.snapshotObject(expected: "expected an object of what places the view")
        let priorities = "2 priorities [horizontal, vertical], each from 0 to 1000"
        func axisPriorities(_ key: SnapshotKey) throws -> AxisPriorities? {
            guard let values = try decodedNumbers(in: container, key, count: 2, expected: priorities) else {
                return nil
            }
            let read = AxisPriorities(horizontal: values[0], vertical: values[1])
            guard ViewLayout.holds(read) else {
                throw SnapshotDecodingFailure(
                    codingPath: container.codingPath + [key], expected: "expected \(priorities)")
            }
            return read
        }
        var size: Size?
        let sizeExpected = "2 finite numbers [width, height] (-1 is no intrinsic size)"
        if let values = try decodedNumbers(
            in: container, .intrinsicContentSize, count: 2, expected: sizeExpected)
        {
            let read = Size(width: values[0], height: values[1])
            guard ViewLayout.holds(intrinsicContentSize: read) else {
                throw SnapshotDecodingFailure(
                    codingPath: container.codingPath + [SnapshotKey.intrinsicContentSize],
                    expected: "expected \(sizeExpected)")
            }
            size = read
        }
        let mask = try container.optional(Int.self, .autoresizingMask, expected: "a whole number from 0")
        if let mask, !ViewLayout.holds(autoresizingMask: mask) {
            throw SnapshotDecodingFailure(
                codingPath: container.codingPath + [SnapshotKey.autoresizingMask],
                expected: "expected a whole number from 0, found \(mask)")
        }
        self.init(
            constraints: try container.optional(
                GuideConstraints.self, .constraints,
                expected: "an object with horizontal and vertical constraints"),
            intrinsicContentSize: size,
            contentHugging: try axisPriorities(.contentHugging),
            compressionResistance: try axisPriorities(.compressionResistance),
            translatesAutoresizingMaskIntoConstraints: try container.optional(
                Bool.self, .translatesAutoresizingMaskIntoConstraints, expected: "true or false"),
            autoresizingMask: mask)
    }
}

/// The numbers of an optional array field (absent or null: `nil`), `count` of them, or a failure
/// naming the field's path.
private func decodedNumbers(
    in container: KeyedDecodingContainer<SnapshotKey>, _ key: SnapshotKey, count: Int, expected: String
) throws -> [Double]? {
    guard container.contains(key), (try? container.decodeNil(forKey: key)) != true else { return nil }
    return try decodeNumbers(
        try container.superDecoder(forKey: key), count: count, expected: "expected \(expected)")
}

extension LayoutInputs: Decodable {
    /// Reads a view's `"layoutInputs"` object; every field is optional.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.snapshotObject(expected: "expected an object of layout inputs")
        let insets = "4 numbers [top, left, bottom, right]"
        let directional = "4 numbers [top, leading, bottom, trailing]"
        self.init(
            safeAreaInsets: try container.optional(EdgeInsets.self, .safeAreaInsets, expected: insets),
            controller: try container.optional(
                ControllerInputs.self, .controller, expected: "a controller object"),
            parentControllers: try container.optional(
                [ControllerInputs].self, .parentControllers, expected: "an array of controllers") ?? [],
            directionalLayoutMargins: try container.optional(
                DirectionalEdgeInsets.self, .directionalLayoutMargins, expected: directional),
            insetsLayoutMarginsFromSafeArea: try container.optional(
                Bool.self, .insetsLayoutMarginsFromSafeArea, expected: "true or false"),
            preservesSuperviewLayoutMargins: try container.optional(
                Bool.self, .preservesSuperviewLayoutMargins, expected: "true or false"),
            systemMinimumLayoutMargins: try container.optional(
                DirectionalEdgeInsets.self, .systemMinimumLayoutMargins, expected: directional),
            viewRespectsSystemMinimumLayoutMargins: try container.optional(
                Bool.self, .viewRespectsSystemMinimumLayoutMargins, expected: "true or false"),
            isRightToLeft: try container.optional(Bool.self, .rightToLeft, expected: "true or false"),
            scrollView: try container.optional(
                ScrollViewInputs.self, .scrollView, expected: "a scroll view object"))
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
    var constraints: GuideConstraints?

    init(
        className: String, classChain: [String]?, address: ObjectAddress, identifier: String,
        kind: GuideKind?,
        layoutFrame: Rect, frameInWindow: Rect?, hasAmbiguousLayout: Bool?, owner: Owner,
        constraints: GuideConstraints? = nil
    ) {
        self.constraints = constraints
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
        var node = GuideNode(
            className: className, classChain: classChain, address: address, identifier: identifier,
            kind: kind
                ?? GuideKindClassifier.kind(
                    classChain: classChain ?? [className], identifier: identifier,
                    ownerClassName: ownerClassName),
            layoutFrame: layoutFrame,
            frameInWindow: frameInWindow
                ?? ViewCoordinates(bounds: bounds, frameInWindow: ownerFrame).toWindow(layoutFrame),
            hasAmbiguousLayout: hasAmbiguousLayout, owningViewAddress: owner.address(container: ownerAddress))
        node.constraints = constraints
        return node
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
        constraints = try container.optional(
            GuideConstraints.self, .constraints,
            expected: "an object with horizontal and vertical constraints")
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
