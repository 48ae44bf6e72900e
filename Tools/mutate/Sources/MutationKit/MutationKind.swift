/// The kinds of defect the runner plants: each one a small change a test ought to notice.
package enum MutationKind: String, CaseIterable, Codable, Sendable {
    /// `<` ↔ `<=`, `>` ↔ `>=`: a boundary moved by one.
    case boundary
    /// `==` ↔ `!=` (and `===` ↔ `!==`): a comparison reversed.
    case equality
    /// `+` ↔ `-`, `*` ↔ `/` (and their compound assignments): the wrong arithmetic.
    case arithmetic
    /// `min` ↔ `max`.
    case minMax = "min-max"
    /// `&&` ↔ `||`.
    case logical
    /// The condition of an `if`, `guard`, `while`, `repeat` or `?:` negated.
    case negatedCondition = "negated-condition"
    /// A numeric literal nudged: 0 → 1, n → n + 1, 0.5 → 1.
    case literal
    /// A `+= 1` (or `-= 1`) dropped.
    case droppedIncrement = "dropped-increment"
    /// What a function or property declared `Bool` returns, inverted.
    case invertedReturn = "inverted-return"
    /// `<` ↔ `>`, `<=` ↔ `>=`: a comparison turned round, a sort order too (`sorted()` →
    /// `sorted(by: >)`).
    case reversedComparison = "reversed-comparison"
    /// One pattern dropped from a `case` that lists several (`case .a, .b:` → `case .a:`).
    case droppedPattern = "dropped-pattern"
    /// An optional Boolean's default flipped: `!= false` ↔ `== true`, `== false` ↔ `!= true`,
    /// `?? true` ↔ `?? false`.
    case optionalDefault = "optional-default"
    /// The condition of an `if`, `guard`, `while` or `?:` (each element of a condition list) replaced
    /// by `true` or by `false`.
    case constantCondition = "constant-condition"
    /// A statement deleted: a call or an assignment whose effect a test ought to see.
    case deletedStatement = "deleted-statement"
}
