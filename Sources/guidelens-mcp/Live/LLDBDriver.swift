#if MCP
    import Foundation

    /// One debugger process, driven the way a person drives it: `lldb` (`lldb-16` on Linux) reading
    /// commands on its standard input, with `showguides.py` imported.
    ///
    /// Each command is handed to LLDB's own command interpreter by a small Python function defined
    /// at start, which prints one line — a record separator, a marker, then the command's success,
    /// output and error as JSON — so answers are read whole and never confused with anything else
    /// LLDB prints (its echo of the command, the process's stop notices).
    final class LLDBDriver: @unchecked Sendable {
        /// A command's answer, as LLDB's interpreter gives it.
        struct Answer: Sendable, Decodable {
            var number: Int
            var ok: Bool
            var output: String
            var error: String
        }

        private static let marker = "\u{1E}guidelens-mcp "
        private let process = Process()
        private let input = Pipe()
        private let output = Pipe()
        private let lock = NSLock()
        private var nextNumber = 0
        private var waiting: [Int: CheckedContinuation<Answer, any Error>] = [:]
        private var ended = false
        /// What LLDB printed besides answers, kept short, to explain a failure to start.
        private var otherOutput = ""

        /// The Python function every command goes through; `guidelens_mcp_resume` continues the
        /// process without waiting for it to stop again.
        private static let helper = """
            import json, lldb
            def guidelens_mcp_answer(number, result):
                print('\\x1eguidelens-mcp ' + json.dumps({'number': number, 'ok': result.Succeeded(), \
            'output': result.GetOutput() or '', 'error': result.GetError() or ''}), flush=True)
            def guidelens_mcp_run(number, command):
                result = lldb.SBCommandReturnObject()
                lldb.debugger.GetCommandInterpreter().HandleCommand(command, result)
                guidelens_mcp_answer(number, result)
            def guidelens_mcp_resume(number):
                lldb.debugger.SetAsync(True)
                try:
                    guidelens_mcp_run(number, 'process continue')
                finally:
                    lldb.debugger.SetAsync(False)
            lldb.debugger.SetAsync(False)

            """

        /// Starts `executable` (without the user's `~/.lldbinit`, so that nothing else runs).
        init(executable: String) throws {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = ["--no-lldbinit", "--no-use-colors"]
            process.standardInput = input
            process.standardOutput = output
            process.standardError = output
            // Lines arrive on a thread of our own, by blocking reads: a dispatch source on the pipe
            // (`readabilityHandler`) crashed libdispatch's event loop now and then on Linux when
            // the debugger ended and the pipe was closed beneath it. The thread owns the pipe until
            // its end of input, so nothing closes it while it is read.
            process.terminationHandler = { [weak self] _ in
                // Its last lines may still be on their way: the end of input says it first.
                guard let driver = self else { return }
                DispatchQueue.global().asyncAfter(deadline: .now() + 0.5) { driver.outputEnded() }
            }
            do {
                try process.run()
            } catch {
                throw ToolFailure("\(executable): cannot run (\(error.localizedDescription))")
            }
            let pipe = output
            Thread.detachNewThread { [weak self] in
                LineReader(fileDescriptor: pipe.fileHandleForReading.fileDescriptor).forEachLine {
                    self?.received(line: $0)
                }
                self?.outputEnded()
                withExtendedLifetime(pipe) {}
            }
            try send("script exec(\(Self.pythonString(Self.helper)), globals())")
        }

        /// Whether the debugger is still running.
        var isRunning: Bool { lock.withLock { !ended } }

        /// Runs one LLDB command (`showguides --json`, `process attach --pid 42`...).
        func run(_ command: String) async throws -> Answer {
            try await call { "script guidelens_mcp_run(\($0), \(Self.pythonString(command)))" }
        }

        /// Continues the process and returns at once (the app runs until the next command pauses it).
        func resume() async throws -> Answer {
            try await call { "script guidelens_mcp_resume(\($0))" }
        }

        /// Ends the debugger: asks it to quit (it detaches from a process it attached to), then
        /// kills it if it has not after a moment (SIGKILL: a child may have SIGTERM blocked, as it
        /// inherits the mask of the thread that started it).
        func terminate() {
            try? send("quit")
            try? input.fileHandleForWriting.close()
            let deadline = Date().addingTimeInterval(3)
            while process.isRunning, Date() < deadline { usleep(20_000) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }

        private func call(_ line: (Int) -> String) async throws -> Answer {
            let number: Int = lock.withLock {
                nextNumber += 1
                return nextNumber
            }
            let text = line(number)
            return try await withCheckedThrowingContinuation { continuation in
                let alreadyEnded: Bool = lock.withLock {
                    if ended { return true }
                    waiting[number] = continuation
                    return false
                }
                if alreadyEnded {
                    continuation.resume(throwing: ToolFailure(endedMessage))
                    return
                }
                do {
                    try send(text)
                } catch {
                    let pending = lock.withLock { waiting.removeValue(forKey: number) }
                    pending?.resume(throwing: error)
                }
            }
        }

        private var endedMessage: String {
            let said = lock.withLock { otherOutput }.trimmingCharacters(in: .whitespacesAndNewlines)
            return "the debugger ended" + (said.isEmpty ? "" : " (it said: \(said.suffix(400)))")
        }

        private func send(_ line: String) throws {
            do {
                try input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
            } catch {
                throw ToolFailure(endedMessage)
            }
        }

        /// One line LLDB printed: an answer goes to its caller; anything else is kept (short) to
        /// explain a failure.
        private func received(line data: Data) {
            let line = String(decoding: data, as: UTF8.self)
            var answer: (CheckedContinuation<Answer, any Error>, Answer)?
            lock.withLock {
                if let start = line.range(of: Self.marker),
                    let decoded = try? JSONDecoder().decode(
                        Answer.self, from: Data(line[start.upperBound...].utf8)),
                    let continuation = waiting.removeValue(forKey: decoded.number)
                {
                    answer = (continuation, decoded)
                } else if !line.hasPrefix("(lldb) ") {
                    otherOutput = String((otherOutput + line + "\n").suffix(2000))
                }
            }
            if let (continuation, value) = answer { continuation.resume(returning: value) }
        }

        /// The debugger's output ended (or the debugger did): every caller still waiting is told,
        /// once.
        private func outputEnded() {
            let abandoned: [CheckedContinuation<Answer, any Error>] = lock.withLock {
                ended = true
                let pending = Array(waiting.values)
                waiting = [:]
                return pending
            }
            guard !abandoned.isEmpty else { return }
            let message = endedMessage
            for continuation in abandoned { continuation.resume(throwing: ToolFailure(message)) }
        }

        /// `text` as a Python string literal (JSON's escapes are Python's, once `/` is left alone).
        static func pythonString(_ text: String) -> String {
            let encoder = JSONEncoder()
            encoder.outputFormatting = .withoutEscapingSlashes
            return (try? String(decoding: encoder.encode(text), as: UTF8.self)) ?? "''"
        }
    }
#endif
