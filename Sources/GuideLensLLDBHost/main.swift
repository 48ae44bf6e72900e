// A stand-in for an app, for testing LLDB's `showguides` on machines without UIKit: it
// loads a snapshot file, registers it as the provider behind `guidelens_describe` (the same
// C entry point an app with GuideLens installed serves), and stops where the debugger can
// attach: at `guidelens_host_ready`. Continuing the process lets it exit.
//
// Usage: GuideLensLLDBHost SNAPSHOT.json [--wait | --layout-pass | --conflict LOG]
//   --wait         keep running after the ready point until killed (to test a running process)
//   --layout-pass  then call `guidelens_host_layoutSubviews`, where the debugger can stop as it
//                  would inside an app's layout pass
//   --conflict LOG then call `UIViewAlertForUnsatisfiableConstraints`, as Auto Layout does before
//                  it logs a conflict, answering for its arguments with LOG
import Foundation
@_spi(Engine) import GuideLensCore

/// Where the debugger sets its breakpoint: everything is registered by the time it runs.
@_cdecl("guidelens_host_ready")
@inline(never)
public func guidelensHostReady(_ guideCount: Int) -> Int {
    // The result depends on the argument so the call is not optimised away.
    guideCount &+ GuideLensBridge.entryPointAddresses.count
}

/// Stands for a view's `layoutSubviews`: a debugger stopped here is inside a layout pass.
@_cdecl("guidelens_host_layoutSubviews")
@inline(never)
public func guidelensHostLayoutSubviews(_ pass: Int) -> Int {
    pass &+ 1
}

/// Stands for UIKit's function of the same name, which Auto Layout calls with the broken
/// constraint and the array of constraints just before it logs a conflict: the symbolic
/// breakpoint `showguides --conflict` is used from.
@_cdecl("UIViewAlertForUnsatisfiableConstraints")
@inline(never)
public func hostAlertForUnsatisfiableConstraints(
    _ broken: UnsafeRawPointer?, _ constraints: UnsafeRawPointer?
) -> Int {
    Int(bitPattern: broken) &+ Int(bitPattern: constraints)
}

let arguments = CommandLine.arguments
let conflictLog = arguments.count == 4 && arguments[2] == "--conflict" ? arguments[3] : nil
guard
    arguments.count == 2 || (arguments.count == 3 && ["--wait", "--layout-pass"].contains(arguments[2]))
        || conflictLog != nil
else {
    FileHandle.standardError.write(
        Data("usage: GuideLensLLDBHost SNAPSHOT.json [--wait | --layout-pass | --conflict LOG]\n".utf8))
    exit(2)
}
do {
    let snapshot = try Snapshot(json: Data(contentsOf: URL(fileURLWithPath: arguments[1])))
    let report = try conflictLog.map { try String(contentsOfFile: $0, encoding: .utf8) }
    GuideLensBridge.register(SnapshotFileProvider(snapshot: snapshot, conflictLog: report))
    // Called through its C symbol, where the debugger's breakpoint is.
    let hostReady: @convention(c) (Int) -> Int = guidelensHostReady
    let ready = hostReady(snapshot.guideCount)
    print("host: \(snapshot.guideCount) guides served; ready \(ready)")
    if arguments.count == 3, arguments[2] == "--wait" {
        while true { sleep(1) }
    }
    if conflictLog != nil {
        // Two objects stand for the broken constraint and the array: the provider answers with
        // the fixture's report for any pair of non-null addresses, as UIKit answers with its own.
        let broken = NSObject()
        let constraints = NSObject()
        let alert: @convention(c) (UnsafeRawPointer?, UnsafeRawPointer?) -> Int =
            hostAlertForUnsatisfiableConstraints
        let result = alert(
            UnsafeRawPointer(Unmanaged.passUnretained(broken).toOpaque()),
            UnsafeRawPointer(Unmanaged.passUnretained(constraints).toOpaque()))
        print("host: conflict reported \(result != 0)")
    }
    if arguments.count == 3, arguments[2] == "--layout-pass" {
        let layoutSubviews: @convention(c) (Int) -> Int = guidelensHostLayoutSubviews
        print("host: layout pass \(layoutSubviews(ready))")
    }
} catch {
    FileHandle.standardError.write(Data("error: \(arguments[1]): \(error)\n".utf8))
    exit(2)
}
