/// Text forms of rectangles and objects that read like UIKit's own descriptions, so the
/// report feels familiar next to `po` output.
package enum Description {
    /// `{{x, y}, {width, height}}`, as `NSStringFromCGRect` writes a rectangle.
    package static func cgRect(_ rect: Rect) -> String {
        "{{\(number(rect.minX)), \(number(rect.minY))}, {\(number(rect.width)), \(number(rect.height))}}"
    }

    /// `(x y; width height)`, as a view's description writes its frame.
    package static func frame(_ rect: Rect) -> String {
        "(\(number(rect.minX)) \(number(rect.minY)); \(number(rect.width)) \(number(rect.height)))"
    }

    /// `<UIView: 0x7fb63fc06df0; frame = (0 88; 375 724)>`.
    package static func view(_ view: ViewNode) -> String {
        "<\(view.className): \(view.address); frame = \(frame(view.frame))>"
    }

    /// `<UILayoutGuide: 0x6000005acf60 - "space1">`, or without the identifier when it has none.
    package static func guide(_ guide: GuideNode) -> String {
        let name = guide.identifier.isEmpty ? "" : " - " + JSONText.quoted(guide.identifier)
        return "<\(guide.className): \(guide.address)\(name)>"
    }

    /// A number with at most two decimals.
    package static func number(_ value: Double) -> String { NumberFormatting.rounded(value, places: 2) }
}
