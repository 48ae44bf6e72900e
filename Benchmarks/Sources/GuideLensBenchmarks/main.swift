// Measures the overlay's cost per layout pass and how GuideLens scales, on the core's real code
// paths, and prints Markdown tables (BENCHMARKS.md holds a run of them).
//
// Usage: ../Scripts/benchmark   (builds in release and preloads the malloc interposer)
import Foundation
@_spi(Engine) import GuideLensCore

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

/// A row for a pass that changes every guide: layer operations, and time and allocations per guide.
func changingRow(_ measurement: Measurement, guides: Int) -> String {
    row(
        measurement,
        [
            String(measurement.work), duration(measurement.median / Double(guides)),
            count(measurement.allocations / Double(guides)),
        ])
}

/// 6b and 6c: the arithmetic of a conflict, by its size, and every real log explained.
@MainActor
func arithmeticTables() {
    if ProcessInfo.processInfo.environment["GUIDELENS_BENCHMARK_ONLY"] != "logs" {
        conflictSizeTable()
        conflictFixTable()
        conflictPairTable()
    }
    logsTable()
    if ProcessInfo.processInfo.environment["GUIDELENS_BENCHMARK_ONLY"] != "logs" { slowestReportTable() }
    if ProcessInfo.processInfo.environment["GUIDELENS_BENCHMARK_ONLY"] != "logs" { priorityTable() }
}

/// 6b: the arithmetic of one conflict, by its number of constraints.
@MainActor
func conflictSizeTable() {
    var rows: [String] = []
    for labels in [4, 12, 24, 49, 99] {
        let log = ConstraintLog.parse(Workloads.conflictRow(labels: labels))
        let constraints = 2 * labels + 2
        let measured = Harness.measure(
            "\(constraints) constraints (\(labels) labels)", sampleCount: 21, budget: 10
        ) {
            log.smallestConflictingSetSizes.first ?? 0
        }
        precondition(measured.work == constraints, "the row's \(constraints) constraints all conflict")
        rows.append(row(measured, [duration(measured.median / Double(constraints))]))
    }
    table(
        "6b. Conflict arithmetic: the smallest conflicting set, its sum and the removal checks, by constraints",
        " conflict | median | p25 – p75 | allocations | per constraint ", rows)
}

/// 6e: `explain --fix` for one conflict, by its number of constraints: the arithmetic, then every
/// candidate fix solved again (the goal: a 30-constraint conflict under 100 ms).
@MainActor
func conflictFixTable() {
    var rows: [String] = []
    for labels in [4, 14, 24, 49] {
        let log = ConstraintLog.parse(Workloads.conflictRow(labels: labels))
        let constraints = 2 * labels + 2
        let measured = Harness.measure(
            "\(constraints) constraints (\(labels) labels)", sampleCount: 11, budget: 10
        ) {
            log.fixCounts.first ?? 0
        }
        precondition(measured.work > 0, "the row has fixes")
        rows.append(row(measured, ["\(measured.work)", duration(measured.median / Double(constraints))]))
    }
    table(
        "6e. `explain --fix`: one conflict's arithmetic and every candidate fix solved again, by constraints",
        " conflict | median | p25 – p75 | allocations | fixes offered | per constraint ", rows)
}

/// 6g: `explain --fix` for a report no single change resolves (a row too short across and down):
/// every first change, then the single fixes of what is left, each pair solved again.
@MainActor
func conflictPairTable() {
    var rows: [String] = []
    for labels in [2, 7, 12] {
        let log = ConstraintLog.parse(Workloads.conflictRows(labels: labels))
        let constraints = 2 * (2 * labels + 2)
        let measured = Harness.measure(
            "\(constraints) constraints (\(labels) labels an axis)", sampleCount: 5, budget: 20
        ) {
            log.fixCounts.first ?? 0
        }
        precondition(measured.work > 0, "the report has pairs")
        rows.append(row(measured, ["\(measured.work)"]))
    }
    table(
        "6g. `explain --fix` when no single change resolves a report: pairs, each solved again, by constraints",
        " conflict | median | p25 – p75 | allocations | pairs offered ", rows)
}

