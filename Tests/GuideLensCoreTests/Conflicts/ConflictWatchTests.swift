import Foundation
import Testing

@testable @_spi(Engine) import GuideLensCore

/// Conflicts recorded as UIKit passes them to the engine delegate callback: each constraint's
/// `description`, in the format iOS logs (two required widths on one view, as in the acceptance
/// suite).
enum RecordedConflicts {
    static let width100 = "<NSLayoutConstraint:0x600002a8c0f0 UIView:0x7fb63fc0a7d0.width == 100   (active)>"
    static let width200 = "<NSLayoutConstraint:0x600002a8c140 UIView:0x7fb63fc0a7d0.width == 200   (active)>"
    static let widths = ObservedConflict(constraints: [width100, width200], broken: width200)
    static let height0 =
        "<NSLayoutConstraint:0x600002a8d220 'UISV-hiding' UIView:0x7fb63fc0b110.height == 0   (active)>"
    static let padding =
        "<NSLayoutConstraint:0x600002a8d270 V:|-(16)-[UILabel:0x7fb63fc0c3e0]   (active, names: '|':UIView:0x7fb63fc0b110 )>"
    static let hidden = ObservedConflict(constraints: [padding, height0], broken: padding)
}

@Suite("Which constraint conflicts count, and where")
struct ConflictWatchTests {
    typealias R = RecordedConflicts

    @Test("with no scope open a conflict goes nowhere; closing an unknown scope returns nothing")
    func noScope() {
        var watch = ConflictWatch()
        expectEqual(watch.record(R.widths), nil)
        let scope = watch.begin()
        #expect(watch.end(scope).isEmpty)
        #expect(watch.end(scope).isEmpty)
        expectEqual(watch.record(R.widths), nil)
        expectEqual(watch.openScopeCount, 0)
    }

    @Test("a scope keeps its conflicts in order; a repeated report is one conflict reported again")
    func duplicates() {
        var watch = ConflictWatch()
        let scope = watch.begin()
        watch.record(R.widths)
        watch.record(R.hidden)
        watch.record(R.widths)
        watch.record(R.widths)
        let entries = watch.end(scope)
        expectEqual(entries.map(\.conflict), [R.widths, R.hidden])
        expectEqual(entries.map(\.reports), [3, 1])
    }

    @Test("the same constraints with another one broken, or from another thread's view, are other conflicts")
    func identity() {
        var watch = ConflictWatch()
        let scope = watch.begin()
        watch.record(R.widths)
        watch.record(ObservedConflict(constraints: [R.width100, R.width200], broken: R.width100))
        watch.record(ObservedConflict(constraints: [R.width100], broken: R.width200))
        // The thread does not make it another conflict.
        watch.record(
            ObservedConflict(
                constraints: [R.width100, R.width200], broken: R.width200, isOnMainThread: false))
        expectEqual(watch.end(scope).map(\.reports), [2, 1, 1])
    }

    @Test(
        "nested scopes: the innermost gets the conflict, never both; the outer gets it once the inner closed")
    func nested() {
        var watch = ConflictWatch()
        let outer = watch.begin()
        let inner = watch.begin()
        expectEqual(watch.record(R.widths), inner)
        expectEqual(watch.end(inner).map(\.conflict), [R.widths])
        expectEqual(watch.record(R.hidden), outer)
        expectEqual(watch.end(outer).map(\.conflict), [R.hidden])
    }

    @Test("the running code's own scope wins over a scope opened later elsewhere; once closed, the innermost")
    func currentScope() {
        var watch = ConflictWatch()
        let first = watch.begin()
        let second = watch.begin()
        expectEqual(watch.record(R.widths, current: first), first)
        expectEqual(watch.record(R.hidden, current: second), second)
        expectEqual(watch.end(first).map(\.conflict), [R.widths])
        // `first` is closed: its code's next conflict goes to the innermost open scope.
        expectEqual(watch.record(R.widths, current: first), second)
        expectEqual(watch.end(second).map(\.conflict), [R.hidden, R.widths])
    }

    @Test("closing an outer scope leaves the inner one open and recording")
    func closeOuterFirst() {
        var watch = ConflictWatch()
        let outer = watch.begin()
        let inner = watch.begin()
        #expect(watch.end(outer).isEmpty)
        expectEqual(watch.openScopeCount, 1)
        expectEqual(watch.record(R.widths), inner)
        expectEqual(watch.end(inner).count, 1)
    }
}

