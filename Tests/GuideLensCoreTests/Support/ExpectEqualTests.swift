import Testing

@Suite("expectEqual, the plain call for #expect(a == b)")
struct ExpectEqualTests {
    @Test(
        "a difference is one issue at the caller's line, with both values and the comment; equal values are none"
    )
    func reportsAtTheCaller() {
        let line = #_sourceLocation.line + 2
        withKnownIssue {
            expectEqual(Double(-12.75), 4.5, "the note")
        } matching: { issue in
            let text = String(describing: issue)
            return issue.sourceLocation?.line == line && issue.sourceLocation?.fileID == #fileID
                && text.contains("-12.75") && text.contains("4.5") && issue.comments == ["the note"]
        }
        expectEqual([0.5, 2], [0.5, 2])
        expectEqual(Optional<Int>.none, nil)
    }
}