/// 6c: every real log of the fixtures explained.
@MainActor
func logsTable() {
    // GUIDELENS_BENCHMARK_LOGS names another folder of logs (to compare two builds on one set).
    let folder =
        ProcessInfo.processInfo.environment["GUIDELENS_BENCHMARK_LOGS"].map { URL(fileURLWithPath: $0) }
        ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../../Tests/Fixtures/ConflictLogs"
        ).standardized
    let logs = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
        $0.hasSuffix(".log")
    }.sorted().compactMap { try? String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
    let measured = Harness.measure("\(logs.count) real logs", sampleCount: 11, budget: 10) {
        logs.reduce(0) { $0 + ConstraintLog.parse($1).explanationText.utf8.count }
    }
    table(
        "6c. Every real log of the fixtures explained (text, arithmetic included)",
        " logs | median | p25 – p75 | allocations | per log ",
        [row(measured, [duration(measured.median / Double(max(1, logs.count)))])])
}

/// 6f: the slowest single report among every fixture log, clean and with each damage a copy does
/// (`LogDamage`, the fuzz's): the goal is never over 100 ms a report.
@MainActor
func slowestReportTable() {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "../../../Tests/Fixtures/ConflictLogs"
    ).standardized
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
        $0.hasSuffix(".log")
    }.sorted()
    var reports: [(name: String, text: String)] = []
    for name in names {
        guard let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) else {
            continue
        }
        reports.append((name, text))
        for damage in LogDamage.allCases {
            reports.append(("\(name), \(damage.rawValue)", damage.applied(to: text)))
        }
    }
    // Each report timed alone: the median of 5 runs; the slowest, and the spread of all.
    var medians: [(name: String, nanoseconds: Double)] = []
    for report in reports {
        var samples: [Double] = []
        for _ in 0..<5 {
            let start = DispatchTime.now().uptimeNanoseconds
            let size = ConstraintLog.parse(report.text).explanationText.utf8.count
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start))
            precondition(size > 0, "every report says something")
        }
        medians.append((report.name, samples.sorted()[2]))
    }
    medians.sort { $0.nanoseconds > $1.nanoseconds }
    let sorted = medians.map(\.nanoseconds).sorted()
    let p99 = sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))]
    let rows =
        medians.prefix(3).map { "| \($0.name) | \(duration($0.nanoseconds)) |" } + [
            "| all \(medians.count) reports: 99th percentile | \(duration(p99)) |"
        ]
    table(
        "6f. The slowest reports: every fixture log, clean and with each damage a copy does, explained alone",
        " report | median of 5 ", rows)
}

/// 6d: the priorities' objective solved, by the number of required rows and of goals below required.
@MainActor
func priorityTable() {
    var rows: [String] = []
    for (items, goals) in [(25, 12), (50, 25), (100, 50), (200, 100)] {
        let required = 2 * items
        let measured = Harness.measure(
            "\(required) required rows, \(goals) below required", sampleCount: 11, budget: 10
        ) {
            PriorityWorkload.solveRow(items: items, goals: goals)
        }
        precondition(measured.work > 0 && measured.work < goals, "some goals are met and some lose")
        rows.append(row(measured, [String(measured.work)]))
    }
    table(
        "6d. Priorities solved: required rows held, then each priority's misses made as small as they go",
        " system | median | p25 – p75 | allocations | goals met ", rows)
}

