import MallocInterposerSwift

/// Starts the malloc counters when the interposer library is preloaded, and says so when not.
enum MallocInterposerSetup {
    static func start() {
        if Harness.countsAllocations {
            MallocInterposerSwift.initialize()
        } else {
            print(
                "note: the malloc interposer is not preloaded: allocation columns read n/a (run ../Scripts/benchmark)\n"
            )
        }
    }
}
