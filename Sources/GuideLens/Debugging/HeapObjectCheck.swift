#if DEBUG && (os(iOS) || os(tvOS))
    #if canImport(GuideLensCore)
        @_spi(Engine) import GuideLensCore  // one module with the rest under CocoaPods
    #endif
    import Darwin
    import Foundation

    /// Turns an address the debugger read from a call's arguments into an object, only when
    /// the address is the start of a live heap block: never `NULL`, a tagged pointer, a stack or
    /// global address, an interior pointer or a freed block, which a reference would retain.
    enum HeapObjectCheck {
        /// The object at `address` if it is the start of a live `malloc` block and an instance of
        /// `type` (or a subclass); `nil` otherwise.
        static func object<T: AnyObject>(at address: ObjectAddress, as type: T.Type) -> T? {
            let alignment = UInt64(MemoryLayout<UnsafeRawPointer>.alignment)
            guard address.value % alignment == 0,
                let pointer = UnsafeRawPointer(bitPattern: UInt(truncatingIfNeeded: address.value)),
                malloc_zone_from_ptr(pointer) != nil,
                malloc_size(pointer) >= MemoryLayout<UnsafeRawPointer>.size
            else { return nil }
            return Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue() as? T
        }
    }
#endif
