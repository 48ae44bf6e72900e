extension Snapshot {
    /// The same hierarchy with what changes from run to run taken out, so that two captures of
    /// the same layout give byte-identical text, JSON and SVG: every address becomes a stable
    /// one given in walk order (views `0x1000`, `0x1001`, …; guides `0x100000`, `0x100001`, …;
    /// an owner outside the snapshot keeps a stable address of its own), and every number is
    /// rounded to a thousandth of a point (Auto Layout's last bits differ between runs and
    /// machines). Order is the hierarchy's, which is fixed. The screen scale is set to 3 (a
    /// simulator's scale would make references recorded on one device fail on another).
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
        func stable(_ view: ViewNode) -> ViewNode {
            var copy = view
            copy.address = views[view.address] ?? view.address
            copy.frame = view.frame.rounded()
            copy.bounds = view.bounds.rounded()
            copy.frameInWindow = view.frameInWindow.rounded()
            copy.alpha = Rect.round(view.alpha)
            copy.guides = view.guides.map { guide in
                var stableGuide = guide
                stableGuide.address = ObjectAddress(nextGuide)
                nextGuide += 1
                stableGuide.layoutFrame = guide.layoutFrame.rounded()
                stableGuide.frameInWindow = guide.frameInWindow.rounded()
                stableGuide.owningViewAddress = owner(guide.owningViewAddress)
                return stableGuide
            }
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
        guard value.isFinite else { return value }
        let rounded = (value * 1000).rounded() / 1000
        return rounded == 0 ? 0 : rounded  // no -0
    }
}
