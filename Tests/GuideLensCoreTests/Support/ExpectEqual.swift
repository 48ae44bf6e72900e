import Testing

/// `#expect(actual == expected)`, with the same failure message (both values) at the caller's
/// line, as a plain call: the macro's expansion of a comparison costs the compiler about ten
/// times what a call does, and this target makes some 1,500 of them (BENCHMARKS.md, "Where the
/// time goes now"). One copy in each test target that uses it: a target that is not a test
/// target cannot always import `Testing`.
func expectEqual<Value: Equatable>(
    _ actual: Value, _ expected: Value, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(actual == expected, comment(), sourceLocation: sourceLocation)
}