/// 8 and 8b: why one guide is where it is, in a large snapshot; and what recording the
/// constraints costs the snapshot's JSON (the capture's part that runs here, off the device).
@MainActor
func placementTables() {
    var rows: [String] = []
    for guides in [1_000, 10_000] {
        let snapshot = Workloads.snapshot(guides: guides).recordingChainedConstraints()
        let data = snapshot.jsonData()
        // The last guide of the last view: the longest chain, found after every other.
        let lastView = snapshot.windows[0].subviews[guides / 10 - 1]
        let address = lastView.guides[9].address.description
        precondition(snapshot.whyText(for: address).contains("top "), "the guide is traced")
        let inMemory = Harness.measure("\(guides) guides, by address", sampleCount: 21, budget: 10) {
            snapshot.whyText(for: address).utf8.count
        }
        rows.append(row(inMemory, ["in memory"]))
        let fromFile = Harness.measure(
            "\(guides) guides, by address, file read too", sampleCount: 21, budget: 10
        ) {
            ((try? Snapshot(json: data))?.whyText(for: address) ?? "").utf8.count
        }
        rows.append(row(fromFile, ["\(data.count / 1000) kB read"]))
    }
    table(
        "8. `why` for one guide (the last, with the longest chain): index, find, trace, text",
        " snapshot | median | p25 – p75 | allocations | note ", rows)
    var codecRows: [String] = []
    let guides = 10_000
    let plain = Workloads.snapshot(guides: guides)
    let recorded = plain.recordingChainedConstraints()
    for (name, snapshot) in [("without constraints", plain), ("with constraints", recorded)] {
        let data = snapshot.jsonData()
        let encode = Harness.measure("encode, \(name)", sampleCount: 11, budget: 10) {
            snapshot.jsonText().utf8.count
        }
        let decode = Harness.measure("decode, \(name)", sampleCount: 11, budget: 10) {
            (try? Snapshot(json: data))?.guideCount ?? -1
        }
        for measured in [encode, decode] {
            codecRows.append(
                row(
                    measured,
                    [
                        duration(measured.median / Double(guides)), "\(data.count / guides) bytes",
                    ]))
        }
    }
    let withViews = recorded.recordingViewLayouts()
    let viewsData = withViews.jsonData()
    let encodeViews = Harness.measure("encode, with constraints and views", sampleCount: 11, budget: 10) {
        withViews.jsonText().utf8.count
    }
    let decodeViews = Harness.measure("decode, with constraints and views", sampleCount: 11, budget: 10) {
        (try? Snapshot(json: viewsData))?.guideCount ?? -1
    }
    for measured in [encodeViews, decodeViews] {
        codecRows.append(
            row(measured, [duration(measured.median / Double(guides)), "\(viewsData.count / guides) bytes"]))
    }
    table(
        "8b. Snapshot JSON per guide, with and without recorded constraints (10,000 guides, 13 recorded constraints per guide on average; with views: each guide's owner recorded too, 4 constraints a view)",
        " operation | median | p25 – p75 | allocations | per guide | JSON per guide ", codecRows)
    var checkRows: [String] = []
    for (name, snapshot) in [("10000 guides", recorded), ("10000 guides and 1000 views", withViews)] {
        let counts = snapshot.recomputedCounts()
        precondition(counts.matching == counts.guides + counts.views, "every recorded item recomputes")
        let measured = Harness.measure(name, sampleCount: 11, budget: 10) {
            snapshot.recomputedCounts().matching
        }
        checkRows.append(row(measured, ["\(counts.matching) of \(counts.guides + counts.views)"]))
    }
    table(
        "8c. `why --check`: every recorded guide and view recomputed from the record and compared with its frame",
        " snapshot | median | p25 – p75 | allocations | recomputed within 0.5 pt ", checkRows)
}

