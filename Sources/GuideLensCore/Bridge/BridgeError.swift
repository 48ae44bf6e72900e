/// Why a `guidelens_describe` call could not answer. Each becomes one `error: …` line.
package enum BridgeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No provider is registered: GuideLens is linked but not installed.
    case noProvider
    /// The call came off the main thread, where UIKit must not be touched.
    case notMainThread
    /// The address given is not a view of the hierarchy the provider walks.
    case notAView(ObjectAddress)
    /// The options could not be parsed.
    case invalidOptions(String)
    /// The provider failed for its own reason.
    case providerFailed(String)

    /// The message, without the `error: ` prefix.
    package var description: String {
        switch self {
        case .noProvider:
            "GuideLens is linked but not installed: call GuideLens.install() at launch"
        case .notMainThread:
            "not on the main thread: select the main thread in the debugger (thread select 1) and try again"
        case .notAView(let address):
            "\(address) is not a view in any window of the app"
        case .invalidOptions(let message):
            message
        case .providerFailed(let message):
            message
        }
    }
}
