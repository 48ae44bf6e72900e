// A stand-in for an app, for testing LLDB's `showguides` on machines without UIKit: it
// loads a snapshot file, registers it as the provider behind `guidelens_describe` (the same
// C entry point an app with GuideLens installed serves), and stops where the debugger can
// attach: at `guidelens_host_ready`. Continuing the process lets it exit.
//
// Usage: GuideLensLLDBHost SNAPSHOT.json [--wait | --layout-pass]
//   --wait         keep running after the ready point until killed (to test a running process)
//   --layout-pass  then call `guidelens_host_layoutSubviews`, where the debugger can stop as it
//                  would inside an app's layout pass
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

let arguments = CommandLine.arguments
guard arguments.count == 2 || (arguments.count == 3 && ["--wait", "--layout-pass"].contains(arguments[2]))
else {
    FileHandle.standardError.write(
        Data("usage: GuideLensLLDBHost SNAPSHOT.json [--wait | --layout-pass]\n".utf8))
    exit(2)
}
do {
    let snapshot = try Snapshot(json: Data(contentsOf: URL(fileURLWithPath: arguments[1])))
    GuideLensBridge.register(SnapshotFileProvider(snapshot: snapshot))
    // Called through its C symbol, where the debugger's breakpoint is.
    let hostReady: @convention(c) (Int) -> Int = guidelensHostReady
    let ready = hostReady(snapshot.guideCount)
    print("host: \(snapshot.guideCount) guides served; ready \(ready)")
    if arguments.count == 3, arguments[2] == "--wait" {
        while true { sleep(1) }
    }
    if arguments.count == 3, arguments[2] == "--layout-pass" {
        let layoutSubviews: @convention(c) (Int) -> Int = guidelensHostLayoutSubviews
        print("host: layout pass \(layoutSubviews(ready))")
    }
} catch {
    FileHandle.standardError.write(Data("error: \(arguments[1]): \(error)\n".utf8))
    exit(2)
}
