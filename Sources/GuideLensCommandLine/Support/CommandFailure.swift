import ArgumentParser
import Foundation

/// A failure the user can act on: printed as one `error: …` line, exit status 2.
package struct CommandFailure: Error, CustomStringConvertible {
    package var description: String

    /// A failure with this message.
    package init(description: String) {
        self.description = description
    }

    /// Prints the failure to standard error and returns the exit status to leave with.
    package static func report(_ error: any Error) -> ExitCode {
        let message = (error as? CommandFailure)?.description ?? "\(error)"
        FileHandle.standardError.write(Data(("error: " + message + "\n").utf8))
        return ExitCode(2)
    }
}

/// Runs a command body, turning a ``CommandFailure`` into its one-line message and status 2.
package func runReportingFailures(_ body: () throws -> Int32) throws {
    let status: Int32
    do {
        status = try body()
    } catch let exit as ExitCode {
        throw exit
    } catch {
        throw CommandFailure.report(error)
    }
    if status != 0 { throw ExitCode(status) }
}
