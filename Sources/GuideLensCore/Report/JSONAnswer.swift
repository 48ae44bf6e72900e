import Foundation

/// How the `--json` answers of report, lint, diff and why are written: each is a `Codable` value
/// with a `schemaVersion`, written by `JSONEncoder` (keys sorted, indented) for the CLI, and handed
/// on as a ``JSONValue`` (``value(_:)``) to an MCP client, never as text read back.
///
/// Two outputs keep writers of their own, each measured: the snapshot file (its byte writer and
/// reader) and explain's answer (a ``JSONValue`` built directly); BENCHMARKS.md says why.
package enum JSONAnswer {
    /// `value` as indented JSON text with sorted keys, ending in a line break. A number JSON cannot
    /// hold is the string `"nan"`, `"inf"` or `"-inf"`, as snapshots write it.
    package static func text(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        guard let data = try? encoder.encode(value) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// `value` as a JSON value in memory: the same values ``text(_:)`` writes.
    package static func value(_ value: some Encodable) -> JSONValue {
        (try? JSONValueEncoder().encode(value)) ?? .object([:])
    }

    /// A decoder for what ``text(_:)`` writes: `"nan"`, `"inf"` and `"-inf"` read as numbers.
    package static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return decoder
    }
}