@Suite("The failure message for a test's conflicts")
struct ConflictFailureTests {
    typealias R = RecordedConflicts

    @Test("no conflict, no message")
    func none() {
        expectEqual(ConflictFailure.message(for: []), nil)
    }

    @Test("the message is explain's text for the conflicts, then the log it explains")
    func explanation() throws {
        let entries = [
            ConflictWatch.Entry(conflict: R.widths, reports: 1),
            ConflictWatch.Entry(conflict: R.hidden, reports: 1),
        ]
        let message = try #require(ConflictFailure.message(for: entries))
        let log = R.widths.logText + "\n" + R.hidden.logText
        let explained = ConflictExplanation(log: ConstraintLog.parse(log)).text
        #expect(
            message.hasPrefix("Auto Layout broke a constraint to resolve 2 conflicts during this test:\n\n"))
        #expect(message.contains(explained))
        #expect(message.hasSuffix("As Auto Layout logged it:\n" + log))
        #expect(!message.contains("Notes:"))
        // What the explanation says of the recorded widths: both items, the broken one, the hint.
        #expect(message.contains("Conflict 1 of 2 (line 1): 2 constraints; UIKit broke constraint 2."))
        #expect(message.contains("✗ 2. UIView(0x7fb63fc0a7d0).width == 200   ← broken"))
        #expect(message.contains("UIView 0x7fb63fc0a7d0.width is required to be 100 and 200 at once"))
        // Each conflict's first fix, solved again, before the log: the broken width at 999.
        #expect(
            message.contains(
                "First fix (solved again: every listed required constraint then holds; `guidelens explain --fix` "
                    + "lists the others):\n  Conflict 1: lower constraint 2 to priority 999: UIKit broke this "
                    + "constraint to recover"), "\(message)")
        #expect(message.contains("Conflict 2 of 2 (line 10)"))
        // The log reads back as the same conflicts.
        expectEqual(ConstraintLog.parse(log).conflictCount, 2)
    }

    @Test("one conflict is singular; repeats and conflicts off the main thread are noted")
    func notes() throws {
        let offMain = ObservedConflict(
            constraints: R.hidden.constraints, broken: R.hidden.broken, isOnMainThread: false)
        let single = try #require(
            ConflictFailure.message(for: [ConflictWatch.Entry(conflict: R.widths, reports: 1)]))
        #expect(single.hasPrefix("Auto Layout broke a constraint to resolve 1 conflict during this test:"))
        let message = try #require(
            ConflictFailure.message(for: [
                ConflictWatch.Entry(conflict: R.widths, reports: 2),
                ConflictWatch.Entry(conflict: offMain, reports: 1),
            ]))
        #expect(
            message.contains(
                "Notes:\n  Conflict 1: reported 2 times.\n  Conflict 2: reported off the main thread.\n"))
    }

    @Test("a constraint whose description cannot be read is kept as logged; the rest is explained")
    func unreadable() throws {
        let readable = "NSLayoutConstraint:0x600002a8c0f0 UIView:0x7fb63fc0a7d0.width == 100"
        let odd = "CardConstraint: width of the card, as its author describes it"
        let conflict = ObservedConflict(constraints: [readable, odd], broken: odd)
        let message = try #require(
            ConflictFailure.message(for: [ConflictWatch.Entry(conflict: conflict, reports: 1)]))
        #expect(message.contains("the constraint UIKit broke could not be read"))
        #expect(message.contains("1. UIView(0x7fb63fc0a7d0).width == 100"))
        #expect(message.contains("? 2. unread"))
        #expect(message.contains(odd))
        #expect(message.hasSuffix(conflict.logText))
    }
}

@Suite("The process-wide conflict center")
struct ConflictCenterTests {
    typealias R = RecordedConflicts

    @Test("a scope sees what its own code reports, even while another task's scope is open")
    func taskScopes() async {
        let center = ConflictCenter()
        #expect(!center.isListening)
        let (_, first) = await center.withScope {
            let (_, second) = await center.withScope { () async in
                center.record(R.hidden)
            }
            expectEqual(second.map(\.conflict), [R.hidden])
            center.record(R.widths)
            // A sibling task's scope, opened after this one, does not take this task's conflicts.
            let other = center.begin()
            center.record(R.widths)
            #expect(center.end(other).isEmpty)
        }
        expectEqual(first.map(\.conflict), [R.widths])
        expectEqual(first.map(\.reports), [2])
    }

