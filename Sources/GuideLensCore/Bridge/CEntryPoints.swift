import Foundation

/// `char *guidelens_describe(const void *root, const char *options)`: what LLDB's
/// `showguides` calls inside the paused process.
///
/// `root` is a view's address or `NULL` for every window; `options` is a space-separated
/// option string or `NULL`. Returns a `malloc`ed UTF-8 string — the text tree, the snapshot
/// JSON, the overlay state, or one `error: …` line — that the caller passes to
/// `guidelens_free`.
@_cdecl("guidelens_describe")
public func guidelensDescribe(_ root: UnsafeRawPointer?, _ options: UnsafePointer<CChar>?)
    -> UnsafeMutablePointer<CChar>?
{
    GuideLensBridge.handOut(
        GuideLensBridge.describe(root: objectAddress(root), options: utf8Text(options) ?? ""))
}

/// `char *guidelens_explain(const char *log)`: what `showguides --conflict FILE` calls: the
/// explanation of a constraint log, resolved against the app's hierarchy. A `malloc`ed string
/// to give back to `guidelens_free`.
@_cdecl("guidelens_explain")
public func guidelensExplain(_ log: UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar>? {
    GuideLensBridge.handOut(GuideLensBridge.explain(log: utf8Text(log) ?? "", broken: nil, constraints: nil))
}

/// `char *guidelens_explain_constraints(const void *broken, const void *constraints)`: what
/// `showguides --conflict` calls when stopped at `UIViewAlertForUnsatisfiableConstraints`, with
/// that function's two arguments: the explanation of the report Auto Layout is about to log.
@_cdecl("guidelens_explain_constraints")
public func guidelensExplainConstraints(_ broken: UnsafeRawPointer?, _ constraints: UnsafeRawPointer?)
    -> UnsafeMutablePointer<CChar>?
{
    GuideLensBridge.handOut(
        GuideLensBridge.explain(
            log: nil, broken: objectAddress(broken), constraints: objectAddress(constraints)))
}

/// `void guidelens_free(char *text)`: gives back a string `guidelens_describe` returned.
@_cdecl("guidelens_free")
public func guidelensFree(_ text: UnsafeMutablePointer<CChar>?) {
    GuideLensBridge.takeBack(text)
}

/// `long guidelens_outstanding(void)`: how many returned strings were not given back yet.
@_cdecl("guidelens_outstanding")
public func guidelensOutstanding() -> Int {
    GuideLensBridge.outstandingStrings
}

/// The address a C caller passed, or `nil` for `NULL`.
private func objectAddress(_ pointer: UnsafeRawPointer?) -> ObjectAddress? {
    pointer.map { ObjectAddress(UInt64(UInt(bitPattern: $0))) }
}

/// A C string as text (invalid UTF-8 repaired), or `nil` for `NULL`.
private func utf8Text(_ text: UnsafePointer<CChar>?) -> String? {
    text.map { String(decoding: UnsafeRawBufferPointer(start: $0, count: strlen($0)), as: UTF8.self) }
}

extension GuideLensBridge {
    /// The addresses of the C entry points. Installing GuideLens reads them so the linker
    /// keeps the functions in apps that never call them from code: only the debugger does.
    public static var entryPointAddresses: [UInt] {
        typealias Describe =
            @convention(c) (UnsafeRawPointer?, UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar>?
        typealias Free = @convention(c) (UnsafeMutablePointer<CChar>?) -> Void
        typealias Outstanding = @convention(c) () -> Int
        typealias Explain = @convention(c) (UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar>?
        typealias ExplainConstraints =
            @convention(c) (UnsafeRawPointer?, UnsafeRawPointer?) -> UnsafeMutablePointer<CChar>?
        return [
            UInt(bitPattern: unsafeBitCast(guidelensExplain as Explain, to: UnsafeRawPointer.self)),
            UInt(
                bitPattern: unsafeBitCast(
                    guidelensExplainConstraints as ExplainConstraints, to: UnsafeRawPointer.self)),
            UInt(bitPattern: unsafeBitCast(guidelensDescribe as Describe, to: UnsafeRawPointer.self)),
            UInt(bitPattern: unsafeBitCast(guidelensFree as Free, to: UnsafeRawPointer.self)),
            UInt(bitPattern: unsafeBitCast(guidelensOutstanding as Outstanding, to: UnsafeRawPointer.self)),
        ]
    }
}
