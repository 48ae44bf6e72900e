import Testing

@testable @_spi(Engine) import GuideLensCore

@Suite("The overlay's container layer")
struct OverlayContainerTests {
    @Test("a container where GuideLens left it needs nothing")
    func intact() {
        let check = OverlayContainerCheck(
            isAttachedToOwner: true, zPosition: OverlayContainerCheck.zPosition, isHidden: false, opacity: 1)
        #expect(check.repairs.isEmpty)
    }

    /// One thing app code did to the container, and the repair it calls for.
    struct Tampering: Sendable, CustomTestStringConvertible {
        var check: OverlayContainerCheck
        var expected: OverlayContainerCheck.Repairs
        var testDescription: String { "\(check) -> \(expected.rawValue)" }
    }

    static let tamperings: [Tampering] = [
        Tampering(
            check: .init(
                isAttachedToOwner: false, zPosition: OverlayContainerCheck.zPosition, isHidden: false,
                opacity: 1),
            expected: .reattach),
        Tampering(
            check: .init(isAttachedToOwner: true, zPosition: 0, isHidden: false, opacity: 1),
            expected: .restoreZPosition),
        Tampering(
            check: .init(
                isAttachedToOwner: true, zPosition: OverlayContainerCheck.zPosition, isHidden: true,
                opacity: 1),
            expected: .unhide),
        Tampering(
            check: .init(
                isAttachedToOwner: true, zPosition: OverlayContainerCheck.zPosition, isHidden: false,
                opacity: 0),
            expected: .restoreOpacity),
        Tampering(
            check: .init(isAttachedToOwner: false, zPosition: 0, isHidden: true, opacity: 0.5),
            expected: [.reattach, .restoreZPosition, .unhide, .restoreOpacity]),
    ]

    @Test("what app code did to the container is put back", arguments: tamperings)
    func repairs(tampering: Tampering) {
        expectEqual(tampering.check.repairs, tampering.expected)
    }
}

@Suite("Overlay transitions during animations")
struct OverlayTransitionTests {
    @Test(
        "inside an animation updates glide with it; outside, or with a nonsense duration, changes are instant",
        arguments: [
            (0.0, OverlayTransition.instant), (0.25, .animated(duration: 0.25)), (-1, .instant),
            (.nan, .instant), (.infinity, .instant), (60, .instant),
        ])
    func transition(duration: Double, expected: OverlayTransition) {
        expectEqual(OverlayTransition.forPass(inheritedAnimationDuration: duration), expected)
    }

    @Test(
        "the longest animation followed is followed to its end: exactly 10 s glides, the next duration past it is instant",
        arguments: [
            (OverlayTransition.longestDuration, OverlayTransition.animated(duration: 10)),
            (OverlayTransition.longestDuration.nextDown, .animated(duration: 10.0.nextDown)),
            (OverlayTransition.longestDuration.nextUp, .instant), (10.001, .instant),
            (Double.leastNonzeroMagnitude, .animated(duration: .leastNonzeroMagnitude)),
        ])
    func longestDuration(duration: Double, expected: OverlayTransition) {
        expectEqual(OverlayTransition.longestDuration, 10)
        expectEqual(OverlayTransition.forPass(inheritedAnimationDuration: duration), expected)
    }

    @Test("passes inside animations of different lengths each glide with their own duration, the longest too")
    func severalAnimations() {
        // A keyboard (0.25), a rotation (0.4) and the longest followed (10) in one run of passes.
        let passes = [0.25, 0.4, 10, 0, 0.4].map { OverlayTransition.forPass(inheritedAnimationDuration: $0) }
        expectEqual(
            passes,
            [
                .animated(duration: 0.25), .animated(duration: 0.4), .animated(duration: 10), .instant,
                .animated(duration: 0.4),
            ])
    }

    @Test("only updates animate: new outlines appear and removed ones go at once")
    func whichOperations() {
        let item = OverlayItem(
            guide: ObjectAddress(1), kind: .custom, rect: Rect(x: 0, y: 0, width: 10, height: 10),
            strokeColor: .init(red: 1, green: 0, blue: 0), lineWidth: 1, dashPattern: [4, 2], label: nil)
        let animated = OverlayTransition.animated(duration: 0.3)
        #expect(animated.animates(.update(item)))
        #expect(!animated.animates(.insert(item)))
        #expect(!animated.animates(.remove(ObjectAddress(1))))
        #expect(!OverlayTransition.instant.animates(.update(item)))
    }
}
