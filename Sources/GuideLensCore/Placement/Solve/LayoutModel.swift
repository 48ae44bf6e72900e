/// The whole record as one layout, for `why --check` and what-if: every constraint any recorded
/// guide or view names, each once, read once; the items whose constraints were recorded are the
/// unknowns (their frames recomputed), every other item a given (its recorded frame). The engine
/// solves it as UIKit's engine does — required rows hold, priorities in tiers — one connected group
/// of items at a time. Values are in the window's coordinates.
package struct LayoutModel: Sendable {
    /// A constraint of the record, with how it reads.
    package struct Entry: Sendable {
        /// As recorded; `nil` for a content size made from a view's recorded intrinsic size.
        package var recorded: RecordedConstraint?
        /// Read into parts, when it reads.
        package var read: LoggedConstraint?
        /// The item whose record lists it (the view of an intrinsic size, the content guide of a
        /// content origin).
        package var owner: ObjectAddress? = nil
        /// The axis its record lists it for.
        package var axis: LayoutAxis? = nil
        /// The items besides ``owner`` whose own records list it (most constraints are listed by
        /// one item only: an empty list costs nothing).
        package var alsoListedBy: [ObjectAddress] = []

        /// Whether the own record of the item at `address` lists it.
        package func isListed(by address: ObjectAddress) -> Bool {
            owner == address || alsoListedBy.contains(address)
        }
    }

    /// An item whose constraints the record holds: its frame is recomputed.
    package struct Placed: Sendable {
        package var address: ObjectAddress
        /// `spacer2`, `UILabel`.
        package var name: String
        package var isGuide: Bool
        /// Its recorded frame in the window.
        package var frame: Rect
    }

    /// A change to one constraint, to see what moves (``WhatIf``).
    package enum Edit: Hashable, Sendable {
        /// Its constant set to a value.
        case constant(Double)
        /// Its priority set (1000 makes it required).
        case priority(Double)
        /// Deactivated.
        case deactivate
        /// A content size's hugging priority set (the view's `setContentHuggingPriority`).
        case hugging(Double)
        /// A content size's compression-resistance priority set.
        case compressionResistance(Double)

        /// `read` with the edit made.
        package func applied(to read: LoggedConstraint) -> LoggedConstraint {
            var read = read
            let priorities = read.contentPriorities ?? ContentPriorities.defaults
            switch self {
            case .constant(let value): read.constant = value
            case .priority(let value): read.priority = value
            case .deactivate: read.isActive = false
            case .hugging(let value):
                read.contentPriorities = ContentPriorities(
                    hugging: value, compressionResistance: priorities.compressionResistance)
            case .compressionResistance(let value):
                read.contentPriorities = ContentPriorities(
                    hugging: priorities.hugging, compressionResistance: value)
            }
            return read
        }
    }

    let tracer: PlacementTracer
    /// Every constraint of the record, each once.
    package private(set) var entries: [Entry] = []
    /// The items recomputed, in walk order.
    package private(set) var placed: [Placed] = []
    /// Where each recorded constraint is in ``entries``.
    private var entryOf: [RecordedConstraint: Int] = [:]

    /// The model of `snapshot`: every item whose constraints it records.
    package init(_ snapshot: Snapshot) {
        self.init(tracer: PlacementTracer(snapshot))
    }

    /// The model of the snapshot `tracer` indexed: every item whose constraints it records, or,
    /// `around` an item, that item and those its constraints reach, item by item (what one
    /// guide's answer needs, without reading the rest of a large snapshot).
    package init(tracer: PlacementTracer, around start: ObjectAddress? = nil) {
        self.tracer = tracer
        var queue: [ObjectAddress]
        if let start {
            queue = [start]
        } else {
            queue = tracer.viewOrder.flatMap { address -> [ObjectAddress] in
                [address] + (tracer.views[address]?.view.guides.map(\.address) ?? [])
            }
        }
        var seen = Set(queue)
        var next = 0
        while next < queue.count {
            let address = queue[next]
            next += 1
            let first = entries.count
            guard place(address) else { continue }
            guard start != nil else { continue }
            for entry in entries[first...] {
                for item in entry.read?.items ?? [] where seen.insert(item.address).inserted {
                    queue.append(item.address)
                }
                // A frame set in code is measured from its superview, which places it too.
                if entry.read?.isAutoresizing == true, let superview = tracer.superview(of: address),
                    seen.insert(superview).inserted
                {
                    queue.append(superview)
                }
            }
        }
        addIntrinsicSizes()
        addContentOrigins()
        guard placed.contains(where: { !$0.isGuide }) else { return }
        let names = ItemNames(entries.compactMap(\.read))
        for index in placed.indices where !placed[index].isGuide {
            guard let view = tracer.views[placed[index].address]?.view else { continue }
            placed[index].name = names.view(view.address, className: view.className)
        }
    }

    /// Where UIKit starts each recomputed scroll view content guide, on each axis: at its scroll
    /// view's content origin (``PlacementTracer/contentOrigin(of:on:)``).
    private mutating func addContentOrigins() {
        for item in placed where item.isGuide {
            guard let guide = tracer.guides[item.address]?.guide, guide.kind == .scrollContent else {
                continue
            }
            for axis in LayoutAxis.allCases {
                entries.append(
                    Entry(
                        recorded: nil, read: PlacementTracer.contentOrigin(of: guide, on: axis),
                        owner: guide.address,
                        axis: axis))
            }
        }
    }

    /// Where the content origin the model made for the scroll view content guide at `address` on
    /// `axis` is among its entries.
    package func contentOriginEntry(of address: ObjectAddress, on axis: LayoutAxis) -> Int? {
        entries.indices.first { index in
            guard entries[index].recorded == nil, let read = entries[index].read,
                read.className == PlacementTracer.contentOriginClassName
            else { return false }
            return read.first.item.address == address && read.first.attribute.axis == axis
        }
    }

    /// Places the item at `address` when the record holds its constraints (a guide UIKit does not
    /// place, a view with a recorded layout), adding its constraints; whether it did.
    private mutating func place(_ address: ObjectAddress) -> Bool {
        if let indexed = tracer.views[address] {
            guard let recorded = indexed.view.layout?.constraints else { return false }
            placed.append(
                Placed(
                    address: address, name: indexed.view.className.unqualifiedClassName, isGuide: false,
                    frame: indexed.view.frameInWindow))
            add(recorded, owner: address, rightToLeft: indexed.view.layoutInputs?.isRightToLeft == true)
            return true
        }
        guard let indexed = tracer.guides[address], let recorded = indexed.guide.constraints,
            !tracer.isPlacedByUIKit(address)
        else { return false }
        placed.append(
            Placed(
                address: address, name: indexed.guide.displayName, isGuide: true,
                frame: indexed.guide.frameInWindow))
        add(
            recorded, owner: address,
            rightToLeft: tracer.views[indexed.owner]?.view.layoutInputs?.isRightToLeft == true)
        return true
    }

    /// Adds each constraint of `recorded` not already in the model.
    private mutating func add(_ recorded: GuideConstraints, owner: ObjectAddress, rightToLeft: Bool) {
        let listed =
            recorded.horizontal.map { ($0, LayoutAxis.horizontal) }
            + recorded.vertical.map { ($0, .vertical) }
        for (constraint, axis) in listed {
            if let known = entryOf[constraint] {
                if !entries[known].isListed(by: owner) { entries[known].alsoListedBy.append(owner) }
                continue
            }
            entryOf[constraint] = entries.count
            var read: LoggedConstraint?
            if case .success(var parsed) = LoggedConstraintReader.read(Substring(constraint.description)) {
                parsed.priority = constraint.priority
                parsed.isActive = constraint.isActive
                if rightToLeft, case .physical(let physical) = RightToLeftReading.read(parsed) {
                    read = physical
                } else if !rightToLeft || RightToLeftReading.read(parsed) == .unchanged {
                    read = parsed
                }
            }
            entries.append(Entry(recorded: constraint, read: read, owner: owner, axis: axis))
        }
    }

    /// A content size for each axis of each recorded view with an intrinsic size, where its
    /// recorded constraints hold none (UIKit makes one from `intrinsicContentSize`).
    private mutating func addIntrinsicSizes() {
        var sized = Set<ConstraintRows.Variable>()
        for entry in entries {
            guard let read = entry.read, read.isContentSize, let axis = read.first.attribute.axis else {
                continue
            }
            sized.insert(ConstraintRows.Variable(address: read.first.item.address, slot: .size(axis)))
        }
        for item in placed where !item.isGuide {
            guard let view = tracer.views[item.address]?.view, let layout = view.layout else { continue }
            for axis in LayoutAxis.allCases {
                let variable = ConstraintRows.Variable(address: view.address, slot: .size(axis))
                guard let intrinsic = layout.intrinsicSize(on: axis), !sized.contains(variable) else {
                    continue
                }
                let priorities = ContentPriorities(
                    hugging: layout.contentHugging?.on(axis) ?? ContentPriorities.defaults.hugging,
                    compressionResistance: layout.compressionResistance?.on(axis)
                        ?? ContentPriorities.defaults.compressionResistance)
                let item = LoggedItem(className: view.className, address: view.address)
                entries.append(
                    Entry(
                        recorded: nil,
                        read: LoggedConstraint(
                            className: "NSContentSizeLayoutConstraint", address: ObjectAddress(0),
                            first: LoggedAnchor(item: item, attribute: .size(axis)), relation: .equal,
                            constant: intrinsic, contentPriorities: priorities),
                        owner: view.address, axis: axis))
            }
        }
    }

    /// Where a constraint of an answer is among the model's entries: a recorded one by its record,
    /// a view's intrinsic size by its view and axis, a content origin by its guide and axis.
    package func entry(of constraint: PlacementConstraint) -> Int? {
        switch constraint.source {
        case .intrinsicSize(let address): return intrinsicSizeEntry(of: address, on: constraint.axis)
        case .contentOrigin(let address): return contentOriginEntry(of: address, on: constraint.axis)
        case .guide, .view:
            return entry(
                of: RecordedConstraint(
                    description: constraint.description, priority: constraint.priority,
                    isActive: constraint.isActive))
        }
    }

    /// Where `constraint` is among the model's entries.
    package func entry(of constraint: RecordedConstraint) -> Int? { entryOf[constraint] }

    /// Where the content size the model made from the intrinsic size of the view at `address` on
    /// `axis` is among its entries.
    package func intrinsicSizeEntry(of address: ObjectAddress, on axis: LayoutAxis) -> Int? {
        entries.indices.first { index in
            guard entries[index].recorded == nil, let read = entries[index].read, read.isContentSize else {
                return false
            }
            return read.first.item.address == address && read.first.attribute.axis == axis
        }
    }

    /// The model with `constraints` added as the app would add them, each listed by `owner`: a fix
    /// that adds constraints, solved before it is offered (``WishFix``). The items stay those the
    /// model places; an added constraint only names items it already knows or gives.
    package func adding(_ constraints: [LoggedConstraint], owner: ObjectAddress) -> LayoutModel {
        var copy = self
        for read in constraints {
            copy.entries.append(
                Entry(recorded: nil, read: read, owner: owner, axis: read.first.attribute.axis))
        }
        return copy
    }

    /// Whether the item is recomputed by the model.
    package func isPlaced(_ address: ObjectAddress) -> Bool { placed.contains { $0.address == address } }

    // MARK: Rows

    /// The model's rows with `edits` applied (by entry): the required ones as rows, the rest as
    /// goals; every given item's values put in, so that only recomputed items stay unknown.
    func rows(edits: [Int: [Edit]] = [:]) -> (builder: ConstraintRows.Builder, system: LinearSystem) {
        var builder = ConstraintRows.Builder()
        let placedAddresses = Set(placed.map(\.address))
        for (index, entry) in entries.enumerated() {
            guard var read = entry.read, affectsPlaced(entry, placed: placedAddresses) else { continue }
            for edit in edits[index] ?? [] { read = edit.applied(to: read) }
            builder.add(PlacementEngine.inHierarchy(read), index: index)
        }
        var given: [Int: Double] = [:]
        let origins = builder.unknowns.filter { variable, _ in
            if case .superviewOrigin = variable.slot { return true }
            return false
        }
        for (variable, number) in origins.sorted(by: { $0.key < $1.key }) {
            guard case .superviewOrigin(let axis) = variable.slot else { continue }
            // Where a frame is measured from: its superview's bounds origin, which moves with the
            // superview when the model places it; given where the superview's frame is.
            if let superview = tracer.superview(of: variable.address), placedAddresses.contains(superview),
                let bounds = tracer.views[superview]?.view.bounds
            {
                let position = builder.unknown(
                    ConstraintRows.Variable(address: superview, slot: .position(axis)))
                let offset = axis == .horizontal ? bounds.minX : bounds.minY
                guard offset.isFinite else { continue }
                builder.system.rows.append(
                    LinearSystem.Row(
                        terms: [number: 1, position: -1], relation: .equal, constant: -offset,
                        isAssumption: true))
            } else if let value = tracer.superviewOrigin(of: variable.address, on: axis) {
                given[number] = value
            }
        }
        var system = builder.finished()
        for (variable, number) in builder.unknowns {
            if case .superviewOrigin = variable.slot {
                continue
            } else if !placedAddresses.contains(variable.address), let value = givenValue(variable) {
                given[number] = value
            }
        }
        system.rows = system.rows.map { Self.substituting(given, in: $0) }
        for index in builder.goals.indices {
            builder.goals[index].goal.row = Self.substituting(given, in: builder.goals[index].goal.row)
        }
        return (builder, system)
    }

    /// Whether `entry` bears on an item the model places. A constraint between placed items and
    /// items given by their frames that no placed item's own record lists does not: UIKit's
    /// `constraintsAffectingLayout(for:)` says it affects none of them, so it places the given items
    /// (whose recorded frames already show it), and read against those frames it would pin the
    /// placed ones by an accident of the record (a label's height fixed by a view centred on it).
    func affectsPlaced(_ entry: Entry, placed: Set<ObjectAddress>) -> Bool {
        guard let read = entry.read, entry.recorded != nil else { return true }
        var namesPlaced = false
        var namesGiven = false
        var listed = false
        func note(_ item: LoggedItem) {
            guard !item.isPlaceholder else { return }
            if placed.contains(item.address) {
                namesPlaced = true
                listed = listed || entry.isListed(by: item.address)
            } else {
                namesGiven = true
            }
        }
        note(read.first.item)
        if let second = read.second { note(second.item) }
        return !namesPlaced || !namesGiven || listed
    }

    /// `row` with each unknown of `given` replaced by its value.
    static func substituting(_ given: [Int: Double], in row: LinearSystem.Row) -> LinearSystem.Row {
        var copy = row
        for (unknown, coefficient) in row.terms {
            guard let value = given[unknown] else { continue }
            copy.constant -= coefficient * value
            copy.terms[unknown] = nil
        }
        return copy
    }

    /// The recorded value of a given item's unknown: its frame's edge or size, a view's margin.
    func givenValue(_ variable: ConstraintRows.Variable) -> Double? {
        let address = variable.address
        guard let frame = tracer.rect(of: address) else { return nil }
        let margins = tracer.marginGuides[address]
        let value: Double?
        switch variable.slot {
        case .position(.horizontal): value = frame.minX
        case .position(.vertical): value = frame.minY
        case .size(.horizontal): value = frame.width
        case .size(.vertical): value = frame.height
        case .margin(.leading): value = margins.map { $0.minX - frame.minX }
        case .margin(.trailing): value = margins.map { frame.maxX - $0.maxX }
        case .margin(.top): value = margins.map { $0.minY - frame.minY }
        case .margin(.bottom): value = margins.map { frame.maxY - $0.maxY }
        case .firstBaselineOffset, .lastBaselineOffset, .superviewOrigin: value = nil
        }
        return value.flatMap { $0.isFinite ? $0 : nil }
    }
}
