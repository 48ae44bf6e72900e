import Foundation
import Testing

@testable @_spi(Engine) import GuideLensCore

/// The snapshot file's text, byte for byte: its key order and layout are what make files
/// pleasant to read and to diff (found by `Scripts/mutate`: every indent could change unseen).
@Suite("Snapshot JSON: the text itself")
struct SnapshotTextTests {
    static var small: Snapshot {
        let builder = HierarchyBuilder(
            firstViewAddress: 0x7f00_0000_1000, firstGuideAddress: 0x6000_0000_2000)
        var guide = HierarchyBuilder.Guide(
            identifier: "spacer", layoutFrame: Rect(x: 8, y: 20.5, width: 100, height: 0), ambiguous: true)
        guide.constraints = GuideConstraints(
            horizontal: [RecordedConstraint(description: "<NSLayoutConstraint:0x600000003000 h>")],
            vertical: [
                RecordedConstraint(description: "<NSLayoutConstraint:0x600000003040 v>", priority: 999),
                RecordedConstraint(description: "<NSLayoutConstraint:0x600000003000 h>"),
            ])
        let window = builder.window(size: Size(width: 390, height: 844)) { space in
            [
                builder.view(
                    frame: Rect(x: 10, y: 20, width: 200, height: 100), in: space, clipsToBounds: true,
                    isHidden: true, guides: [guide],
                    layoutInputs: LayoutInputs(
                        safeAreaInsets: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
                )
            ]
        }
        var snapshot = Snapshot(title: "small", screenScale: 2, windows: [window])
        snapshot.windows[0].subviews[0].alpha = 0.5
        return snapshot
    }

    @Test("a small snapshot is written exactly so")
    func text() {
        #expect(
            Self.small.jsonText() == """
                {
                  "format": "guidelens-snapshot",
                  "version": 2,
                  "title": "small",
                  "screenScale": 2,
                  "constraints": [
                    { "description": "<NSLayoutConstraint:0x600000003000 h>" },
                    { "description": "<NSLayoutConstraint:0x600000003040 v>", "priority": 999 }
                  ],
                  "windows": [
                    {
                      "class": "UIWindow",
                      "address": "0x7f0000001000",
                      "frame": [0, 0, 390, 844],
                      "bounds": [0, 0, 390, 844],
                      "windowFrame": [0, 0, 390, 844],
                      "subviews": [
                        {
                          "class": "UIView",
                          "address": "0x7f0000001230",
                          "frame": [10, 20, 200, 100],
                          "bounds": [0, 0, 200, 100],
                          "windowFrame": [10, 20, 200, 100],
                          "hidden": true,
                          "alpha": 0.5,
                          "clipsToBounds": true,
                          "layoutInputs": { "safeAreaInsets": [1, 2, 3, 4] },
                          "guides": [
                            { "class": "UILayoutGuide", "address": "0x600000002000", "identifier": "spacer", "kind": "custom", "layoutFrame": [8, 20.5, 100, 0], "windowFrame": [18, 40.5, 100, 0], "ambiguous": true, "constraints": { "horizontal": [0], "vertical": [1, 0] } }
                          ],
                          "subviews": []
                        }
                      ]
                    }
                  ]
                }

                """)
    }

    @Test("a screen scale that is not a positive number is written as 3; any positive one as it is")
    func screenScale() {
        for (scale, written) in [
            (0.5, "0.5"), (0, "3"), (-2, "3"), (Double.nan, "3"), (Double.infinity, "3"),
        ] {
            var snapshot = Self.small
            snapshot.screenScale = scale
            #expect(snapshot.jsonText().contains("\n  \"screenScale\": \(written),\n"), "\(scale)")
        }
    }

    @Test("the fast reader reads every field of a valid file itself, never leaving it to the slow one")
    func fastReaderTakesEveryField() throws {
        var small = Self.small
        small.screenScale = 0.5
        var sample = PlacementInputsCodecTests.sample
        sample.windows[0].subviews[0].alpha = 0.25
        sample.windows[0].subviews[0].clipsToBounds = true
        sample.windows[0].subviews[0].isHidden = true
        // A guide with a class chain and an owner other than its view; a constraint below required
        // and inactive.
        var odd = Self.small
        odd.windows[0].subviews[0].guides[0].classChain = ["_UIScrollViewLayoutGuide", "UILayoutGuide"]
        odd.windows[0].subviews[0].guides[0].owningViewAddress = ObjectAddress(0x7f00_0000_9000)
        odd.windows[0].subviews[0].guides[0].constraints?.vertical.append(
            RecordedConstraint(
                description: "<NSLayoutConstraint:0x600000003080 w>", priority: 250, isActive: false))
        #expect(odd.jsonText().contains("\"classChain\": ["))
        #expect(odd.jsonText().contains("\"owner\": \"0x7f0000009000\""))
        #expect(odd.jsonText().contains("\"priority\": 250, \"active\": false"))
        for snapshot in [small, sample, PlacementInputsCodecTests.chain, odd] {
            let text = snapshot.jsonText()
            let fast = Data(text.utf8).withUnsafeBytes { SnapshotJSONReader.snapshot(in: $0) }
            expectEqual(fast, snapshot, "the fast reader gave up on:\n\(text)")
        }
    }
}
