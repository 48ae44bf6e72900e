import Testing

@testable import GuideLensCommandLine
@testable @_spi(Engine) import GuideLensCore

/// Every sample scene records what a capture records, so that `why` answers it whole and
/// `why --check` solves it again: no gap in the traced guide's answer, no value the constraints
/// give otherwise, and every recorded guide and view recomputed to its frame. The three scenes that
/// trace through views say what the arithmetic on paper says.
@Suite("Sample scenes answer why")
struct SceneTraceTests {
    /// The traced guide's answer in `scene`.
    static func placement(_ scene: SampleScene) throws -> GuidePlacement {
        let snapshot = scene.build()
        let traced = try #require(scene.traced, "\(scene.name) traces no guide")
        let tracer = PlacementTracer(snapshot)
        guard case .found(let match) = GuideLookup(tracer).find(traced) else {
            Issue.record("\(scene.name): no guide \(traced)")
            throw CancellationError()
        }
        return tracer.placement(of: match)
    }

    /// A horizontal or vertical line of the answer, by its start.
    static func line(_ placement: GuidePlacement, _ axis: LayoutAxis, startingWith start: String) -> String? {
        placement.axes.first { $0.axis == axis }?.lines.map(\.text).first { $0.hasPrefix(start) }
    }

    static let names = SampleScene.all.map(\.name)

    @Test("the traced guide's answer has no gap and nothing the constraints give otherwise", arguments: names)
    func answersWhole(name: String) throws {
        let scene = try #require(SampleScene.named(name))
        let placement = try Self.placement(scene)
        #expect(placement.missing.isEmpty, "\(scene.name): \(placement.missing)")
        for axis in placement.axes {
            let differs = axis.notes.filter { if case .differs = $0 { true } else { false } }
            #expect(differs.isEmpty, "\(scene.name) \(axis.axis): \(differs)")
        }
        #expect(!PlacementText.text(placement).contains("Missing:"))
    }

    @Test(
        "the record solved again puts every recorded guide and view at its frame, but what an ambiguous guide leaves open",
        arguments: names)
    func recomputes(name: String) throws {
        let scene = try #require(SampleScene.named(name))
        let snapshot = scene.build()
        let recomputed = LayoutModel(snapshot).recompute()
        // What --check must cover: every guide the record places by constraints, every view it
        // records constraints for.
        let tracer = PlacementTracer(snapshot)
        let guides = snapshot.allGuides.map(\.guide).filter {
            $0.constraints != nil && !tracer.isPlacedByUIKit($0.address)
        }
        var views = 0
        snapshot.forEachView { visit in if visit.view.layout?.constraints != nil { views += 1 } }
        expectEqual(recomputed.items.guides.total, guides.count, "\(scene.name)")
        expectEqual(recomputed.items.views.total, views, "\(scene.name)")
        // A guide UIKit reports as ambiguous stays open where nothing places it; nothing else may.
        let ambiguous = Set(guides.filter { $0.hasAmbiguousLayout == true }.map(\.address))
        let wrong = recomputed.mismatches.filter { check in
            guard ambiguous.contains(check.address), case .open = check.outcome else { return true }
            return false
        }
        #expect(wrong.isEmpty, "\(scene.name): \(wrong)")
    }

    @Test(
        "every value of every scene's record, read from the solved layout, checks out another way",
        arguments: names)
    func decisionsCheckOut(name: String) throws {
        let scene = try #require(SampleScene.named(name))
        let contradictions = LayoutModel(scene.build()).contradictions()
        #expect(contradictions.isEmpty, "\(scene.name): \(contradictions)")
    }

