extension Snapshot {
    /// The same hierarchy with what changes from run to run taken out, so that two captures of
    /// the same layout give byte-identical text, JSON and SVG: every address becomes a stable
    /// one given in walk order (views `0x1000`, `0x1001`, …; guides `0x100000`, `0x100001`, …;
    /// an owner outside the snapshot keeps a stable address of its own), and every number is
    /// rounded to a thousandth of a point (Auto Layout's last bits differ between runs and
    /// machines). Order is the hierarchy's, which is fixed. The screen scale is set to 3 (a
    /// simulator's scale would make references recorded on one device fail on another).
    /// Addresses inside recorded constraint descriptions (a guide's, a view's layout) follow their
    /// objects; a constraint's own address becomes `0xc000000`, `0xc000001`, … in order of first
    /// appearance.
    package func stabilized() -> Snapshot {
        var views: [ObjectAddress: ObjectAddress] = [:]
        var nextView: UInt64 = 0x1000
        forEachView { visit in
            views[visit.view.address] = ObjectAddress(nextView)
            nextView += 1
        }
        var nextGuide: UInt64 = 0x10_0000
        var strangers: [ObjectAddress: ObjectAddress] = [:]
        func owner(_ address: ObjectAddress?) -> ObjectAddress? {
            guard let address else { return nil }
            if let known = views[address] { return known }
            if let known = strangers[address] { return known }
            let stable = ObjectAddress(0xF000_0000 + UInt64(strangers.count))
            strangers[address] = stable
            return stable
        }
        var guideAddresses: [ObjectAddress: ObjectAddress] = [:]
        var nextAddress = nextGuide
        forEachView { visit in
            for guide in visit.view.guides {
                guideAddresses[guide.address] = ObjectAddress(nextAddress)
                nextAddress += 1
            }
        }
        var others: [ObjectAddress: ObjectAddress] = [:]
        func stableText(_ text: String) -> String {
            AddressText.replacingAddresses(in: text) { address in
                if let known = views[address] ?? guideAddresses[address] ?? others[address] { return known }
                let stable = ObjectAddress(0xC00_0000 + UInt64(others.count))
                others[address] = stable
                return stable
            }
        }
        func stable(_ constraints: [RecordedConstraint]) -> [RecordedConstraint] {
            constraints.map {
                var copy = $0
                copy.description = stableText($0.description)
                return copy
            }
        }
        func stable(_ view: ViewNode) -> ViewNode {
            var copy = view
            copy.address = views[view.address] ?? view.address
            copy.frame = view.frame.rounded()
            copy.bounds = view.bounds.rounded()
            copy.frameInWindow = view.frameInWindow.rounded()
            copy.alpha = Rect.round(view.alpha)
            // Before the guides, as the file names them: a constraint's stable address follows
            // the order of first appearance.
            if var layout = view.layout {
                if let constraints = layout.constraints {
                    layout.constraints = GuideConstraints(
                        horizontal: stable(constraints.horizontal), vertical: stable(constraints.vertical))
                }
                copy.layout = layout.rounded
            }
            copy.guides = view.guides.map { guide in
                var stableGuide = guide
                stableGuide.address = ObjectAddress(nextGuide)
                nextGuide += 1
                stableGuide.layoutFrame = guide.layoutFrame.rounded()
                stableGuide.frameInWindow = guide.frameInWindow.rounded()
                stableGuide.owningViewAddress = owner(guide.owningViewAddress)
                if let constraints = guide.constraints {
                    stableGuide.constraints = GuideConstraints(
                        horizontal: stable(constraints.horizontal), vertical: stable(constraints.vertical))
                }
                return stableGuide
            }
            copy.layoutInputs = view.layoutInputs.map(\.rounded)
            copy.subviews = view.subviews.map(stable)
            return copy
        }
        return Snapshot(title: title, screenScale: 3, windows: windows.map(stable))
    }
}

