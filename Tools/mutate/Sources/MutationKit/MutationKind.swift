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
    /// A name of one axis for its twin on the other: `horizontal` ↔ `vertical`, `x` ↔ `y`,
    /// `width` ↔ `height`, `minX` ↔ `minY` (and `maxX`, `midX`), `leading` ↔ `top`, `trailing` ↔
    /// `bottom`, `left` ↔ `top`, `right` ↔ `bottom`, `centerX` ↔ `centerY`, the autoresizing mask's
    /// horizontal bits ↔ its vertical ones — the defect layout code suffers most: one axis's
    /// arithmetic done with the other's numbers.
    case axisSwap = "axis-swap"
    /// A number off by an order of magnitude or by one downwards: a float literal ×10 and ÷10 (an
    /// exponent moved by one), an integer literal −1 and ×10 — a tolerance, a margin or a limit
    /// scaled, where `literal` only nudges it up.
    case scaledConstant = "scaled-constant"
    /// A string literal replaced by its nearest sibling in the same role (`"at least"` ↔ `"at most"`
    /// in two cases of one switch, `"h="` ↔ `"v="` given to the same function): a word the user
    /// reads flipped.
    case siblingString = "sibling-string"
    /// Two adjacent arguments that look alike swapped (`f(a, b)` → `f(b, a)`): the origin passed as
    /// the size, the width as the height.
    case argumentOrder = "argument-order"
    /// One source of a combined value dropped: an argument of `min` or `max`, a term of a sum (an
    /// inset or a spacing forgotten).
    case droppedSource = "dropped-source"
}
