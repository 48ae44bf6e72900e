import Testing

@testable @_spi(Engine) import GuideLensCore

/// A guide's size that only constraints below required decide: the answer names the one UIKit
/// satisfies, those that lose with their misses, and where the documented rule leaves it open
/// (a tie; many lower priorities that would outweigh a higher one if priorities were numbers).
/// The guide sits 16.25 under the fixture's safe area (window y 175.5), its owner away from the
/// origin; sizes are fractional.
@Suite("why: sizes the priorities decide")
struct PriorityVerdictTests {
    typealias F = PlacementFixture
    static let spacer = F.Item.guide(ObjectAddress(0xB000), "spacer2")

    /// spacer2 `height` high, its top 16.25 under the safe area, with `vertical` below required.
    static func traced(height: Double, _ vertical: [RecordedConstraint]) -> AxisPlacement? {
        let top = F.constraint(1, spacer, .top, .equal, F.safe, .top, constant: 16.25)
        return F.vertical(
            F.placement(
                "spacer2",
                in: F.snapshot([
                    F.guide(
                        0xB000, "spacer2", Rect(x: 40.5, y: 175.5, width: 100, height: height),
                        vertical: [top] + vertical)
                ])))
    }

    static func verdict(_ axis: AxisPlacement) throws -> PriorityVerdict {
        guard case .decidedByPriority(let verdict) = axis.sizeDecision else {
            Issue.record("not decided by priority: \(axis.sizeDecision)")
            throw CancellationError()
        }
        return verdict
    }

