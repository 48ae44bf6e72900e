/// The text tree that LLDB's `showguides` and `guidelens report` print: every view that owns
/// guides (with the ancestors that lead to it), and each guide with its kind, frames and flags.
///
/// ```
/// <UIWindow: 0x10000; frame = (0 0; 390 844)>
///   <UIView: 0x10100; frame = (0 0; 390 844)>
///     | <UILayoutGuide: 0x20001 - "space1"> custom layoutFrame = {{145, 367}, {100, 100}} window = (145 367; 100 100)
/// 2 guides in 1 view, 0 flagged
/// ```
@_spi(Engine)
public enum GuideTreeReport {
    /// The report of a snapshot, one line per view and per guide, ending with a summary line.
    public static func text(for snapshot: Snapshot) -> String {
        var lines: [String] = []
        var views = 0
        var guides = 0
        var flagged = 0
        for window in snapshot.windows {
            append(window, depth: 0, to: &lines, views: &views, guides: &guides, flagged: &flagged)
        }
        let viewWord = views == 1 ? "view" : "views"
        let guideWord = guides == 1 ? "guide" : "guides"
        if guides == 0 {
            lines.append("no guides in \(snapshot.windows.count) window(s)")
        } else {
            lines.append("\(guides) \(guideWord) in \(views) \(viewWord), \(flagged) flagged")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The line for one guide (without indentation): description, kind, frames and flags.
    private static func line(for guide: GuideNode, flags: [LintRule]) -> String {
        var line = Description.guide(guide) + " " + guide.kind.rawValue
        line += " layoutFrame = " + Description.cgRect(guide.layoutFrame)
        line += " window = " + Description.frame(guide.frameInWindow)
        if !flags.isEmpty { line += " [" + flags.map(\.name).joined(separator: ", ") + "]" }
        return line
    }

    /// Appends the view and its guides, then its subviews; takes the view's line back out
    /// when nothing below it has a guide.
    private static func append(
        _ view: ViewNode, depth: Int, to lines: inout [String], views: inout Int, guides: inout Int,
        flagged: inout Int
    ) {
        let indent = String(repeating: "  ", count: depth)
        let mark = lines.count
        let guidesBefore = guides
        lines.append(indent + Description.view(view))
        if !view.guides.isEmpty { views += 1 }
        let duplicated = LintRule.duplicatedIdentifiers(in: view)
        for guide in view.guides {
            let flags = LintRule.violations(of: guide, in: view, duplicatedIdentifiers: duplicated)
            if !flags.isEmpty { flagged += 1 }
            lines.append(indent + "  | " + line(for: guide, flags: flags))
            guides += 1
        }
        for subview in view.subviews {
            append(subview, depth: depth + 1, to: &lines, views: &views, guides: &guides, flagged: &flagged)
        }
        if guides == guidesBefore { lines.removeSubrange(mark...) }
    }
}
