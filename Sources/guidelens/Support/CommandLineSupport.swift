// The scenes, snapshot files and failures every command uses live in GuideLensCommandLine, which
// guidelens-mcp shares; re-exported here so that each command file reads as before.
@_exported import GuideLensCommandLine