    @Test("999 against 750: the higher holds the height, the lower loses by its miss, and the line says both")
    func higherHolds() throws {
        let axis = try #require(
            Self.traced(
                height: 50.5,
                [
                    F.constraint(2, Self.spacer, .height, constant: 50.5, priority: 999),
                    F.constraint(3, Self.spacer, .height, constant: 40.25, priority: 750),
                ]))
        let verdict = try Self.verdict(axis)
        expectEqual(verdict.value, 50.5)
        #expect(verdict.holding.map(\.constraint) == [2] && verdict.losing.map(\.constraint) == [3])
        #expect(abs((verdict.losing.first?.miss ?? 0) - 10.25) < 1e-9)
        expectEqual(verdict.uncertainty, nil)
        // Read from the solved layout: one value at 999; the 750 loses to the 999 alone.
        #expect(verdict.decidingPriority == 999 && verdict.requiredRange == ValueRange(lower: 0, upper: nil))
        expectEqual(verdict.losing.first?.beaten?.goals.map(\.constraint), [2])
        expectEqual(verdict.losing.first?.beaten?.required, [])
        let line = try #require(axis.lines.first { $0.text.hasPrefix("height 50.5") })
        #expect(
            line.text
                == "height 50.5 is what the priorities below required choose: constraint 2 at priority 999 holds it "
                + "(height 50.5 = 50.5); constraint 3 at priority 750 loses, missing by 10.25 (height 50.5 = 40.25): "
                + "with constraint 2 at priority 999 it cannot hold (priority 999 is weighed first); free from 0 up "
                + "under the required constraints, one value at priority 999; the required constraints leave it free"
        )
        #expect(
            PlacementText.decision(axis.sizeDecision)
                == "decided at priority 999 by constraint 2 (the required constraints leave it from 0 up; "
                + "constraint 3 at priority 750 misses by 10.25)")
        // The other way round, 750 against 999: the 40.25 wins, and a recorded 50.5 is noted as not it.
        let swapped = try #require(
            Self.traced(
                height: 50.5,
                [
                    F.constraint(2, Self.spacer, .height, constant: 50.5, priority: 750),
                    F.constraint(3, Self.spacer, .height, constant: 40.25, priority: 999),
                ]))
        expectEqual(try Self.verdict(swapped).value, 40.25)
        #expect(swapped.notes.map(\.text).contains { $0.hasPrefix("the constraints give 40.25") })
    }

    @Test("one constraint below required alone keeps the line it always had")
    func single() throws {
        let axis = try #require(
            Self.traced(
                height: 30.75, [F.constraint(2, Self.spacer, .height, constant: 30.75, priority: 250)]))
        expectEqual(axis.sizeDecision.decidingConstraint, 2)
        #expect(
            axis.lines.map(\.text).contains(
                "height 30.75 is held by constraint 2 at priority 250: height 30.75 = 30.75; the required constraints leave it free"
            ))
    }

    @Test("two at one priority pulling apart: a tie, the range of equally good values, and who pulls")
    func tie() throws {
        let axis = try #require(
            Self.traced(
                height: 44,
                [
                    F.constraint(2, Self.spacer, .height, constant: 40.5, priority: 500),
                    F.constraint(3, Self.spacer, .height, constant: 60.25, priority: 500),
                ]))
        let verdict = try Self.verdict(axis)
        guard case .tie(let lower, let upper, let deciding) = verdict.uncertainty else {
            Issue.record("no tie: \(String(describing: verdict.uncertainty))")
            return
        }
        #expect(lower == 40.5 && upper == 60.25 && deciding == [2, 3])
        // The recorded 44 lies in the tie: not noted as a difference.
        #expect(!axis.notes.map(\.text).contains { $0.hasPrefix("the constraints give") })
        #expect(
            axis.lines.map(\.text).contains {
                $0.contains(
                    "any value from 40.5 to 60.25 is as good, so UIKit picks one without saying which")
            })
        // A third at the same priority breaks the tie: the misses add up, and 40.5 wins twice over.
        let broken = try #require(
            Self.traced(
                height: 40.5,
                [
                    F.constraint(2, Self.spacer, .height, constant: 40.5, priority: 500),
                    F.constraint(3, Self.spacer, .height, constant: 60.25, priority: 500),
                    F.constraint(4, Self.spacer, .height, constant: 40.5, priority: 500),
                ]))
        expectEqual(try Self.verdict(broken).uncertainty, nil)
        expectEqual(try Self.verdict(broken).value, 40.5)
    }

    @Test("two lower priorities against one higher: the documented order wins; weighed as numbers they would")
    func weighedAsNumbers() throws {
        let goals = [
            F.constraint(2, Self.spacer, .height, constant: 20.5, priority: 999),
            F.constraint(3, Self.spacer, .height, constant: 80.25, priority: 750),
            F.constraint(4, Self.spacer, .height, constant: 80.25, priority: 750),
        ]
        let axis = try #require(Self.traced(height: 20.5, goals))
        let verdict = try Self.verdict(axis)
        #expect(verdict.value == 20.5 && verdict.losing.map(\.constraint) == [3, 4])
        expectEqual(verdict.uncertainty, .weighedAsNumbers(value: 80.25, outweighing: [3, 4]))
        #expect(
            axis.lines.map(\.text).contains {
                $0.contains(
                    "weighed as numbers instead, constraints 3, 4 would outweigh it and make it 80.25")
            })
        // One at 750 against 999 agrees either way: no uncertainty.
        let one = try #require(Self.traced(height: 20.5, Array(goals.prefix(2))))
        expectEqual(try Self.verdict(one).uncertainty, nil)
    }

    @Test("a goal met on the other side stands: compression resistance keeps the size from going below")
    func standing() throws {
        // Hugging at 251 holds the height at 30.5 against a pull to 48 at 250; compression
        // resistance at 750 is met and would keep it from going below.
        let content = RecordedConstraint(
            description:
                "<NSContentSizeLayoutConstraint:0xC0009 UILayoutGuide:0xb000'spacer2'.height == 30.5 Hug:251 CompressionResistance:750   (active)>"
        )
        let axis = try #require(
            Self.traced(
                height: 30.5, [content, F.constraint(2, Self.spacer, .height, constant: 48, priority: 250)]))
        let verdict = try Self.verdict(axis)
        expectEqual(verdict.value, 30.5)
        expectEqual(verdict.holding.map(\.part), [.hugging])
        expectEqual(verdict.standing.map(\.part), [.compressionResistance])
        #expect(
            verdict.losing.map(\.constraint) == [3] && abs((verdict.losing.first?.miss ?? 0) - 17.5) < 1e-9)
        let text = try #require(axis.lines.first { $0.text.hasPrefix("height 30.5") }?.text)
        // A content size is worded as the item's intrinsic size, each part by its priority.
        #expect(
            text
                == "height 30.5 = its intrinsic height 30.5 (constraint 2): its content hugging at priority 251 holds "
                + "it against constraint 3 at priority 250, which misses by 17.5 (height 30.5 = 48): with constraint 2's "
                + "content hugging at priority 251 it cannot hold (priority 251 is weighed first); its compression "
                + "resistance at priority 750 would keep it from going below 30.5; free from 0 up under the required "
                + "constraints, from 30.5 up at priority 750, one value at priority 251; no required constraint sets it"
        )
    }

    /// spacer2 `height` high, two constraints at 500 pulling 0.5 apart: its height of 100, and the
    /// label's 20.5 = `multiplier` × height − 80, which holds at 100.5 ÷ `multiplier`.
    static func pullingApart(multiplier: Double) throws -> AxisPlacement {
        try #require(
            Self.traced(
                height: 100.5 / multiplier,
                [
                    F.constraint(2, Self.spacer, .height, constant: 100, priority: 500),
                    F.constraint(
                        3, F.label, .height, .equal, Self.spacer, .height, multiplier: multiplier,
                        constant: -80,
                        priority: 500),
                ]))
    }

    @Test(
        "a tier whose misses sum under 1 counts as kept within 1e-6: the loser beaten only past it",
        arguments: [(1.000_001_5, false), (1.000_003, true)])
    func toleranceUnderOne(multiplier: Double, beaten: Bool) throws {
        // Constraint 3 holds at 100.5 ÷ multiplier, and 2 misses by about 0.5, the tier's sum.
        // Made to hold, 2 leaves 3 missing by 100.5 − multiplier × 100: more than the sum by
        // about 0.5 × (multiplier − 1), 7.5e-7 or 1.5e-6, within 1e-6 or past it.
        let axis = try Self.pullingApart(multiplier: multiplier)
        let verdict = try Self.verdict(axis)
        #expect(verdict.holding.map(\.constraint) == [3] && verdict.losing.map(\.constraint) == [2])
        expectEqual(verdict.losing.first?.beaten?.goals.map(\.constraint), (beaten ? [3] : nil))
        let line = try #require(axis.lines.first { $0.text.hasPrefix("height 100.5 is what") })
        expectEqual(
            line.text.contains(
                "missing by 0.5 (height 100.5 = 100): with constraint 3 at priority 500 it cannot hold (at priority "
                    + "500 the misses add up to more if it holds);"), beaten, "\(line.text)")
    }
}
