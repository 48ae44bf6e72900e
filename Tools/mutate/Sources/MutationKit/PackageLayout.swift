import Foundation

/// What the runner needs to know of the package under test: which module a file belongs to,
/// which test targets reach that module, and which test suites sit in the folder that mirrors it.
package struct PackageLayout: Sendable {
    package struct Target: Sendable {
        package var name: String
        package var isTest: Bool
        package var path: String
        package var dependencies: [String]
    }

    package var targets: [Target]

    package init(targets: [Target]) {
        self.targets = targets
    }

    /// Reads the package's targets with `swift package dump-package`.
    package static func read(packageAt root: URL) throws -> PackageLayout {
        let result = try Shell.run(["swift", "package", "dump-package"], in: root)
        guard result.status == 0, let start = result.output.firstIndex(of: "{") else {
            throw MutationError.packageUnreadable(result.output)
        }
        let data = Data(result.output[start...].utf8)
        guard let json = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let targetList = json["targets"] as? [[String: Any]]
        else { throw MutationError.packageUnreadable("no targets in dump-package's output") }
        let targets = targetList.compactMap { entry -> Target? in
            guard let name = entry["name"] as? String, let type = entry["type"] as? String else { return nil }
            let isTest = type == "test"
            let path = (entry["path"] as? String) ?? ((isTest ? "Tests/" : "Sources/") + name)
            let dependencies = (entry["dependencies"] as? [[String: Any]] ?? []).compactMap {
                dependency -> String? in
                (dependency["byName"] as? [Any])?.first as? String ?? (dependency["target"] as? [Any])?.first
                    as? String
            }
            return Target(name: name, isTest: isTest, path: path, dependencies: dependencies)
        }
        return PackageLayout(targets: targets)
    }

    /// The non-test target whose folder holds `file`.
    package func module(of file: String) -> Target? {
        targets.filter { !$0.isTest && file.hasPrefix($0.path + "/") }.max { $0.path.count < $1.path.count }
    }

    /// Test targets that depend on `module`, directly or through other targets of the package.
    package func testTargets(reaching module: String) -> [Target] {
        let byName = Dictionary(targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        func reaches(_ target: Target, _ seen: Set<String>) -> Bool {
            for dependency in target.dependencies where !seen.contains(dependency) {
                if dependency == module { return true }
                if let next = byName[dependency], reaches(next, seen.union([dependency])) { return true }
            }
            return false
        }
        return targets.filter { $0.isTest && reaches($0, []) }
    }

    /// The folder of `file` inside its module (`Geometry` for `Sources/Core/Geometry/Rect.swift`),
    /// or "" for a file at the module's root.
    package func folder(of file: String) -> String {
        guard let module = module(of: file) else { return "" }
        let inside = file.dropFirst(module.path.count + 1).split(separator: "/")
        return inside.count > 1 ? inside.dropLast().joined(separator: "/") : ""
    }

    /// `swift test --filter` patterns for the test suites that exercise `file`'s folder: the types
    /// declared in the mirroring folder of each test target (`Tests/CoreTests/Geometry`), or nil
    /// when no such folder exists and every test target that reaches the module must run.
    package func folderFilters(for file: String, repository: URL) -> [String]? {
        guard let module = module(of: file) else { return nil }
        let folder = folder(of: file)
        guard !folder.isEmpty else { return nil }
        var filters: [String] = []
        for target in testTargets(reaching: module.name) {
            let directory = repository.appendingPathComponent(target.path).appendingPathComponent(folder)
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else {
                continue
            }
            for name in names.sorted() where name.hasSuffix(".swift") {
                let text =
                    (try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)) ?? ""
                for type in Self.topLevelTypes(in: text) { filters.append("\(target.name).\(type)") }
            }
        }
        return filters.isEmpty ? nil : filters
    }

    /// `swift test --filter` patterns for every test target that reaches `file`'s module.
    package func moduleFilters(for file: String) -> [String] {
        guard let module = module(of: file) else { return [] }
        return testTargets(reaching: module.name).map { "\($0.name)." }
    }

    /// Names of the structs, classes and enums declared at the top level of a test file.
    static func topLevelTypes(in text: String) -> [String] {
        var names: [String] = []
        for line in text.split(separator: "\n") {
            var words = line.split(separator: " ")
            while let first = words.first,
                ["final", "private", "fileprivate", "internal", "public"].contains(first)
            {
                words.removeFirst()
            }
            guard words.count >= 2, ["struct", "class", "enum", "actor"].contains(words[0]) else { continue }
            let name = words[1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty { names.append(String(name)) }
        }
        return names
    }
}

/// What stops a run before any mutant runs; each says what to do about it.
package enum MutationError: Error, CustomStringConvertible {
    case packageUnreadable(String)
    case baselineFails(String)
    case buildFails(String)
    case noSuchFile(String)
    case badArgument(String)
    case coverageUnreadable(String)

    package var description: String {
        switch self {
        case .packageUnreadable(let output):
            "mutate: cannot read the package (swift package dump-package): \(output)"
        case .baselineFails(let output):
            "mutate: the tests fail without any mutant; fix them first. Their output:\n\(output)"
        case .buildFails(let output): "mutate: the copy does not build even without mutants:\n\(output)"
        case .noSuchFile(let file): "mutate: no such Swift file: \(file)"
        case .badArgument(let message): "mutate: \(message) (see mutate --help)"
        case .coverageUnreadable(let output): "mutate: cannot read the tests' coverage: \(output)"
        }
    }
}
