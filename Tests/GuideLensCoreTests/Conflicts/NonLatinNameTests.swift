import Testing

@testable @_spi(Engine) import GuideLensCore

/// Class, module and attribute names outside ASCII take the reader's slower, Character-wise
/// path; `Scripts/mutate` showed no test went there (the defect is named in each test).
@Suite("Constraint logs with non-Latin names")
struct NonLatinNameTests {
    static func read(_ line: String) -> LoggedConstraint? {
        ConflictGrammarTests.read(line)
    }

    @Test(
        "a module-qualified class in Cyrillic, with digits and underscores (`||` as `&&`, `== \"_\"` as `!=`)"
    )
    func cyrillicClass() throws {
        let constraint = try #require(
            Self.read("<NSLayoutConstraint:0x1 Модуль_2.Вид9:0x10.width == 100   (active)>"))
        expectEqual(constraint.first.item.className, "Модуль_2.Вид9")
        expectEqual(constraint.first.item.address, ObjectAddress(0x10))
        expectEqual(constraint.constant, 100)
    }

    @Test("a class whose name starts with a non-Latin letter or an underscore is read as a class")
    func firstCharacter() throws {
        let greek = try #require(Self.read("<NSLayoutConstraint:0x1 Ωμέγα:0x10.height == 20   (active)>"))
        expectEqual(greek.first.item.className, "Ωμέγα")
        let underscored = try #require(
            Self.read("<NSLayoutConstraint:0x1 _Éclair:0x10.height == 20   (active)>"))
        expectEqual(underscored.first.item.className, "_Éclair")
    }

    @Test(
        "a status cut short after non-Latin names is cut off by its byte: the constraint before it is whole",
        arguments: ["(activ", "(in", "(na", "(Names:"])
    func cutStatusAfterNonLatinNames(cut: String) throws {
        // As a list quotes it, cut off before its closing `>` and quote.
        let line =
            "\"<NSLayoutConstraint:0x1 Модуль.Вид:0x10'Grüße 👋🏽'.width == Ωμέγα:0x20.width + 16   \(cut)"
        let constraint = try LoggedConstraintReader.read(Substring(line)).get()
        expectEqual(constraint.first.item.className, "Модуль.Вид")
        expectEqual(constraint.first.item.identifier, "Grüße 👋🏽")
        expectEqual(constraint.second?.item.className, "Ωμέγα")
        expectEqual(constraint.constant, 16)
        // What follows the last `(` is no status's start: nothing to cut.
        let text: Substring = "Вид:0x10.width == 100   (акт"
        expectEqual(LoggedConstraintReader.cutStatusStart(in: text), nil)
        // A `(` with nothing after it is no status yet; one letter of one is.
        expectEqual(LoggedConstraintReader.cutStatusStart(in: "Вид:0x10.width == 100   ("), nil)
        #expect(LoggedConstraintReader.cutStatusStart(in: "Вид:0x10.width == 100   (a") != nil)
        let cutText = Substring("Вид:0x10.width == 100   " + cut)
        let open = try #require(LoggedConstraintReader.cutStatusStart(in: cutText))
        expectEqual(cutText[open...], Substring(cut))
    }

    @Test(
        "an item is AppKit's when its class, module name aside, starts with NS, whatever the module's script",
        arguments: [
            ("NSView", true), ("AppKit.NSButton", true), ("Модуль.NSВид", true), ("NS", true),
            ("N", false), ("UIView", false), ("MyApp.NSView.Inner", false), ("Модуль.Вид", false),
            ("NSModule.Card", false), ("", false),
        ])
    func appKitItems(className: String, isAppKit: Bool) {
        expectEqual(LoggedItem(className: className, address: ObjectAddress(0x10)).isAppKit, isAppKit)
    }

    @Test(
        "a conflict is AppKit's when any item is, listed or broken, first or last",
        arguments: [
            (["NSView", "MyApp.CardView"], nil as String?, true),
            (["MyApp.CardView", "NSView"], nil, true),
            (["MyApp.CardView", "UIView"], "NSTextField", true),
            (["MyApp.CardView", "UIView"], "UILabel", false),
            (["MyApp.CardView"], nil, false),
        ])
    func appKitConflicts(listed: [String], broken: String?, isAppKit: Bool) throws {
        func constraint(_ className: String, _ address: UInt64) throws -> LoggedConstraint {
            try LoggedConstraintReader.read(
                "<NSLayoutConstraint:0x1 \(className):0x\(String(address, radix: 16)).width == 10   (active)>"
            ).get()
        }
        let constraints = try listed.enumerated().map { try constraint($1, 0x10 + UInt64($0)) }
        let conflict = Conflict(
            line: 1, constraints: constraints, broken: try broken.map { try constraint($0, 0x90) })
        expectEqual(ConflictArithmetic.isAppKit(conflict), isAppKit)
    }
}