extension Rect {
    /// The rectangle with every component rounded to a thousandth (non-finite ones kept).
    package func rounded() -> Rect {
        Rect(x: Self.round(minX), y: Self.round(minY), width: Self.round(width), height: Self.round(height))
    }

    package static func round(_ value: Double) -> Double {
        let rounded = NumberFormatting.rounding(value, places: 3)
        return rounded == 0 ? 0 : rounded  // no -0
    }
}

extension ViewLayout {
    /// The layout with its intrinsic size and priorities rounded to a thousandth, as
    /// ``Snapshot/stabilized()`` does.
    fileprivate var rounded: ViewLayout {
        var copy = self
        copy.intrinsicContentSize = intrinsicContentSize.map {
            Size(width: Rect.round($0.width), height: Rect.round($0.height))
        }
        func round(_ priorities: AxisPriorities) -> AxisPriorities {
            AxisPriorities(
                horizontal: Rect.round(priorities.horizontal), vertical: Rect.round(priorities.vertical))
        }
        copy.contentHugging = contentHugging.map(round)
        copy.compressionResistance = compressionResistance.map(round)
        return copy
    }
}

extension LayoutInputs {
    /// The inputs with every number rounded to a thousandth, as ``Snapshot/stabilized()`` does.
    fileprivate var rounded: LayoutInputs {
        func round(_ insets: EdgeInsets) -> EdgeInsets {
            EdgeInsets(
                top: Rect.round(insets.top), left: Rect.round(insets.left), bottom: Rect.round(insets.bottom),
                right: Rect.round(insets.right))
        }
        func round(_ insets: DirectionalEdgeInsets) -> DirectionalEdgeInsets {
            DirectionalEdgeInsets(
                top: Rect.round(insets.top), leading: Rect.round(insets.leading),
                bottom: Rect.round(insets.bottom), trailing: Rect.round(insets.trailing))
        }
        func round(_ controller: ControllerInputs) -> ControllerInputs {
            ControllerInputs(
                className: controller.className,
                additionalSafeAreaInsets: round(controller.additionalSafeAreaInsets),
                bars: controller.bars.map {
                    BarInputs(
                        kind: $0.kind, frameInWindow: $0.frameInWindow?.rounded(), isHidden: $0.isHidden)
                })
        }
        var copy = self
        copy.safeAreaInsets = safeAreaInsets.map(round)
        copy.controller = controller.map(round)
        copy.parentControllers = parentControllers.map(round)
        copy.directionalLayoutMargins = directionalLayoutMargins.map(round)
        copy.systemMinimumLayoutMargins = systemMinimumLayoutMargins.map(round)
        if var scroll = scrollView {
            scroll.adjustedContentInset = round(scroll.adjustedContentInset)
            scroll.contentInset = scroll.contentInset.map(round)
            scroll.contentSize = scroll.contentSize.map {
                Size(width: Rect.round($0.width), height: Rect.round($0.height))
            }
            copy.scrollView = scroll
        }
        return copy
    }
}

/// Addresses written in text (`UIView:0x7fb63fc06000`), found and replaced.
package enum AddressText {
    /// `text` with every `0x…` hexadecimal number replaced by what `replacement` gives for it.
    package static func replacingAddresses(
        in text: String, _ replacement: (ObjectAddress) -> ObjectAddress
    ) -> String {
        var result = ""
        var rest = Substring(text)
        while let range = rest.range(of: "0x") {
            result += rest[..<range.lowerBound]
            var end = range.upperBound
            while end < rest.endIndex, rest[end].isHexDigit { end = rest.index(after: end) }
            let digits = rest[range.upperBound..<end]
            if let value = UInt64(digits, radix: 16), digits.count <= 16 {
                result += replacement(ObjectAddress(value)).description
            } else {
                result += rest[range.lowerBound..<end]
            }
            rest = rest[end...]
        }
        return result + rest
    }
}
