#if DEBUG && (os(iOS) || os(tvOS))
    #if canImport(GuideLensCore)
        @_spi(Engine) import GuideLensCore  // one module with the rest under CocoaPods
    #endif
    import UIKit

    /// The app's live hierarchy as GuideLens reads it: its windows, the class names it compares
    /// (cached per runtime class), and views and guides found again from the addresses a snapshot
    /// holds, by walking the windows: nothing keeps a reference to them in between, and an
    /// address that no longer names a view or guide simply finds nothing.
    @MainActor
    package enum LiveHierarchy {
        private static var classNames: [ObjectIdentifier: String] = [:]
        private static var classChains: [ObjectIdentifier: [String]] = [:]

        /// A guide's class and its superclasses up to `UILayoutGuide`, nearest first, as the core
        /// compares names; cached per runtime class.
        package static func classChain(of guide: UILayoutGuide) -> [String] {
            let type: AnyClass = object_getClass(guide) ?? type(of: guide)
            let key = ObjectIdentifier(type)
            if let chain = classChains[key] { return chain }
            var chain: [String] = []
            var current: AnyClass? = type
            while let each = current {
                chain.append(ClassName.canonical(NSStringFromClass(each)))
                if each == UILayoutGuide.self { break }
                current = class_getSuperclass(each)
            }
            classChains[key] = chain
            return chain
        }

        /// Every window of every connected scene, back to front within each scene.
        package static func windows() -> [UIWindow] {
            UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap(\.windows)
        }

        /// The class name as the core compares it, cached per runtime class: class names are
        /// read on every pass.
        package static func className(of object: AnyObject) -> String {
            let type: AnyClass = object_getClass(object) ?? type(of: object)
            let key = ObjectIdentifier(type)
            if let name = classNames[key] { return name }
            let name = ClassName.canonical(NSStringFromClass(type))
            classNames[key] = name
            return name
        }

        /// The live hierarchy as a snapshot (every window GuideLens covers).
        package static func snapshot() -> Snapshot {
            (try? UIKitSnapshotReader.snapshot(root: nil).get()) ?? Snapshot(windows: [])
        }

        /// The view with this address in `windows` (every window unless given), if it still exists.
        package static func view(at address: ObjectAddress, in windows: [UIWindow]? = nil) -> UIView? {
            var found: UIView?
            HierarchyWalk.depthFirst(from: windows ?? self.windows(), children: \.subviews) { view in
                if found == nil, ObjectAddress(of: view) == address { found = view }
                return found == nil
            }
            return found
        }

        /// The guide with this address among the layout guides of the view at `owner`.
        package static func guide(at address: ObjectAddress, ownedBy owner: ObjectAddress) -> (
            UILayoutGuide, UIView
        )? {
            guard let view = view(at: owner),
                let guide = view.layoutGuides.first(where: { ObjectAddress(of: $0) == address })
            else { return nil }
            return (guide, view)
        }
    }
#endif
