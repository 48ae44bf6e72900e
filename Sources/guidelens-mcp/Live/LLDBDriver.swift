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
        private var buffer = Data()
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
            output.fileHandleForReading.readabilityHandler = { [weak self] handle in
                let data = handle.availableData
                self?.received(data)
            }
            process.terminationHandler = { [weak self] _ in self?.received(Data()) }
            do {
                try process.run()
            } catch {
                throw ToolFailure("\(executable): cannot run (\(error.localizedDescription))")
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

        /// Reads what LLDB printed: complete lines; answers go to their callers. Empty data is the
        /// end of its output: every caller still waiting is told.
        private func received(_ data: Data) {
            var answers: [(CheckedContinuation<Answer, any Error>, Answer)] = []
            var abandoned: [CheckedContinuation<Answer, any Error>] = []
            lock.withLock {
                if data.isEmpty {
                    ended = true
                    output.fileHandleForReading.readabilityHandler = nil
                    abandoned = Array(waiting.values)
                    waiting = [:]
                    return
                }
                buffer.append(data)
                while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                    buffer.removeSubrange(buffer.startIndex...newline)
                    if let start = line.range(of: Self.marker),
                        let answer = try? JSONDecoder().decode(
                            Answer.self, from: Data(line[start.upperBound...].utf8)),
                        let continuation = waiting.removeValue(forKey: answer.number)
                    {
                        answers.append((continuation, answer))
                    } else if !line.hasPrefix("(lldb) ") {
                        otherOutput = String((otherOutput + line + "\n").suffix(2000))
                    }
                }
            }
            for (continuation, answer) in answers { continuation.resume(returning: answer) }
            let message = abandoned.isEmpty ? "" : endedMessage
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