/// 10: `guidelens html`: a snapshot's inspector page written, by its size; the pages are kept in
/// `GUIDELENS_BENCHMARK_PAGES` when it names a folder, for Scripts/benchmark-html to open them in
/// Chromium.
@MainActor
func inspectorPageTable() {
    var rows: [String] = []
    let folder = ProcessInfo.processInfo.environment["GUIDELENS_BENCHMARK_PAGES"]
    for guides in [200, 10_000] {
        let snapshot = Workloads.snapshot(guides: guides).recordingChainedConstraints()
        let writer = InspectorPage()
        let page = writer.html(for: snapshot)
        if let folder {
            try? page.write(toFile: folder + "/\(guides)-guides.html", atomically: true, encoding: .utf8)
        }
        let answered = min(guides, writer.whyLimit)
        let measured = Harness.measure("\(guides) guides", sampleCount: guides >= 10_000 ? 3 : 11, budget: 60)
        {
            writer.html(for: snapshot).utf8.count
        }
        rows.append(
            row(
                measured,
                [
                    String(format: "%.2f MB", Double(page.utf8.count) / 1e6),
                    "\(answered) of \(guides)",
                ]))
    }
    table(
        "10. `guidelens html`: the inspector page written (every guide's row and constraints, `why --check`, lint, the picture; `why` answers up to the default limit)",
        " snapshot | median | p25 – p75 | allocations | page | why answers ", rows)
}

if ProcessInfo.processInfo.environment["GUIDELENS_BENCHMARK_ONLY"] == "html" {
    inspectorPageTable()
    exit(0)
}

if ProcessInfo.processInfo.environment["GUIDELENS_BENCHMARK_ONLY"] == "why" {
    placementTables()
    exit(0)
}

if ["arithmetic", "logs"].contains(ProcessInfo.processInfo.environment["GUIDELENS_BENCHMARK_ONLY"]) {
    arithmeticTables()
    exit(0)
}

let settings = OverlaySettings(style: style)

/// Runs the app's read path (`ViewOverlayState.update(from:settings:)`) on `view`, after
/// `change` has been applied, and reports the number of layer operations.
@MainActor
func readPath(_ name: String, _ view: ModelGuideOwner, change: @escaping (Int) -> Void) -> Measurement {
    var state = ViewOverlayState()
    _ = state.update(from: view, settings: settings)
    var pass = 0
    return Harness.measure(name) {
        pass += 1
        change(pass)
        return state.update(from: view, settings: settings).count
    }
}

// 1. A layout pass in which nothing changed, with the overlay on, through the app's read path.
var steady: [Int: Measurement] = [:]
var steadyRows: [String] = []
for guides in [1, 10, 100, 1_000] {
    let measured = readPath("\(guides) guides", Workloads.view(guides)) { _ in }
    steady[guides] = measured
    steadyRows.append(row(measured, [String(measured.work), duration(measured.median / Double(guides))]))
}
table(
    "1. Steady pass (nothing changed), through the read path the app runs",
    " view | median | p25 – p75 | allocations per pass | layer operations | per guide ", steadyRows)

// 2. Every guide moved (same size, so same label text), through the same read path.
var moving: [Int: Measurement] = [:]
var movingRows: [String] = []
for guides in [1, 10, 100, 1_000] {
    let view = Workloads.view(guides)
    let measured = readPath("\(guides) guides", view) { pass in
        let shift = pass % 2 == 0 ? -1.0 : 1.0
        for guide in view.guides { guide.frame.origin.x += shift }
    }
    moving[guides] = measured
    movingRows.append(changingRow(measured, guides: guides))
}
table(
    "2. Moving pass (every guide moved), through the read path",
    " view | median | p25 – p75 | allocations per pass | layer operations | per guide | allocations per guide ",
    movingRows)

// 2b. Every guide resized, so every label text changes.
var resizingRows: [String] = []
for guides in [10, 100, 1_000] {
    let view = Workloads.view(guides)
    let measured = readPath("\(guides) guides", view) { pass in
        let change = pass % 2 == 0 ? -1.0 : 1.0
        for guide in view.guides { guide.frame.size.width += change }
    }
    resizingRows.append(changingRow(measured, guides: guides))
}
table(
    "2b. Resizing pass (every guide resized: every label text is remade)",
    " view | median | p25 – p75 | allocations per pass | layer operations | per guide | allocations per guide ",
    resizingRows)

