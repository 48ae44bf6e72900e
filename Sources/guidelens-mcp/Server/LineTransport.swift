#if MCP
    import Foundation
    import Logging
    import MCP

    /// The stdio transport: one JSON-RPC message a line on standard input and output, as the
    /// protocol's stdio transport says, read in large blocks on a thread of its own.
    ///
    /// The SDK's `StdioTransport` reads 4 KB at a time and searches its whole pending buffer for a
    /// newline after each read, so a message of N bytes costs N²/8 KB byte comparisons: a 1 MB log
    /// pasted into `explain_conflicts` took 12 s to arrive. Here each byte is searched once.
    actor LineTransport: Transport {
        nonisolated let logger = Logger(
            label: "guidelens-mcp.stdio", factory: { _ in SwiftLogNoOpLogHandler() })
        private let input: Int32
        private let output: Int32
        private let messages: AsyncThrowingStream<Data, any Error>
        private let continuation: AsyncThrowingStream<Data, any Error>.Continuation
        private var isConnected = false

        init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
            self.input = input
            self.output = output
            (messages, continuation) = AsyncThrowingStream.makeStream()
        }

        func connect() async throws {
            guard !isConnected else { return }
            isConnected = true
            let input = self.input
            let continuation = self.continuation
            Thread.detachNewThread {
                LineReader(fileDescriptor: input).forEachLine { continuation.yield($0) }
                continuation.finish()
            }
        }

        func disconnect() async {
            isConnected = false
            continuation.finish()
        }

        func send(_ message: Data) async throws {
            var line = message
            line.append(UInt8(ascii: "\n"))
            let output = self.output
            try line.withUnsafeBytes { bytes in
                guard let base = bytes.baseAddress else { return }
                var offset = 0
                while offset < bytes.count {
                    let written = write(output, base + offset, bytes.count - offset)
                    if written > 0 {
                        offset += written
                    } else if written < 0, errno == EINTR {
                        continue
                    } else if written < 0, errno == EAGAIN || errno == EWOULDBLOCK {
                        var wait = pollfd(fd: output, events: Int16(POLLOUT), revents: 0)
                        _ = poll(&wait, 1, -1)
                    } else {
                        throw MCPError.transportError(POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO))
                    }
                }
            }
        }

        nonisolated func receive() -> AsyncThrowingStream<Data, any Error> { messages }
    }

    /// Splits what a file descriptor delivers into lines, searching each byte once.
    struct LineReader {
        var fileDescriptor: Int32

        /// Calls `body` with each non-empty line (without its newline) until the end of input.
        func forEachLine(_ body: (Data) -> Void) {
            var pending = [UInt8]()
            var searched = 0
            var block = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = block.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
                if count == 0 { break }
                if count < 0 {
                    if errno == EINTR { continue }
                    if errno == EAGAIN || errno == EWOULDBLOCK {
                        var wait = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
                        _ = poll(&wait, 1, -1)
                        continue
                    }
                    break
                }
                pending.append(contentsOf: block[0..<count])
                var start = 0
                while let newline = pending[searched...].firstIndex(of: UInt8(ascii: "\n")) {
                    if newline > start { body(Data(pending[start..<newline])) }
                    start = newline + 1
                    searched = start
                }
                searched = pending.count
                if start > 0 {
                    pending.removeFirst(start)
                    searched -= start
                }
            }
        }
    }
#endif
