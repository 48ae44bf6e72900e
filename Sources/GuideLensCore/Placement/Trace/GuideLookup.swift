import Foundation

/// Finds one guide of a snapshot by what a person types: its identifier (`spacer2`), its
/// address (`0x6000005ac060`), or a path of class names ending in the guide
/// (`UIView › spacer2`, `UIWindow > UIView > spacer2`); and when none matches, the nearest names.
package struct GuideLookup: Sendable {
    /// A guide found, with its owner.
    package struct Match: Sendable {
        package var guide: GuideNode
        package var owner: ViewVisit
        /// `UIWindow › UIView › spacer2`: the owner's chain of classes and the guide's name.
        package var path: String
    }

    /// What a lookup found.
    package enum Outcome: Sendable {
        /// Exactly one guide.
        case found(Match)
        /// Several guides answer to the name: their paths, so the person can pick one.
        case several([Match])
        /// None: the nearest names, best first.
        case none(nearest: [String])
    }

    /// Every guide with its owner; paths are made only for the guides a query finds.
    let entries: [(guide: GuideNode, owner: ViewVisit)]

    /// Indexes every guide of `snapshot`.
    package init(_ snapshot: Snapshot) {
        entries = snapshot.allGuides
    }

    /// Indexes the guides a tracer already walked: one walk for finding and tracing.
    package init(_ tracer: PlacementTracer) {
        entries = tracer.allGuides
    }

    /// The match for an entry, with its path.
    static func match(_ entry: (guide: GuideNode, owner: ViewVisit)) -> Match {
        let chain = (entry.owner.ancestors + [entry.owner.view]).map(\.className.unqualifiedClassName)
        return Match(
            guide: entry.guide, owner: entry.owner,
            path: (chain + [entry.guide.displayName]).joined(separator: " › "))
    }

    /// The guide `query` names.
    package func find(_ query: String) -> Outcome {
        let text = query.trimmingSpaces
        if let address = ObjectAddress(parsing: text),
            let entry = entries.first(where: { $0.guide.address == address })
        {
            return .found(Self.match(entry))
        }
        let steps = Self.steps(of: text)
        guard let last = steps.last else { return .none(nearest: nearest(to: text)) }
        // A guide's name is its identifier, or its class when it has none.
        let named = entries.filter { $0.guide.displayName == last }.map(Self.match)
        let matching = named.filter { Self.path($0.path, endsWith: steps) }
        switch matching.count {
        case 1: return .found(matching[0])
        case 0: return .none(nearest: nearest(to: last))
        default: return .several(matching)
        }
    }

    /// The one guide `query` names, or the message saying why there is not one: the nearest
    /// names, or the paths of every guide that answers to it. The CLI and LLDB say the same.
    package func match(_ query: String) -> Result<Match, GuideLookupFailure> {
        switch find(query) {
        case .found(let match): return .success(match)
        case .several(let matches):
            return .failure(
                GuideLookupFailure(
                    description: "\(matches.count) guides answer to '\(query)'; name one by path or address: "
                        + matches.prefix(8).map { "\($0.path) (\($0.guide.address))" }.joined(separator: "; ")
                ))
        case .none(let nearest):
            return .failure(
                GuideLookupFailure(
                    description: "no guide '\(query)' in the snapshot"
                        + (nearest.isEmpty
                            ? " (it has no guides)" : "; nearest: " + nearest.joined(separator: ", "))))
        }
    }

    /// `UIView › spacer2`, `UIView > spacer2`, `UIView/spacer2`: the names, in order.
    static func steps(of text: String) -> [String] {
        var normalized = text
        for separator in ["›", ">", "/"] {
            normalized = normalized.replacingOccurrences(of: separator, with: "\u{0}")
        }
        return normalized.split(separator: "\u{0}").map { String($0).trimmingSpaces }.filter { !$0.isEmpty }
    }

    /// Whether the path's last names are `steps` (class names compared without module).
    static func path(_ path: String, endsWith steps: [String]) -> Bool {
        let names = Self.steps(of: path)
        guard steps.count <= names.count else { return false }
        return zip(names.suffix(steps.count), steps).allSatisfy { $0 == $1 || $0 == $1.unqualifiedClassName }
    }

    /// Up to five guide names closest to `text` (edit distance, then shared prefix), best first.
    package func nearest(to text: String) -> [String] {
        var names: [String] = []
        var seen = Set<String>()
        for entry in entries where seen.insert(entry.guide.displayName).inserted {
            names.append(entry.guide.displayName)
        }
        let lowered = text.lowercased()
        let scored = names.map { name -> (Int, String) in
            let distance = Self.editDistance(lowered, name.lowercased())
            let contains = name.lowercased().contains(lowered) || lowered.contains(name.lowercased())
            return (contains ? min(distance, 1) : distance, name)
        }
        return scored.sorted { $0 < $1 }.prefix(5).map(\.1)
    }

    /// Levenshtein distance, over characters.
    static func editDistance(_ first: String, _ second: String) -> Int {
        let first = Array(first)
        let second = Array(second)
        guard !first.isEmpty else { return second.count }
        guard !second.isEmpty else { return first.count }
        var previous = Array(0...second.count)
        var current = [Int](repeating: 0, count: second.count + 1)
        for row in 1...first.count {
            current[0] = row
            for column in 1...second.count {
                let cost = first[row - 1] == second[column - 1] ? 0 : 1
                current[column] = min(
                    previous[column] + 1, current[column - 1] + 1, previous[column - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[second.count]
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        var text = Substring(self)
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return String(text)
    }
}

/// Why a lookup found no single guide, in one line.
package struct GuideLookupFailure: Error, CustomStringConvertible, Sendable {
    package var description: String
}
