extension LLDBInitEdit {
    /// What `guidelens lldb-init` prints after editing `file`: one line saying what it did.
    func message(file: String) -> String {
        var message: String
        switch outcome {
        case .created:
            message = "created \(file): \(importLine)"
        case .appended:
            message = "added to \(file) (line \(line)): \(importLine)"
        case .alreadyPresent:
            message = "\(file) already imports \(script) (line \(line))"
            if removed.isEmpty { message += "; nothing changed" }
        case .replaced(let previous):
            message = "\(file), line \(line): replaced the import of \(previous) with \(script)"
        }
        for removal in removed {
            message += "; removed line \(removal.line), another import of \(removal.path)"
        }
        return message
    }
}
