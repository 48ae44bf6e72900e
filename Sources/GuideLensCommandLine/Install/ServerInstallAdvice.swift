/// What `guidelens mcp` says when its server is missing, and what a `guidelens-mcp` built without
/// the package trait `MCP` says when run, worded once. The server exists only when built with the
/// trait: `make install` and the Homebrew formula pass it; `mint install` runs a plain
/// `swift build -c release --product …`, which cannot, so a Mint install has the placeholder.
package enum ServerInstallAdvice {
    /// The command that builds the real server in a clone.
    package static let buildCommand = "swift build -c release --traits MCP --product guidelens-mcp"

    /// How to get the server: the same advice at the end of both messages.
    static let remedy =
        "`make install` from a clone installs both tools with the server (PREFIX=… chooses where; Homebrew's formula does the same), or build it with `\(buildCommand)` and copy .build/release/guidelens-mcp"

    /// `guidelens mcp` found no `guidelens-mcp` in `directory`, its own.
    package static func missing(besideGuidelensIn directory: String) -> String {
        "guidelens mcp: the server, guidelens-mcp, is not beside guidelens (\(directory)); \(remedy) beside guidelens"
    }

    /// The `guidelens-mcp` in `directory` was built without the trait: it holds no server.
    package static func builtWithoutTrait(in directory: String) -> String {
        "guidelens-mcp (\(directory)) was built without the package trait MCP, as `mint install` and a plain `swift build` build it, so it holds no server; \(remedy) over this one"
    }
}