    @Test(
        "the traced guide's answer and --check agree on every value: one value, a tie's range, or open",
        arguments: names)
    func traceAgreesWithCheck(name: String) throws {
        let scene = try #require(SampleScene.named(name))
        let placement = try Self.placement(scene)
        let checks = LayoutModel(scene.build()).recompute().checks.filter { $0.address == placement.address }
        // A guide UIKit places (a legacy layout guide) is given, never recomputed: nothing to agree on.
        let tracer = PlacementTracer(scene.build())
        if tracer.isPlacedByUIKit(placement.address) {
            #expect(checks.isEmpty)
            return
        }
        for axis in placement.axes {
            for (role, decision, value) in [
                (AxisRole.start, axis.positionDecision, axis.positionValue),
                (.size, axis.sizeDecision, axis.sizeValue),
            ] {
                guard let check = checks.first(where: { $0.axis == axis.axis && $0.role == role }) else {
                    Issue.record("\(scene.name) \(axis.axis) \(role): not recomputed")
                    continue
                }
                switch (decision, check.outcome) {
                case (.fixed, .matches(let computed)), (.heldByInequalities, .matches(let computed)):
                    #expect(
                        abs(computed - value) <= Recomputation.margin, "\(scene.name) \(axis.axis) \(role)")
                case (.decidedByPriority(let verdict), .matches(let computed)):
                    #expect(verdict.uncertainty.map { if case .tie = $0 { false } else { true } } ?? true)
                    #expect(
                        abs(computed - verdict.value) <= Recomputation.margin,
                        "\(scene.name) \(axis.axis) \(role)")
                case (.decidedByPriority(let verdict), .tied(let lower, let upper)):
                    guard case .tie(let low, let high, _)? = verdict.uncertainty else {
                        Issue.record("\(scene.name) \(axis.axis) \(role): --check ties, the trace does not")
                        continue
                    }
                    #expect(
                        abs(low - lower) <= EngineTolerance.value
                            && abs(high - upper) <= EngineTolerance.value)
                case (.free, .open):
                    break
                default:
                    Issue.record(
                        "\(scene.name) \(axis.axis) \(role): the trace says \(decision), --check \(check.outcome)"
                    )
                }
            }
        }
    }

    @Test(
        "on the picture of every guide's answer, each view noted with its size source is outlined too, and noted once",
        arguments: names)
    func notedViewsOutlined(name: String) throws {
        let scene = try #require(SampleScene.named(name))
        let snapshot = scene.build()
        let tracer = PlacementTracer(snapshot)
        var noted = 0
        let lookup = GuideLookup(tracer)
        for guide in snapshot.allGuides {
            guard case .success(let match) = lookup.match(guide.guide.address.description) else { continue }
            var options = SnapshotRenderer.Options()
            tracer.placement(of: match).markings(into: &options, tracer: tracer)
            noted += options.notes.count
            for note in options.notes {
                #expect(
                    options.highlighted.contains(note.item), "\(scene.name): \(note.text) on \(note.item)")
            }
            expectEqual(Set(options.notes).count, options.notes.count, "\(scene.name)")
        }
        if ["hugging-row", "autoresizing-frame"].contains(name) { #expect(noted > 0) }
    }

    @Test(
        "a layout is recorded for exactly the views a capture records: those the guides' constraints name, and on",
        arguments: names)
    func viewLayouts(name: String) throws {
        let snapshot = try #require(SampleScene.named(name)).build()
        var layouts: [ObjectAddress: ViewLayout] = [:]
        var views = Set<ObjectAddress>()
        snapshot.forEachView { visit in
            views.insert(visit.view.address)
            if let layout = visit.view.layout { layouts[visit.view.address] = layout }
        }
        func named(by constraints: GuideConstraints?) -> [ObjectAddress] {
            (constraints.map { $0.horizontal + $0.vertical } ?? []).flatMap { constraint -> [ObjectAddress] in
                guard case .success(let read) = LoggedConstraintReader.read(Substring(constraint.description))
                else {
                    return []
                }
                return read.items.map(\.address).filter(views.contains)
            }
        }
        let chosen = ViewRecording.addresses(
            namedByGuides: snapshot.allGuides.flatMap { named(by: $0.guide.constraints) },
            isRecordable: views.contains, namedBy: { named(by: layouts[$0]?.constraints) })
        expectEqual(Set(chosen), Set(layouts.keys), "\(name)")
    }

    @Test("every scene traces a guide, and the scenes that name constraints record some")
    func everySceneTraces() {
        #expect(SampleScene.all.allSatisfy { $0.traced != nil })
        for scene in SampleScene.all {
            let snapshot = scene.build()
            let recorded = snapshot.allGuides.contains { $0.guide.constraints != nil }
            let placedByUIKit = snapshot.allGuides.allSatisfy {
                PlacementTracer(snapshot).isPlacedByUIKit($0.guide.address)
            }
            #expect(recorded || placedByUIKit, "\(scene.name) records no constraints for its guides")
        }
    }

    // MARK: The three scenes that trace through views

    @Test("hugging-row: each label keeps its intrinsic width by its hugging (251) against the spacer's 250")
    func huggingRow() throws {
        let placement = try Self.placement(.huggingRow)
        // 358 − 84.5 − 112.25 = 161.25 for the spacer, which wants 8: it misses by 153.25.
        expectEqual(placement.frameInWindow, Rect(x: 100.5, y: 207.5, width: 161.25, height: 41))
        // Read from the solved row: each label's width is one value only at priority 251, where its
        // hugging pins it; the spacer's 8 at 250 misses by 153.25, beaten by both huggings (251 is
        // weighed first) and the row's required constraints 3 to 6.
        let horizontal = try #require(placement.axes.first { $0.axis == .horizontal })
        guard case .decidedByPriority(let width) = horizontal.sizeDecision else {
            Issue.record("the spacer's width: \(horizontal.sizeDecision)")
            return
        }
        expectEqual(width.decidingPriority, 251)
        #expect(
            width.holding.map(\.part) == [.hugging, .hugging] && width.holding.map(\.constraint) == [1, 2])
        // Required: the spacer at least 8 (constraint 7), the labels at least 0: 8 to 358.
        expectEqual(width.requiredRange, ValueRange(lower: 8, upper: 358))
        let spacer = try #require(width.losing.first { $0.constraint == 8 })
        #expect(abs(spacer.miss - 153.25) < 0.01)
        expectEqual(spacer.beaten?.goals.map(\.constraint), [1, 2])
        #expect(spacer.beaten?.goals.allSatisfy { $0.priority == 251 && $0.part == .hugging } == true)
        expectEqual(spacer.beaten?.required, [3, 4, 5, 6])
        for (name, value) in [
            ("UILabel 'Estimated delivery' width 84.5", 84.5),
            ("UILabel 'Tomorrow, 9:30' width 112.25", 112.25),
        ] {
            let line = try #require(horizontal.lines.first { $0.text.hasPrefix(name) }, "\(name)")
            guard case .decidedByPriorities(_, let verdict) = line.step else {
                Issue.record("\(name): \(line.step)")
                continue
            }
            #expect(verdict.value == value && verdict.decidingPriority == 251)
            #expect(verdict.losing.contains { $0.constraint == 8 && abs($0.miss - 153.25) < 0.01 })
        }
        // 16 + 84.5 = 100.5 and 374 − 112.25 = 261.75.
        expectEqual(
            Self.line(placement, .horizontal, startingWith: "width 161.25")?.hasPrefix(
                "width 161.25 = trailing 261.75 − leading 100.5 ("), true)
    }

    @Test("autoresizing-frame: the banner's top counts from the scroll view's bounds origin, scrolled 120.5")
    func autoresizingFrame() throws {
        let placement = try Self.placement(.autoresizingFrame)
        // The scroll view at 47, scrolled 120.5: its content starts at −73.5; the banner 300.25 into
        // it is at 226.75, 90 high, so the badge is 8 under 316.75.
        expectEqual(
            Self.line(placement, .vertical, startingWith: "top 324.75"),
            "top 324.75 = PromoBanner bottom 316.75 + 8 (constraint 7)")
        #expect(
            Self.line(placement, .vertical, startingWith: "PromoBanner top")
                == "PromoBanner top 226.75 = UIScrollView bounds origin y −73.5 + 300.25 (constraint 5: autoresizing "
                + "mask h=--& v=--&, its frame set in code)")
        expectEqual(
            Self.line(placement, .horizontal, startingWith: "PromoBanner leading"),
            "PromoBanner leading 20 = 20 (constraint 1: autoresizing mask h=--& v=--&, its frame set in code)"
        )
    }

    @Test(
        "optional-height: the card's 212.5 at 999 holds, the 160.25 at 750 loses by 52.25, and the footer follows"
    )
    func optionalHeight() throws {
        let placement = try Self.placement(.optionalHeight)
        // 67.5 + 212.5 = 280 for the card's bottom; the footer 12 above it, 40.5 high: 227.5.
        expectEqual(placement.frameInWindow, Rect(x: 32, y: 227.5, width: 326, height: 40.5))
        let vertical = try #require(placement.axes.first { $0.axis == .vertical })
        let card = try #require(vertical.lines.first { $0.text.hasPrefix("ProfileCard height 212.5") })
        guard case .decidedByPriorities(_, let verdict) = card.step else {
            Issue.record("the card's height: \(card.step)")
            return
        }
        // 999 is weighed first and holds 212.5; 160.25 at 750 loses by 52.25, to it alone.
        #expect(verdict.decidingPriority == 999 && verdict.holding.map(\.constraint) == [7])
        let lower = try #require(verdict.losing.first { $0.constraint == 8 })
        #expect(abs(lower.miss - 52.25) < 0.01)
        #expect(lower.beaten?.goals.map(\.constraint) == [7] && lower.beaten?.required == [])
        expectEqual(
            Self.line(placement, .vertical, startingWith: "bottom 268"),
            "bottom 268 = ProfileCard bottom 280 − 12 (constraint 9)")
    }

    @Test(
        "hugging-row: a spacer of at least 400 cannot fit the margins' 358; the conflict lists the horizontal rows only"
    )
    func impossibleWhatIf() throws {
        let scene = SampleScene.huggingRow
        let tracer = PlacementTracer(scene.build())
        let placement = try Self.placement(scene)
        // Constraint 7 is the spacer's `width >= 8`; at 400 the row needs 16 + 400 and the
        // labels at least 0 inside margins 358 wide.
        let whatIf = try WhatIf(
            [WhatIf.Change(number: 7, edit: .constant(400))], placement: placement, tracer: tracer)
        let text = PlacementText.whatIf(whatIf)
        #expect(text.contains("the required constraints cannot hold together"), "\(text)")
        #expect(
            text.contains("width at least 400, but constraint 7 (its recorded frame) makes it 358"), "\(text)"
        )
        #expect(
            text.contains(".left == 16   ['recorded frame']")
                && text.contains(".width == 358   ['recorded frame']"))
        #expect(
            !text.contains(".top == ") && !text.contains(".height == ")
                && !text.contains("Arithmetic (vertical)"))
    }

    @Test(
        "every safe-area and margins guide of every scene: its insets' sources add up to its recorded frame",
        arguments: names)
    func insetGuidesAddUp(name: String) throws {
        let scene = try #require(SampleScene.named(name))
        let snapshot = scene.build()
        let tracer = PlacementTracer(snapshot)
        snapshot.forEachView { visit in
            for guide in visit.view.guides
            where guide.kind == .safeArea || guide.kind == .layoutMargins {
                guard case .found(let match) = GuideLookup(tracer).find(guide.address.description) else {
                    Issue.record("\(name): \(guide.address) not found")
                    continue
                }
                let placement = tracer.placement(of: match)
                let text = PlacementText.text(placement)
                #expect(!text.contains("Missing:"), "\(name) \(guide.identifier): \(text)")
                // A recorded inset the guide's frame does not show is said "not derived".
                #expect(!text.contains("not derived"), "\(name) \(guide.identifier): \(text)")
                for axis in placement.axes {
                    let differs = axis.notes.filter { if case .differs = $0 { true } else { false } }
                    #expect(differs.isEmpty, "\(name) \(guide.identifier) \(axis.axis): \(text)")
                }
            }
        }
    }
}
