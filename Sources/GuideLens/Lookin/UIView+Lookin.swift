#if DEBUG && (os(iOS) || os(tvOS))
    #if canImport(GuideLensCore)
        @_spi(Engine) import GuideLensCore  // one module with the rest under CocoaPods
    #endif
    import UIKit

    extension UIView {
        /// Lookin's hook for custom items (LookinServer calls `lookin_customDebugInfos` and
        /// `lookin_customDebugInfos_0` to `_4` on every view it reads, when it reads it): one
        /// item per layout guide of this view, decided by the core's ``LookinItems``.
        ///
        /// The last of the numbered names, because apps that add their own items are told to
        /// use the plain name or `_0`. Nothing runs until Lookin asks; only `layoutGuides` is
        /// read, never the properties that create system guides.
        @objc(lookin_customDebugInfos_4)
        func guideLensLookinItems() -> [String: Any]? {
            let selection = OverlayRuntime.shared.lookinSelection
            guard selection != .none, !layoutGuides.isEmpty else { return nil }
            let node = UIKitSnapshotReader.node(
                for: self, includingSubviews: false, recordingPlacement: false)
            let constraints = layoutGuides.map { guide in
                LookinItems.ConstraintCounts(
                    horizontal: guide.constraintsAffectingLayout(for: .horizontal).count,
                    vertical: guide.constraintsAffectingLayout(for: .vertical).count)
            }
            let items = LookinItems.items(
                for: node, style: GuideLens.style, selection: selection, constraints: constraints)
            guard !items.isEmpty else { return nil }
            return ["subviews": items.map(Self.lookinDictionary)]
        }

        /// An item as LookinServer reads it: Foundation values only, nothing `nil`.
        private static func lookinDictionary(_ item: LookinItems.Item) -> [String: Any] {
            var dictionary: [String: Any] = [
                "title": item.title,
                "subtitle": item.subtitle,
                "properties": item.properties.map { property -> [String: Any] in
                    let value: Any
                    switch property.value {
                    case .string(let text): value = text
                    case .number(let number): value = NSNumber(value: number)
                    case .bool(let flag): value = NSNumber(value: flag)
                    case .rect(let rect): value = NSValue(cgRect: CGRect(rect))
                    }
                    return [
                        "section": property.section, "title": property.title, "value": value,
                        "valueType": property.value.typeName,
                    ]
                },
            ]
            if let frame = item.frameInWindow { dictionary["frameInWindow"] = NSValue(cgRect: CGRect(frame)) }
            return dictionary
        }
    }
#endif