// 3. Turning the overlay on for a whole screen.
var toggleRows: [String] = []
for (views, guidesPerView) in [(1_000, 3), (10_000, 3)] {
    let screen = Workloads.screen(views: views, guidesPerView: guidesPerView).map { owner, samples in
        SampledGuideOwner(guides: samples, owner: owner)
    }
    let measured = Harness.measure(
        "\(views) views, \(views * guidesPerView) guides", sampleCount: 31, budget: 5
    ) {
        var operations = 0
        for view in screen {
            var state = ViewOverlayState()
            operations += state.update(from: view, settings: settings).count
        }
        return operations
    }
    toggleRows.append(
        row(measured, [String(measured.work), duration(measured.median / Double(views * guidesPerView))]))
}
table(
    "3. Toggle-on walk (every view planned and reconciled once)",
    " screen | median | p25 – p75 | allocations | layer operations | per guide ", toggleRows)

// 4. The remove-and-recreate approach (remove every overlay layer, create a layer and a path for every
// guide, every pass) beside GuideLens's moving pass on the same data, in the same run.
var recreatingRows: [String] = []
for guides in [10, 100, 1_000] {
    var recreatingMeasurements: [Measurement] = []
    for withLabels in [false, true] {
        let view = Workloads.view(guides)
        var recreating = RecreatingOverlay(withLabels: withLabels)
        var pass = 0
        recreatingMeasurements.append(
            Harness.measure("\(guides) guides") {
                // The same change as the moving pass's, so the two differ only in what they do.
                pass += 1
                let shift = pass % 2 == 0 ? -1.0 : 1.0
                for guide in view.guides { guide.frame.origin.x += shift }
                return recreating.pass(view, style: style)
            })
    }
    let (outlines, labelled) = (recreatingMeasurements[0], recreatingMeasurements[1])
    let ours = moving[guides] ?? labelled
    recreatingRows.append(
        "| "
            + [
                "\(guides) guides", duration(outlines.median), count(outlines.allocations),
                duration(labelled.median), count(labelled.allocations), duration(ours.median),
                count(ours.allocations), String(format: "%.1f×", labelled.median / ours.median),
            ].joined(separator: " | ") + " |")
}
table(
    "4. Remove-and-recreate pass beside GuideLens's moving pass (every guide moved)",
    " view | helper as written: median | allocations | recreating GuideLens's drawing: median | allocations | GuideLens moving pass: median | allocations | recreating ÷ GuideLens ",
    recreatingRows)

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

// 6. Reading a console log of constraint conflicts, by the number of reports in it.
var conflictRows: [String] = []
for conflicts in [10, 100, 1_000, 10_000] {
    let log = Workloads.conflictLog(conflicts: conflicts)
    let measured = Harness.measure(
        "\(conflicts) conflicts", sampleCount: conflicts >= 10_000 ? 11 : 31, budget: 10
    ) {
        ConstraintLog.parse(log).conflictCount
    }
    precondition(measured.work == conflicts, "the log holds \(conflicts) conflicts, read \(measured.work)")
    conflictRows.append(
        row(
            measured,
            [
                String(format: "%.1f MB", Double(log.utf8.count) / 1e6),
                duration(measured.median / Double(conflicts)),
                count(measured.allocations / Double(conflicts)),
            ]))
}
table(
    "6. Constraint-conflict log read (`guidelens explain`'s parser)",
    " log | median | p25 – p75 | allocations | size | per conflict | allocations per conflict ",
    conflictRows)

arithmeticTables()
placementTables()
inspectorPageTable()

if let path = ProcessInfo.processInfo.environment["GUIDELENS_BENCHMARK_OUTPUT"] {
    try? tables.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
}
