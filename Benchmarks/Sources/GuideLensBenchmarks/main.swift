// Measures the overlay's cost per layout pass and how GuideLens scales, on the core's real code
// paths, and prints Markdown tables (BENCHMARKS.md holds a run of them).
//
// Usage: ../Scripts/benchmark   (builds in release and preloads the malloc interposer)
import Foundation
import GuideLensCore

MallocInterposerSetup.start()
let style = OverlayStyle.default
var tables: [String] = []

@MainActor
func table(_ title: String, _ header: String, _ rows: [String]) {
    let columns = header.split(separator: "|").count
    let rule = "|" + String(repeating: " ---: |", count: columns)
    let text = "### \(title)\n\n|\(header)|\n\(rule)\n" + rows.joined(separator: "\n") + "\n"
    print(text)
    tables.append(text)
}

func row(_ measurement: Measurement, _ extra: [String] = []) -> String {
    "| "
        + ([
            measurement.name, duration(measurement.median),
            duration(measurement.p25) + " – " + duration(measurement.p75),
            count(measurement.allocations),
        ] + extra).joined(separator: " | ") + " |"
}

// 1. A layout pass in which nothing changed, with the overlay on.
var steady: [Int: Measurement] = [:]
var steadyRows: [String] = []
for guides in [1, 10, 100] {
    // Two equal arrays in distinct buffers, as each pass on a device reads `layoutGuides` anew:
    // comparing an array with itself would short-circuit on buffer identity.
    let passes = [Workloads.guides(guides), Workloads.guides(guides)]
    let owner = Workloads.owner(for: guides)
    var state = ViewOverlayState()
    _ = state.update(guides: passes[0], owner: owner, style: style)
    var flip = 1
    let measured = Harness.measure("\(guides) guides") {
        let operations = state.update(guides: passes[flip], owner: owner, style: style).count
        flip ^= 1
        return operations
    }
    steady[guides] = measured
    steadyRows.append(row(measured, [String(measured.work)]))
}
table(
    "1. Steady pass (nothing changed)",
    " view | median | p25 – p75 | allocations per pass | layer operations ", steadyRows)

// 2. Every guide moved.
var moving: [Int: Measurement] = [:]
var movingRows: [String] = []
for guides in [1, 10, 100, 1_000] {
    let frames = [Workloads.guides(guides), Workloads.guides(guides, shiftedBy: 1)]
    let owner = Workloads.owner(for: guides)
    var state = ViewOverlayState()
    _ = state.update(guides: frames[0], owner: owner, style: style)
    var flip = 1
    let measured = Harness.measure("\(guides) guides") {
        let operations = state.update(guides: frames[flip], owner: owner, style: style).count
        flip ^= 1
        return operations
    }
    moving[guides] = measured
    movingRows.append(row(measured, [String(measured.work), duration(measured.median / Double(guides))]))
}
table(
    "2. Moving pass (every guide moved)",
    " view | median | p25 – p75 | allocations per pass | layer operations | per guide ", movingRows)

// 3. Turning the overlay on for a whole screen.
var toggleRows: [String] = []
for (views, guidesPerView) in [(1_000, 3), (10_000, 3)] {
    let screen = Workloads.screen(views: views, guidesPerView: guidesPerView)
    let measured = Harness.measure(
        "\(views) views, \(views * guidesPerView) guides", sampleCount: 31, budget: 5
    ) {
        var operations = 0
        for (viewOwner, samples) in screen {
            var state = ViewOverlayState()
            operations += state.update(guides: samples, owner: viewOwner, style: style).count
        }
        return operations
    }
    toggleRows.append(
        row(measured, [String(measured.work), duration(measured.median / Double(views * guidesPerView))]))
}
table(
    "3. Toggle-on walk (every view planned and reconciled once)",
    " screen | median | p25 – p75 | allocations | layer operations | per guide ", toggleRows)

// 4. The seed's approach (remove every overlay, create every overlay, every pass) beside ours.
var seedRows: [String] = []
for guides in [10, 100] {
    let samples = Workloads.guides(guides)
    let owner = Workloads.owner(for: guides)
    var seed = SeedStyleOverlay()
    _ = seed.pass(guides: samples, owner: owner, style: style)
    let measured = Harness.measure("\(guides) guides") {
        seed.pass(guides: samples, owner: owner, style: style)
    }
    let ours = steady[guides] ?? measured
    let oursMoving = moving[guides] ?? measured
    seedRows.append(
        row(
            measured,
            [
                String(measured.work),
                String(format: "%.0f×", measured.median / ours.median),
                ours.allocations == 0
                    ? "\(count(measured.allocations)) vs 0"
                    : String(format: "%.0f×", measured.allocations / ours.allocations),
                String(format: "%.1f×", measured.median / oursMoving.median),
            ]))
}
table(
    "4. Seed-style pass beside GuideLens",
    " view | seed median | p25 – p75 | seed allocations | seed layer operations | time vs steady | allocations vs steady | time vs moving ",
    seedRows)

// 5. Reports, JSON and SVG, by size.
for (title, operation) in [
    ("text report", { (snapshot: Snapshot, _: Data) in GuideTreeReport.text(for: snapshot).utf8.count }),
    ("JSON encode", { (snapshot: Snapshot, _: Data) in snapshot.jsonText().utf8.count }),
    ("JSON decode", { (_: Snapshot, data: Data) in (try? Snapshot(json: data))?.guideCount ?? -1 }),
    ("SVG render", { (snapshot: Snapshot, _: Data) in SnapshotRenderer().svg(for: snapshot).utf8.count }),
] as [(String, (Snapshot, Data) -> Int)] {
    var rows: [String] = []
    for guides in [1_000, 10_000, 100_000] {
        let snapshot = Workloads.snapshot(guides: guides)
        let data = snapshot.jsonData()
        let measured = Harness.measure(
            "\(guides) guides", sampleCount: guides >= 100_000 ? 7 : 21, budget: 10
        ) {
            operation(snapshot, data)
        }
        rows.append(
            row(
                measured,
                [duration(measured.median / Double(guides)), count(measured.allocations / Double(guides))]))
    }
    table(
        "5. \(title)", " snapshot | median | p25 – p75 | allocations | per guide | allocations per guide ",
        rows)
}

if let path = ProcessInfo.processInfo.environment["GUIDELENS_BENCHMARK_OUTPUT"] {
    try? tables.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
}
