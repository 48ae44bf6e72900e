/// Whether `value` lies between `low` and `high`, both included.
public func isWithin(_ value: Int, low: Int, high: Int) -> Bool {
    value >= low && value <= high
}

/// Whether `value` is above `limit`. Its test never tries `limit` itself, so `>` planted as
/// `>=` survives: the runner must say so.
public func isAbove(_ value: Int, limit: Int) -> Bool {
    value > limit
}
