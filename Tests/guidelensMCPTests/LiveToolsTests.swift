#if MCP
    import Foundation
    import GuideLensCommandLine
    @_spi(Engine) import GuideLensCore
    import MCP
    import Testing

    /// The live tools through the real lldb-16 against the LLDB test host (which serves the same
    /// C entry point as an app with GuideLens), as the LLDB tests drive it. They run where the LLDB
    /// tests run: `Scripts/test` (for its run of every suite) and `Scripts/test-lldb` set
    /// GUIDELENS_LIVE_MCP=1 once `Scripts/lldb-environment` has made sure lldb-16 is installed;
    /// elsewhere they are skipped, as Scripts/test skips LLDB.
    @Suite(
        "guidelens mcp: live tools through lldb-16", .serialized,
        .enabled(
            if: ProcessInfo.processInfo.environment["GUIDELENS_LIVE_MCP"] == "1",
            "runs with the LLDB tests: Scripts/test and Scripts/test-lldb set GUIDELENS_LIVE_MCP=1"))
    struct LiveToolsTests {
        /// The spacer-views scene served by a waiting host, and a server in a fresh directory.
        final class Fixture: @unchecked Sendable {
            let directory = ServerProcess.temporaryDirectory()
            let scene = SampleScene.spacerViews.build()
            let host = Process()

            init() throws {
                let snapshot = directory.appendingPathComponent("spacer-views.json")
                try Data(scene.jsonText().utf8).write(to: snapshot)
                // Line-buffered (the same process, through stdbuf), so that the host's one line, printed
                // once its provider is registered, arrives while it waits.
                host.executableURL = URL(fileURLWithPath: "/usr/bin/stdbuf")
                host.arguments = [
                    "-oL", ServerProcess.buildDirectory.appendingPathComponent("GuideLensLLDBHost").path,
                    snapshot.path,
                    "--wait",
                ]
                let output = Pipe()
                host.standardOutput = output
                host.standardError = FileHandle.nullDevice
                try host.run()
                let ready = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
                guard ready.hasPrefix("host: ") else { throw ToolError("the host did not start: \(ready)") }
            }

            var pid: Int { Int(host.processIdentifier) }

            /// Whether the host is stopped (by a debugger), from the kernel.
            var isStopped: Bool {
                let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
                let line = status.split(separator: "\n").first { $0.hasPrefix("State:") } ?? ""
                return line.contains("t (") || line.contains("T (")
            }

            /// The debugger tracing the host, from the kernel (0: none).
            var tracer: Int {
                let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
                let line =
                    status.split(separator: "\n").first { $0.hasPrefix("TracerPid:") } ?? "TracerPid: -1"
                return Int(line.dropFirst("TracerPid:".count).trimmingCharacters(in: .whitespaces)) ?? -1
            }

            /// Ends the host. SIGKILL: a child inherits the blocked signals of the thread that
            /// started it, and the test's threads block SIGTERM.
            func stop() {
                if host.isRunning { kill(host.processIdentifier, SIGKILL) }
                try? FileManager.default.removeItem(at: directory)
            }
        }

        struct ToolError: Error, CustomStringConvertible {
            var description: String
            init(_ description: String) { self.description = description }
        }

        @Test("attach by pid, list the guides, toggle the overlay, explain a log live, detach")
        func attachListToggleDetach() async throws {
            let fixture = try Fixture()
            defer { fixture.stop() }
            let server = try await ServerProcess(in: fixture.directory)
            defer { Task { await server.close() } }

            let attached = try await server.call("attach", ["pid": .int(fixture.pid)])
            #expect(attached.isError != true, "\(attached.text)")
            #expect(attached.text.hasPrefix("attached to process \(fixture.pid); it keeps running.\n"))
            #expect(
                attached.structuredContent?.objectValue?["doctor"]?.stringValue?.contains("guides") == true)
            #expect(fixture.tracer > 0)
            #expect(!fixture.isStopped, "the app keeps running while attached")

            let guides = try await server.call("live_guides")
            #expect(guides.isError != true, "\(guides.text)")
            #expect(!fixture.isStopped, "a live call pauses the app only while it runs")
            #expect(guides.text == GuideTreeReport.text(for: fixture.scene))
            let snapshot = try Snapshot(json: JSONEncoder().encode(try #require(guides.structuredContent)))
            #expect(snapshot.guideCount == fixture.scene.guideCount)
            let custom = try await server.call("live_guides", ["kinds": "custom", "view": "0x7fb63fc06230"])
            #expect(custom.text.hasPrefix("<UIView: 0x7fb63fc06230;"), "\(custom.text)")
            let notAView = try await server.call("live_guides", ["view": "0xdead"])
            #expect(notAView.isError == true)
            #expect(notAView.text == "error: live_guides: 0xdead is not a view in any window of the app")

            let on = try await server.call("overlay", ["state": "on"])
            #expect(on.text == "overlay: on\n")
            #expect(on.structuredContent?.objectValue?["overlay"] == "on")
            let toggled = try await server.call("overlay", ["state": "toggle"])
            #expect(toggled.text == "overlay: off\n")
            let doctor = try await server.call("live_doctor")
            #expect(doctor.isError != true, "\(doctor.text)")
            #expect(doctor.text.contains("overlay: off"))

            let conflict = try await server.call(
                "live_conflict",
                ["path": .string(CLIRun.fixtures.appendingPathComponent("spacer-views-conflict.log").path)])
            #expect(conflict.isError != true, "\(conflict.text)")
            #expect(
                conflict.text.hasPrefix("Conflict 1 of 1 (line 3): 4 constraints; UIKit broke constraint 4."))
            #expect(conflict.text.contains("— frame in window (145 320; 100 100)"))
            let pasted = try await server.call(
                "live_conflict",
                [
                    "log": .string(
                        try String(
                            contentsOf: CLIRun.fixtures.appendingPathComponent("spacer-views-conflict.log"),
                            encoding: .utf8))
                ])
            #expect(pasted.text == conflict.text)

            let again = try await server.call("attach", ["pid": .int(fixture.pid)])
            #expect(again.text == "error: attach: already attached to process \(fixture.pid); detach first")

            let detached = try await server.call("detach")
            #expect(detached.text == "detached from process \(fixture.pid); it goes on running\n")
            #expect(fixture.tracer == 0)
            #expect(fixture.host.isRunning)
            let after = try await server.call("live_guides")
            #expect(after.text.contains("not attached to an app"))
        }

        @Test("ending the server detaches from the app, which goes on running")
        func endingDetaches() async throws {
            let fixture = try Fixture()
            defer { fixture.stop() }
            let server = try await ServerProcess(in: fixture.directory)
            let attached = try await server.call("attach", ["pid": .int(fixture.pid)])
            #expect(attached.isError != true, "\(attached.text)")
            #expect(fixture.tracer > 0)
            let status = await server.close()
            #expect(status == 0, "the server's exit status")
            #expect(fixture.tracer == 0)
            #expect(fixture.host.isRunning)
        }

        @Test("no such process, and a process without GuideLens, are clear errors")
        func attachFailures() async throws {
            let fixture = try Fixture()
            defer { fixture.stop() }
            let server = try await ServerProcess(in: fixture.directory)
            defer { Task { await server.close() } }
            let gone = Process()
            gone.executableURL = URL(fileURLWithPath: "/bin/true")
            gone.standardError = FileHandle.nullDevice
            try gone.run()
            gone.waitUntilExit()
            let missing = try await server.call("attach", ["pid": .int(Int(gone.processIdentifier))])
            #expect(missing.isError == true)
            #expect(
                missing.text.hasPrefix("error: attach: no such process: process \(gone.processIdentifier)"),
                "\(missing.text)")

            let sleeper = Process()
            sleeper.executableURL = URL(fileURLWithPath: "/bin/sleep")
            sleeper.arguments = ["60"]
            sleeper.standardError = FileHandle.nullDevice
            try sleeper.run()
            defer { kill(sleeper.processIdentifier, SIGKILL) }
            let plain = try await server.call("attach", ["pid": .int(Int(sleeper.processIdentifier))])
            #expect(plain.isError == true)
            #expect(plain.text.contains("has no GuideLens"), "\(plain.text)")
            #expect(plain.text.hasSuffix("Detached."))
            #expect(sleeper.isRunning)

            let byName = try await server.call("attach", ["name": "no-such-app-anywhere"])
            #expect(byName.isError == true)
            #expect(byName.text.hasPrefix("error: attach: "), "\(byName.text)")
            #expect(!byName.text.contains("\n"))
            let (tools, _) = try await server.client.listTools()
            #expect(tools.count == 15)
        }

        @Test("attaches that fail, again and again, leave the server running (each debugger ends cleanly)")
        func failedAttachesInARow() async throws {
            let fixture = try Fixture()
            defer { fixture.stop() }
            let sleeper = Process()
            sleeper.executableURL = URL(fileURLWithPath: "/bin/sleep")
            sleeper.arguments = ["120"]
            try sleeper.run()
            defer { kill(sleeper.processIdentifier, SIGKILL) }
            // Ending a debugger once crashed the server's event loop now and then (one server in
            // ten or so, often at its first attach): eight servers, each through a process gone,
            // a plain process and a missing name.
            for round in 1...8 {
                let server = try await ServerProcess(in: fixture.directory)
                let gone = Process()
                gone.executableURL = URL(fileURLWithPath: "/bin/true")
                try gone.run()
                gone.waitUntilExit()
                let missing = try await server.call("attach", ["pid": .int(Int(gone.processIdentifier))])
                #expect(
                    missing.text.hasPrefix("error: attach: no such process"),
                    "round \(round): \(missing.text)")
                let plain = try await server.call("attach", ["pid": .int(Int(sleeper.processIdentifier))])
                #expect(plain.text.contains("has no GuideLens"), "round \(round): \(plain.text)")
                let byName = try await server.call("attach", ["name": "no-such-app-anywhere"])
                #expect(
                    byName.text.hasPrefix("error: attach: no such process"), "round \(round): \(byName.text)")
                let running = server.isRunning
                await server.close()
                try #require(running, "the server ended in round \(round)")
            }
            #expect(sleeper.isRunning)
        }

        @Test("an app that exits while attached ends the session with a clear error")
        func appExits() async throws {
            let fixture = try Fixture()
            defer { fixture.stop() }
            let server = try await ServerProcess(in: fixture.directory)
            defer { Task { await server.close() } }
            let attached = try await server.call("attach", ["pid": .int(fixture.pid)])
            #expect(attached.isError != true, "\(attached.text)")
            kill(fixture.host.processIdentifier, SIGKILL)
            fixture.host.waitUntilExit()
            let guides = try await server.call("live_guides")
            #expect(guides.isError == true)
            #expect(guides.text.contains("process \(fixture.pid) is no longer running"), "\(guides.text)")
            #expect(guides.text.hasSuffix("The session ended: attach again"))
            let doctor = try await server.call("live_doctor")
            #expect(doctor.text.contains("not attached"))
        }

        @Test("SIGTERM to the server detaches from the app before it exits")
        func terminationDetaches() async throws {
            let fixture = try Fixture()
            defer { fixture.stop() }
            // The test's threads block SIGTERM and children inherit that: a wrapper unblocks it and
            // becomes the server (same process), as a host's own child would start.
            let wrapper =
                "import os, signal, sys; signal.pthread_sigmask(signal.SIG_SETMASK, []); os.execv(sys.argv[1], sys.argv[1:])"
            let server = try await ServerProcess(
                executable: URL(fileURLWithPath: "/usr/bin/python3"),
                arguments: [
                    "-c", wrapper, ServerProcess.buildDirectory.appendingPathComponent("guidelens").path,
                    "mcp",
                ],
                in: fixture.directory)
            let attached = try await server.call("attach", ["pid": .int(fixture.pid)])
            #expect(attached.isError != true, "\(attached.text)")
            #expect(fixture.tracer > 0)
            server.signal(SIGTERM)
            let deadline = Date().addingTimeInterval(15)
            while server.isRunning, Date() < deadline { try await Task.sleep(nanoseconds: 50_000_000) }
            #expect(!server.isRunning)
            #expect(fixture.tracer == 0)
            #expect(fixture.host.isRunning)
            await server.close()
        }
    }
#endif
