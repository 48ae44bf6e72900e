/// How every answer names constraints by their numbers, so that `explain` and `why` say it in
/// the same words.
package enum ConstraintNumbers {
    /// `constraint 2`, `constraints 2, 4`.
    package static func text(_ numbers: [Int]) -> String {
        "constraint\(numbers.count == 1 ? "" : "s") " + numbers.map(String.init).joined(separator: ", ")
    }
}
