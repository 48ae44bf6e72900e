/// The answer as JSON, for tools and agents: the same values the text words, as the documents
/// of ``PlacementDocument``, ``CheckDocument`` and ``WhatIfDocument`` (``JSONAnswer``).
extension PlacementText {
    /// The answer as JSON.
    package static func json(_ placement: GuidePlacement) -> String {
        JSONAnswer.text(PlacementDocument(placement))
    }
}

extension GuidePlacement {
    /// The version of the JSON `why --json` writes (an answer, `--check`, a what-if, `--fix`):
    /// raised when a field changes meaning or goes, so that a reader can tell which it holds (as
    /// swift-argument-parser's tool info does). 1: answers read from the solved layout — numbers as
    /// numbers, deciders, misses with what beats them, ties. 2: documents decoded as well as
    /// written; a number JSON cannot hold is the string `"nan"`, `"inf"` or `"-inf"` and a value
    /// the record does not give (an open bound) is left out, as in every `--json` answer, where 1
    /// wrote `null` for both. Computed rather than stored, so that each answer that writes it runs
    /// this line.
    package static var jsonSchemaVersion: Int { 2 }
}
