/// How the overlay draws guides: a colour and dash per kind, line width, labels, and which
/// kinds show at all.
///
/// The defaults are tuned for a busy real screen: every kind has its own colour, chosen to
/// read on light and dark backgrounds alike; the guides an app made itself get a long dash
/// and system guides a short one, so app guides stand out; guides UIKit made for its own
/// purposes (navigation bar internals and the like) are hidden until asked for.
public struct OverlayStyle: Hashable, Sendable {
    /// How one kind of guide is drawn.
    public struct KindStyle: Hashable, Sendable {
        /// The stroke colour, also the label's background.
        public var color: OverlayColor
        /// Lengths of dashes and gaps, in points, alternating.
        public var dashPattern: [Double]

        /// Creates a kind style.
        public init(color: OverlayColor, dashPattern: [Double]) {
            self.color = color
            self.dashPattern = dashPattern
        }
    }

    /// The style of each kind.
    public var kinds: [GuideKind: KindStyle]
    /// Stroke width in points.
    public var lineWidth: Double
    /// Whether guides carry a label with their name and size.
    public var showsLabels: Bool
    /// Label text size in points.
    public var labelFontSize: Double
    /// The kinds that are drawn; guides of other kinds are left out.
    public var visibleKinds: Set<GuideKind>

    /// Creates a style.
    public init(
        kinds: [GuideKind: KindStyle] = OverlayStyle.defaultKinds,
        lineWidth: Double = 1,
        showsLabels: Bool = true,
        labelFontSize: Double = 9,
        visibleKinds: Set<GuideKind> = OverlayStyle.defaultVisibleKinds
    ) {
        self.kinds = kinds
        self.lineWidth = lineWidth
        self.showsLabels = showsLabels
        self.labelFontSize = labelFontSize
        self.visibleKinds = visibleKinds
    }

    /// The default style.
    public static let `default` = OverlayStyle()

    /// Every kind but ``GuideKind/system``.
    public static let defaultVisibleKinds: Set<GuideKind> = Set(GuideKind.allCases).subtracting([.system])

    /// The default colours (mid-tone, saturated: readable over white and over black) and dashes.
    public static let defaultKinds: [GuideKind: KindStyle] = {
        let appDash: [Double] = [6, 3]
        let systemDash: [Double] = [2, 2]
        return [
            .custom: KindStyle(color: OverlayColor(hex: 0xF0127C), dashPattern: appDash),
            .stackSpacer: KindStyle(color: OverlayColor(hex: 0xF57C00), dashPattern: systemDash),
            .safeArea: KindStyle(color: OverlayColor(hex: 0x1FA83F), dashPattern: systemDash),
            .layoutMargins: KindStyle(color: OverlayColor(hex: 0x1E7BE6), dashPattern: systemDash),
            .readableContent: KindStyle(color: OverlayColor(hex: 0x6C4DE0), dashPattern: systemDash),
            .keyboard: KindStyle(color: OverlayColor(hex: 0xE03A2F), dashPattern: systemDash),
            .scrollContent: KindStyle(color: OverlayColor(hex: 0x0A9E94), dashPattern: systemDash),
            .scrollFrame: KindStyle(color: OverlayColor(hex: 0xA23BC9), dashPattern: systemDash),
            .focus: KindStyle(color: OverlayColor(hex: 0xC99400), dashPattern: appDash),
            .system: KindStyle(color: OverlayColor(hex: 0x7A7A85), dashPattern: systemDash),
        ]
    }()

    /// The style for a kind, falling back to the system grey if a custom palette left it out.
    public func style(for kind: GuideKind) -> KindStyle {
        kinds[kind] ?? kinds[.system] ?? Self.defaultKinds[.system]
            ?? KindStyle(color: OverlayColor(hex: 0x7A7A85), dashPattern: [2, 2])
    }
}

/// The style of each kind as planning looks it up, by the kind's position: `nil` for kinds that
/// are not drawn. Built once per style, so a pass looks a kind up without hashing.
package struct KindStyleTable: Sendable {
    private var styles: [OverlayStyle.KindStyle?]

    package init(_ style: OverlayStyle) {
        styles = GuideKind.allCases.sorted().map {
            style.visibleKinds.contains($0) ? style.style(for: $0) : nil
        }
    }

    /// How `kind` is drawn, or `nil` when it is not drawn.
    package subscript(kind: GuideKind) -> OverlayStyle.KindStyle? { styles[kind.rank] }
}
