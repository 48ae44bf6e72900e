import Foundation
import MallocInterposerSwift

/// One measured operation: wall time per operation from repeated samples, and the exact number
/// of `malloc` calls per operation (counted by the preloaded malloc interposer).
struct Measurement {
    var name: String
    /// Nanoseconds per operation, one value per sample, sorted.
    var samples: [Double]
    /// Allocations per operation.
    var allocations: Double
    /// Whatever the operation reports (layer operations, bytes), per operation.
    var work: Int

    var median: Double { percentile(0.5) }
    var p25: Double { percentile(0.25) }
    var p75: Double { percentile(0.75) }

    func percentile(_ fraction: Double) -> Double {
        let position = fraction * Double(samples.count - 1)
        let lower = Int(position.rounded(.down))
        let upper = min(lower + 1, samples.count - 1)
        return samples[lower] + (samples[upper] - samples[lower]) * (position - Double(lower))
    }
}

/// Runs operations and measures them.
enum Harness {
    static var countsAllocations: Bool {
        ProcessInfo.processInfo.environment["LD_PRELOAD"]?.contains("MallocInterposer") == true
            || ProcessInfo.processInfo.environment["DYLD_INSERT_LIBRARIES"]?.contains("MallocInterposer")
                == true
    }

    /// Measures `operation`: warms up, then takes up to `sampleCount` samples (each of enough
    /// repetitions to last about a millisecond) within `budget` seconds, then counts the
    /// allocations of `repetitions` more runs.
    static func measure(
        _ name: String, sampleCount: Int = 101, budget: Double = 2, _ operation: () -> Int
    ) -> Measurement {
        var work = operation()  // warm-up, and what the operation reports
        for _ in 0..<2 { work = operation() }
        // How many repetitions make a sample of about one millisecond.
        var repetitions = 1
        while true {
            let time = elapsed { for _ in 0..<repetitions { blackHole(operation()) } }
            if time >= 1e-3 || repetitions >= 1 << 20 { break }
            repetitions *= 2
        }
        var samples: [Double] = []
        let started = now()
        while samples.count < sampleCount, samples.count < 5 || now() - started < budget {
            let time = elapsed { for _ in 0..<repetitions { blackHole(operation()) } }
            samples.append(time / Double(repetitions) * 1e9)
        }
        var allocations = Double.nan
        if countsAllocations {
            MallocInterposerSwift.reset()
            MallocInterposerSwift.hook()
            for _ in 0..<repetitions { blackHole(operation()) }
            MallocInterposerSwift.unhook()
            let statistics = MallocInterposerSwift.getStatistics()
            allocations = Double(statistics.mallocCount) / Double(repetitions)
        }
        return Measurement(name: name, samples: samples.sorted(), allocations: allocations, work: work)
    }

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    static func elapsed(_ body: () -> Void) -> Double {
        let start = now()
        body()
        return now() - start
    }
}

/// Keeps a value alive so the optimiser cannot drop the work that made it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// Time with a unit that keeps three significant figures readable.
func duration(_ nanoseconds: Double) -> String {
    switch nanoseconds {
    case ..<1_000: String(format: "%.0f ns", nanoseconds)
    case ..<1_000_000: String(format: "%.2f µs", nanoseconds / 1_000)
    case ..<1_000_000_000: String(format: "%.2f ms", nanoseconds / 1_000_000)
    default: String(format: "%.2f s", nanoseconds / 1_000_000_000)
    }
}

func count(_ value: Double) -> String {
    value.isNaN ? "n/a" : (value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value))
}