    @Test("the app's reporter hears a conflict only through the delivery it is given; scopes record at once")
    func deliveredLater() {
        let center = ConflictCenter()
        let seen = Reports()
        center.setReporter { report in seen.append(report) }
        let pending = Deliveries()
        let (_, entries) = center.withScope {
            center.record(R.widths) { work in pending.append(work) }
            #expect(seen.all.isEmpty, "nothing reaches the reporter inside Auto Layout's callback")
        }
        expectEqual(entries.map(\.conflict), [R.widths])
        expectEqual(pending.count, 1)
        pending.runAll()
        expectEqual(seen.all.map(\.log), [R.widths.logText])
        center.setReporter(nil)
        center.record(R.hidden) { work in pending.append(work) }
        expectEqual(pending.count, 0, "no reporter, nothing to deliver")
    }

    @Test("synchronous scopes, a throwing body closes its scope, and the app's reporter sees every conflict")
    func reporter() throws {
        let center = ConflictCenter()
        let seen = Reports()
        center.setReporter { report in seen.append(report) }
        #expect(center.isListening)
        center.record(R.widths)
        let (value, entries) = center.withScope { () -> Int in
            center.record(R.hidden)
            return 7
        }
        #expect(value == 7 && entries.count == 1)
        struct Stop: Error {}
        #expect(throws: Stop.self) {
            _ = try center.withScope { throw Stop() }
        }
        center.setReporter(nil)
        #expect(!center.isListening)
        center.record(R.widths)
        let reports = seen.all
        expectEqual(reports.count, 2)
        expectEqual(reports.first?.log, R.widths.logText)
        expectEqual(
            reports.first?.explanation, ConflictExplanation(log: ConstraintLog.parse(R.widths.logText)).text)
        #expect(reports.first?.description == reports.first.map { $0.explanation + $0.log })
    }
}

extension ConflictCenterTests {
    @Test("an asynchronous body that throws closes its scope: nothing is left listening")
    func asynchronousThrow() async {
        let center = ConflictCenter()
        struct Stop: Error {}
        await #expect(throws: Stop.self) {
            _ = try await center.withScope { @Sendable () async throws -> Int in throw Stop() }
        }
        #expect(!center.isListening)
    }
}

/// What a reporter was given, from any thread.
private final class Reports: @unchecked Sendable {
    private let lock = NSLock()
    private var reports: [ConstraintConflictReport] = []

    func append(_ report: ConstraintConflictReport) {
        lock.lock()
        reports.append(report)
        lock.unlock()
    }

    var all: [ConstraintConflictReport] {
        lock.lock()
        defer { lock.unlock() }
        return reports
    }
}

@Suite("Documentation: the conflict failure message")
struct ConflictDocumentationTests {
    @Test("Documentation/Testing.md shows the message a test fails with for the recorded widths, as it is")
    func documentedMessage() throws {
        let message = try #require(
            ConflictFailure.message(for: [ConflictWatch.Entry(conflict: RecordedConflicts.widths, reports: 1)]
            ))
        let pageURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Documentation/Testing.md")
        let page = try String(contentsOf: pageURL, encoding: .utf8)
        let section = try #require(page.range(of: "## Conflicts fail tests"))
        let start = try #require(page.range(of: "```text\n", range: section.upperBound..<page.endIndex))
        let end = try #require(page.range(of: "```\n", range: start.upperBound..<page.endIndex))
        // Compared line by line without trailing spaces, which Auto Layout's log has and editors drop.
        func lines(_ text: Substring) -> [String] {
            text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                var line = String(line)
                while line.hasSuffix(" ") { line.removeLast() }
                return line
            }
        }
        expectEqual(lines(page[start.upperBound..<end.lowerBound]), lines(message[...] + "\n"))
    }
}

/// Work handed to a conflict center's delivery, run when the test says.
final class Deliveries: @unchecked Sendable {
    private let lock = NSLock()
    private var work: [@Sendable () -> Void] = []

    var count: Int { lock.withLock { work.count } }

    func append(_ item: @escaping @Sendable () -> Void) { lock.withLock { work.append(item) } }

    /// Runs every piece handed over so far, and forgets them.
    func runAll() {
        let pieces = lock.withLock { () -> [@Sendable () -> Void] in
            defer { work.removeAll() }
            return work
        }
        pieces.forEach { $0() }
    }
}
