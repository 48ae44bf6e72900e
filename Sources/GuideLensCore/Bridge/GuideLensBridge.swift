import Foundation

/// Serves the C entry points: finds the registered provider, parses options, and turns
/// the provider's answer into the text LLDB reads.
package enum GuideLensBridge {
    private final class Registry: @unchecked Sendable {
        let lock = NSLockBox()
        var provider: (any GuideSnapshotProvider)?
        var outstandingStrings = 0
    }

    private static let registry = Registry()

    /// Makes `provider` answer every following call; `nil` unregisters.
    package static func register(_ provider: (any GuideSnapshotProvider)?) {
        registry.lock.withLock { registry.provider = provider }
    }

    /// The registered provider, if any.
    package static var provider: (any GuideSnapshotProvider)? {
        registry.lock.withLock { registry.provider }
    }

    /// The answer to one call: the text tree, the snapshot JSON, the switch state, the
    /// diagnosis, why one guide is where it is (`--why`), or an
    /// `error: …` line. Never throws and never traps.
    ///
    /// - Parameters:
    ///   - root: the address of the view to describe, or `nil` for every window.
    ///   - options: space-separated options (``BridgeOptions/parse(_:)``).
    package static func describe(root: ObjectAddress?, options: String) -> String {
        do {
            let parsed = try BridgeOptions.parse(options)
            guard let provider else { throw BridgeError.noProvider }
            if parsed.asksForDiagnosis { return Diagnosis(facts: try provider.diagnosisFacts()).text }
            if let request = parsed.overlayRequest {
                let isOn = try provider.applyOverlay(request)
                return "overlay: \(isOn ? "on" : "off")\n"
            }
            if let query = parsed.why {
                // The whole hierarchy: a guide's chain may reach outside any one view.
                let tracer = PlacementTracer(try provider.snapshot(root: nil))
                switch GuideLookup(tracer).match(query) {
                case .success(let match):
                    let placement = tracer.placement(of: match)
                    return parsed.output == .json
                        ? PlacementText.json(placement) : PlacementText.text(placement)
                case .failure(let failure): return "error: \(failure.description)\n"
                }
            }
            var snapshot = try provider.snapshot(root: root)
            if let kinds = parsed.kinds { snapshot = snapshot.keepingGuides(of: kinds) }
            switch parsed.output {
            case .text: return GuideTreeReport.text(for: snapshot)
            case .json: return snapshot.jsonText()
            case .html: return InspectorPage().html(for: snapshot)
            }
        } catch let error as BridgeError {
            return "error: \(error.description)\n"
        } catch {
            return "error: \(error)\n"
        }
    }

    /// The explanation of a constraint log (or, with `log` `nil`, of the report the provider gives
    /// for the constraints at `broken` and `constraints`), resolved against the app's hierarchy,
    /// and each conflict's first fix, solved again; or an `error: …` line. Never throws and never
    /// traps.
    package static func explain(log: String?, broken: ObjectAddress?, constraints: ObjectAddress?) -> String {
        do {
            guard let provider else { throw BridgeError.noProvider }
            let text: String
            if let log {
                text = log
            } else {
                guard let broken, let constraints, broken.value != 0, constraints.value != 0 else {
                    throw BridgeError.providerFailed(
                        "no constraints at 0x0: stop at UIViewAlertForUnsatisfiableConstraints")
                }
                text = try provider.conflictReport(broken: broken, constraints: constraints)
            }
            let parsed = ConstraintLog.parse(text)
            return ConflictExplanation(log: parsed, snapshot: try? provider.snapshot(root: nil)).text
                + ConflictFailure.firstFixes(parsed)
        } catch let error as BridgeError {
            return "error: \(error.description)\n"
        } catch {
            return "error: \(error)\n"
        }
    }

    /// The number of strings handed out by `guidelens_describe` and not yet given back to
    /// `guidelens_free`: zero after every well-behaved debugger command.
    package static var outstandingStrings: Int {
        registry.lock.withLock { registry.outstandingStrings }
    }

    static func handOut(_ text: String) -> UnsafeMutablePointer<CChar>? {
        let pointer = strdup(text)
        if pointer != nil { registry.lock.withLock { registry.outstandingStrings += 1 } }
        return pointer
    }

    static func takeBack(_ pointer: UnsafeMutablePointer<CChar>?) {
        guard let pointer else { return }
        free(pointer)
        registry.lock.withLock { registry.outstandingStrings -= 1 }
    }
}
