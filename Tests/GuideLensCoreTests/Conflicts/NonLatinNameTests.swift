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
        #expect(constraint.first.item.className == "Модуль_2.Вид9")
        #expect(constraint.first.item.address == ObjectAddress(0x10))
        #expect(constraint.constant == 100)
    }

    @Test("a class whose name starts with a non-Latin letter or an underscore is read as a class")
    func firstCharacter() throws {
        let greek = try #require(Self.read("<NSLayoutConstraint:0x1 Ωμέγα:0x10.height == 20   (active)>"))
        #expect(greek.first.item.className == "Ωμέγα")
        let underscored = try #require(
            Self.read("<NSLayoutConstraint:0x1 _Éclair:0x10.height == 20   (active)>"))
        #expect(underscored.first.item.className == "_Éclair")
    }
}
