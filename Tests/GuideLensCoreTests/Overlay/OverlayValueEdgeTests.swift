import Testing

@testable @_spi(Engine) import GuideLensCore

/// Small values of the overlay pinned where a planted defect passed: a colour's default opacity
/// and its clamped hex form, the container's depth, and the repairs as distinct bits.
@Suite("Overlay values at their edges")
struct OverlayValueEdgeTests {
    @Test("a colour from hex is opaque unless told otherwise; components beyond 0…1 are written clamped")
    func colors() {
        expectEqual(OverlayColor(hex: 0x33_6699).alpha, 1)
        expectEqual(OverlayColor(hex: 0x33_6699).hexString, "#336699")
        expectEqual(OverlayColor(red: 1.5, green: -0.5, blue: 1, alpha: 1).hexString, "#ff00ff")
    }

    @Test("the container sits at depth 1: above the owner's subviews, barely magnified under perspective")
    func depth() {
        expectEqual(OverlayContainerCheck.zPosition, 1)
    }

    @Test("each repair is its own bit")
    func repairBits() {
        let all: [OverlayContainerCheck.Repairs] = [.reattach, .restoreZPosition, .unhide, .restoreOpacity]
        expectEqual(Set(all.map(\.rawValue)).count, 4)
        #expect(all.allSatisfy { $0.rawValue.nonzeroBitCount == 1 })
        expectEqual(OverlayContainerCheck.Repairs(all).rawValue.nonzeroBitCount, 4)
    }
}
