#if MCP
    import Foundation

    /// Runs a tool's work away from the server's own threads and stops waiting for it after the
    /// tool's time limit, so that no call holds the server longer than that: the agent gets an error
    /// saying which limit passed, and other calls are answered meanwhile.
    enum TimeLimit {
        /// `work`'s answer, or a ``ToolFailure`` once `seconds` have passed. Work that runs on past
        /// its limit finishes in the background and its answer is dropped.
        static func run<Answer: Sendable>(
            _ name: String, seconds: Double, _ work: @escaping @Sendable () async throws -> Answer
        ) async throws -> Answer {
            let gate = ResumeOnce<Answer>()
            return try await withCheckedThrowingContinuation { continuation in
                gate.set(continuation)
                Task.detached {
                    do {
                        gate.resume(with: .success(try await work()))
                    } catch {
                        gate.resume(with: .failure(error))
                    }
                }
                Task.detached {
                    try? await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
                    gate.resume(
                        with: .failure(
                            ToolFailure(
                                "\(name): no answer within its time limit of \(Self.seconds(seconds))")))
                }
            }
        }

        /// Runs synchronous work on a thread of its own (not one of Swift's few cooperative
        /// threads, which the server needs to go on answering).
        static func onThread<Answer: Sendable>(_ work: @escaping @Sendable () throws -> Answer) async throws
            -> Answer
        {
            try await withCheckedThrowingContinuation { continuation in
                DispatchQueue.global(qos: .userInitiated).async {
                    continuation.resume(with: Result { try work() })
                }
            }
        }

        private static func seconds(_ value: Double) -> String {
            value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
        }
    }

    /// A continuation resumed by whichever of two tasks finishes first.
    private final class ResumeOnce<Answer: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var continuation: CheckedContinuation<Answer, any Error>?

        func set(_ continuation: CheckedContinuation<Answer, any Error>) {
            lock.withLock { self.continuation = continuation }
        }

        func resume(with result: Result<Answer, any Error>) {
            let waiting: CheckedContinuation<Answer, any Error>? = lock.withLock {
                defer { continuation = nil }
                return continuation
            }
            waiting?.resume(with: result)
        }
    }
#endif
