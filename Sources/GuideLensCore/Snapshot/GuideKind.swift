/// What a layout guide is for, as far as can be told without side effects.
///
/// The kind picks the overlay's colour and lets users filter: the spacer guides an app made
/// itself (`custom`) are usually what a layout bug hides in, while system guides give context.
public enum GuideKind: String, CaseIterable, Encodable, Hashable, Sendable, Comparable {
    /// `safeAreaLayoutGuide`: the area not covered by bars, notches and the home indicator.
    case safeArea = "safe-area"
    /// `layoutMarginsGuide`: the view's bounds inset by its layout margins.
    case layoutMargins = "layout-margins"
    /// `readableContentGuide`: a width comfortable for reading text.
    case readableContent = "readable-content"
    /// `keyboardLayoutGuide`: the space the keyboard takes (iOS 15 and later).
    case keyboard
    /// A scroll view's `contentLayoutGuide`: the scrollable content area.
    case scrollContent = "scroll-content"
    /// A scroll view's `frameLayoutGuide`: the scroll view's untranslated frame.
    case scrollFrame = "scroll-frame"
    /// A guide `UIStackView` adds to align or distribute its arranged subviews.
    case stackSpacer = "stack-spacer"
    /// A `UIFocusGuide`, which redirects focus movement (central on tvOS).
    case focus
    /// A guide the app created itself: a spacer, a container, a notch guide.
    case custom
    /// A guide UIKit created for its own purposes whose role is not known.
    case system

    /// A short human name for labels and legends ("safe area", "stack spacer").
    public var displayName: String {
        switch self {
        case .safeArea: "safe area"
        case .layoutMargins: "margins"
        case .readableContent: "readable content"
        case .keyboard: "keyboard"
        case .scrollContent: "scroll content"
        case .scrollFrame: "scroll frame"
        case .stackSpacer: "stack spacer"
        case .focus: "focus"
        case .custom: "custom"
        case .system: "system"
        }
    }

    /// Orders kinds as they are declared: the order legends and filters list them in.
    public static func < (lhs: GuideKind, rhs: GuideKind) -> Bool { lhs.rank < rhs.rank }

    /// The kind's position in declaration order.
    package var rank: Int {
        switch self {
        case .safeArea: 0
        case .layoutMargins: 1
        case .readableContent: 2
        case .keyboard: 3
        case .scrollContent: 4
        case .scrollFrame: 5
        case .stackSpacer: 6
        case .focus: 7
        case .custom: 8
        case .system: 9
        }
    }

    /// Parses a comma-separated list of kind names (`"custom,safe-area"`).
    ///
    /// Throws ``GuideKindListError`` naming the first unknown entry and the valid names.
    package static func parseList(_ text: String) throws -> Set<GuideKind> {
        switch parsedList(text) {
        case .success(let kinds): return kinds
        case .failure(let error): throw error
        }
    }

    /// ``parseList(_:)`` as a value, for callers that report the error in their own words.
    package static func parsedList(_ text: String) -> Result<Set<GuideKind>, GuideKindListError> {
        var kinds = Set<GuideKind>()
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let name = part.trimmingSpaces
            guard let kind = GuideKind(rawValue: name) else {
                return .failure(GuideKindListError(unknown: name))
            }
            kinds.insert(kind)
        }
        return .success(kinds)
    }
}

/// A kind list named a kind that does not exist.
package struct GuideKindListError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The entry that matched no kind.
    package var unknown: String

    /// A message naming the bad entry and every valid name.
    package var description: String {
        let valid = GuideKind.allCases.map(\.rawValue).joined(separator: ", ")
        let shown = unknown.isEmpty ? "an empty name" : "'\(unknown)'"
        return "unknown guide kind \(shown); expected one of: \(valid)"
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs.
    package var trimmingSpaces: String {
        var slice = Substring(self)
        while let first = slice.first, first == " " || first == "\t" { slice.removeFirst() }
        while let last = slice.last, last == " " || last == "\t" { slice.removeLast() }
        return String(slice)
    }
}
