/// The identity of a live object (a view or a guide) as its memory address.
///
/// Addresses are how UIKit's own descriptions name objects (`<UIView: 0x7fb63fc06df0; …>`),
/// how LLDB users point at a view, and how the overlay keys its layers to guides without
/// keeping the guides alive. In JSON an address is a hexadecimal string, `"0x7fb63fc06df0"`.
public struct ObjectAddress: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The address as a number.
    public var value: UInt64

    /// Creates an address from its numeric value.
    public init(_ value: UInt64) {
        self.value = value
    }

    /// The address of a live object, without retaining it.
    public init(of object: AnyObject) {
        self.init(UInt64(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque())))
    }

    /// Parses `0x`-prefixed hexadecimal (`"0x7fb63fc06df0"`) or plain decimal digits.
    ///
    /// Returns `nil` for anything else, including values that do not fit in 64 bits.
    public init?(parsing text: some StringProtocol) {
        let trimmed = text.drop(while: { $0 == " " })
        let isHex = trimmed.hasPrefix("0x") || trimmed.hasPrefix("0X")
        let written = isHex ? trimmed.dropFirst(2) : trimmed[...]
        // Digits only (no sign, no spaces inside); leading zeros are fine.
        let isDigit: (Character) -> Bool = isHex ? { $0.isHexDigit } : { $0.isASCII && $0.isNumber }
        guard !written.isEmpty, written.allSatisfy(isDigit) else { return nil }
        let significant = written.drop(while: { $0 == "0" })
        guard let value = significant.isEmpty ? 0 : UInt64(significant, radix: isHex ? 16 : 10) else {
            return nil
        }
        self.value = value
    }

    /// The address as UIKit prints it: `0x` and lowercase hexadecimal digits.
    public var description: String { "0x" + String(value, radix: 16) }

    /// Orders addresses numerically.
    public static func < (lhs: ObjectAddress, rhs: ObjectAddress) -> Bool { lhs.value < rhs.value }
}
