#if MCP
    import Foundation

    /// The one app the server is attached to, if any, through one debugger.
    ///
    /// Nothing attaches until the agent asks (`attach`). While attached the app runs; each live
    /// call pauses it (`process interrupt`), runs one `showguides` command, and lets it continue,
    /// so the app is paused only for the call. Calls take turns. A debugger that does not answer
    /// within ``commandLimit`` is ended, which detaches it from the app.
    actor LiveSession {
        /// The attached app, as the agent named it.
        struct Attachment: Sendable {
            var description: String
            var driver: LLDBDriver
        }

        /// How long one debugger command may take.
        let commandLimit: Double
        private let locator: DebuggerLocator
        private var attachment: Attachment?
        private var busy = false
        private var turns: [CheckedContinuation<Void, Never>] = []

        init(locator: DebuggerLocator, commandLimit: Double = 25) {
            self.locator = locator
            self.commandLimit = commandLimit
        }

        /// Whether an app is attached.
        var isAttached: Bool { attachment != nil }

        /// Attaches to a process by id or name, checks that it serves GuideLens, and lets it run.
        /// Returns what `showguides --doctor` says about it.
        func attach(pid: Int?, name: String?) async throws -> (target: String, doctor: String) {
            try await inTurn {
                if let attachment {
                    throw ToolFailure("attach: already attached to \(attachment.description); detach first")
                }
                let lldb = try locator.debugger()
                let script = try locator.showguidesScript()
                let driver = try LLDBDriver(executable: lldb)
                let target = pid.map { "process \($0)" } ?? "the process named '\(name ?? "")'"
                do {
                    let imported = try await command(driver, "command script import " + Self.quoted(script))
                    guard imported.ok else {
                        throw ToolFailure(
                            "attach: \(script): LLDB cannot import it (\(Self.firstLine(imported.error)))")
                    }
                    let attach =
                        pid.map { "process attach --pid \($0)" } ?? "process attach --name "
                        + Self.quoted(name ?? "")
                    let attached = try await command(driver, attach)
                    guard attached.ok else { throw ToolFailure(Self.attachFailure(target, attached.error)) }
                    let doctor = try await command(driver, "showguides --doctor")
                    guard doctor.ok else {
                        _ = try? await command(driver, "process detach")
                        let reason = Self.firstLine(doctor.error)
                        if reason.contains("not linked") {
                            throw ToolFailure(
                                "attach: \(target) has no GuideLens (\(reason)); link the GuideLens product into a DEBUG build of the app and run it again. Detached."
                            )
                        }
                        throw ToolFailure(
                            "attach: \(target): showguides --doctor failed (\(reason)). Detached.")
                    }
                    _ = try await command(driver, resume: true)
                    attachment = Attachment(description: target, driver: driver)
                    return (target, doctor.output)
                } catch {
                    driver.terminate()
                    throw error
                }
            }
        }

        /// Runs one `showguides` command with the app paused for it; `showguides`'s error becomes
        /// the failure's message.
        func showguides(_ arguments: String, tool: String) async throws -> String {
            try await inTurn {
                guard let attachment else {
                    throw ToolFailure(
                        "\(tool): not attached to an app; call attach first with the app's process id or name"
                    )
                }
                let driver = attachment.driver
                // Paused by us, or already stopped by itself (a crash, a trap): then it stays so.
                let paused = try await command(driver, "process interrupt")
                var resumes = true
                if !paused.ok {
                    let status = try await command(driver, "process status")
                    guard status.ok, status.output.contains(" stopped") else {
                        end()
                        throw ToolFailure(
                            "\(tool): \(attachment.description) is no longer running (\(Self.firstLine(paused.error))). The session ended: attach again"
                        )
                    }
                    resumes = false
                }
                let answer = try await command(
                    driver, ("showguides " + arguments).trimmingCharacters(in: .whitespaces))
                if resumes {
                    let resumed = try await command(driver, resume: true)
                    if !resumed.ok {
                        // The app may have ended between the pause and now (LLDB learns it late):
                        // then that is what the user reads.
                        let status = try? await command(driver, "process status")
                        let gone = status.map { !$0.ok || $0.output.contains(" exited") } ?? true
                        end()
                        let state = gone ? "is no longer running" : "cannot continue"
                        throw ToolFailure(
                            "\(tool): \(attachment.description) \(state) (\(Self.firstLine(resumed.error))). The session ended: attach again"
                        )
                    }
                }
                guard answer.ok else {
                    let message = answer.error.trimmingCharacters(in: .whitespacesAndNewlines)
                    throw ToolFailure(
                        "\(tool): " + (message.hasPrefix("error: ") ? String(message.dropFirst(7)) : message))
                }
                return answer.output
            }
        }

        /// Detaches from the app (it goes on running) and ends the debugger; says what it did.
        func detach() async -> String {
            await inTurn {
                guard let attachment else { return "not attached" }
                _ = try? await command(attachment.driver, "process detach")
                end()
                return "detached from \(attachment.description); it goes on running"
            }
        }

        private func end() {
            attachment?.driver.terminate()
            attachment = nil
        }

        /// One debugger command within ``commandLimit``; past it, the debugger is ended.
        private func command(_ driver: LLDBDriver, _ text: String = "", resume: Bool = false) async throws
            -> LLDBDriver.Answer
        {
            let limit = commandLimit
            do {
                return try await TimeLimit.run("LLDB", seconds: limit) {
                    resume ? try await driver.resume() : try await driver.run(text)
                }
            } catch let failure as ToolFailure {
                driver.terminate()
                if attachment?.driver === driver { attachment = nil }
                let what = resume ? "process continue" : text
                throw ToolFailure(
                    "LLDB did not finish `\(what)` (\(failure.description)); the debugger was ended and the app detached: attach again"
                )
            }
        }

        /// Runs `body` when no other call is running, so that pauses and commands never interleave.
        private func inTurn<Answer: Sendable>(_ body: () async throws -> Answer) async rethrows -> Answer {
            while busy { await withCheckedContinuation { turns.append($0) } }
            busy = true
            defer {
                busy = false
                if !turns.isEmpty { turns.removeFirst().resume() }
            }
            return try await body()
        }

        /// A word for LLDB's command line and showguides's parser: double quotes, escaped.
        static func quoted(_ word: String) -> String {
            "\""
                + word.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
                    of: "\"", with: "\\\"")
                + "\""
        }

        static func firstLine(_ text: String) -> String {
            let line = text.split(separator: "\n").first.map(String.init) ?? text
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed.hasPrefix("error: ") ? String(trimmed.dropFirst(7)) : trimmed
        }

        /// LLDB's reason for a failed attach, with what to do about the usual ones.
        static func attachFailure(_ target: String, _ error: String) -> String {
            let reason = firstLine(error)
            let lowered = reason.lowercased()
            if lowered.contains("no such process") || lowered.contains("not found")
                || lowered.contains("could not find")
                || lowered.contains("no process")
            {
                return "attach: no such process: \(target) (LLDB: \(reason))"
            }
            if lowered.contains("not permitted") || lowered.contains("permission")
                || lowered.contains("denied")
            {
                return
                    "attach: not permitted to debug \(target) (LLDB: \(reason)); on a Mac, run a DEBUG build from Xcode (debuggable, get-task-allow); on Linux, run as the app's user or root, or lower /proc/sys/kernel/yama/ptrace_scope"
            }
            return "attach: cannot attach to \(target) (LLDB: \(reason))"
        }
    }
#endif
