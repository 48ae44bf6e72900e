#if canImport(UIKit) && DEBUG && canImport(FLEX)
    import FLEX
    import UIKit
    #if canImport(GuideLensCore)
        @_spi(Engine) import GuideLensCore
    #endif
    #if canImport(GuideLens)
        import GuideLens
    #endif

    /// One guide: every property, why it is where it is, its owner and itself in FLEX's object
    /// explorer, the constraints affecting it on each axis, a flash on screen, and the snapshot
    /// and its one-page inspector to share.
    final class GuideDetailViewController: UITableViewController {
        private struct Item {
            var title: String
            var detail: String
            var action: (@MainActor (GuideDetailViewController) -> Void)?
        }

        private let row: GuideTableModel.Row
        private let owner: GuideTableModel.Section
        private let snapshot: Snapshot
        private var sections: [(title: String, items: [Item])] = []
        /// The row whose action runs: what the iPad's share popover points at.
        private var tappedRow: IndexPath?

        init(row: GuideTableModel.Row, owner: GuideTableModel.Section, snapshot: Snapshot) {
            self.row = row
            self.owner = owner
            self.snapshot = snapshot
            super.init(style: .insetGrouped)
            title = row.title
        }

        required init?(coder: NSCoder) {
            fatalError("GuideDetailViewController is created in code")
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            sections = makeSections()
            tableView.reloadData()
        }

        private func makeSections() -> [(title: String, items: [Item])] {
            let live = LiveHierarchy.guide(at: row.guide, ownedBy: owner.owner)
            let properties = GuideTableModel.details(
                of: row, in: owner, liveAmbiguity: live.map { $0.0.hasAmbiguousLayout }
            )
            .map { Item(title: $0.title, detail: $0.value) }

            // Rows keep addresses and positions, never the app's objects: each tap looks them up
            // again, so this screen keeps nothing alive while it sits in FLEX's navigation stack.
            let guideAddress = row.guide
            let ownerAddress = owner.owner
            var objects: [Item] = []
            if let (_, liveOwner) = live {
                objects.append(
                    Item(title: "Explore guide", detail: "FLEX object explorer") { controller in
                        controller.explore(LiveHierarchy.guide(at: guideAddress, ownedBy: ownerAddress)?.0)
                    })
                objects.append(
                    Item(title: "Explore owner", detail: NSStringFromClass(type(of: liveOwner))) {
                        controller in
                        controller.explore(LiveHierarchy.view(at: ownerAddress))
                    })
            } else {
                objects.append(
                    Item(title: "Gone", detail: "the guide or its owner no longer exists; refresh the list"))
            }

            var constraintSections: [(title: String, items: [Item])] = []
            if let (liveGuide, _) = live {
                for (axis, name) in [
                    (NSLayoutConstraint.Axis.horizontal, "horizontal"), (.vertical, "vertical"),
                ] {
                    let constraints = liveGuide.constraintsAffectingLayout(for: axis)
                    let items = constraints.map { constraint in
                        // Found again by address on tap: the list's order is not promised.
                        let address = ObjectAddress(of: constraint)
                        return Item(
                            title: constraint.identifier ?? "constraint", detail: constraint.description
                        ) {
                            controller in
                            let current = LiveHierarchy.guide(at: guideAddress, ownedBy: ownerAddress)?.0
                                .constraintsAffectingLayout(for: axis)
                            controller.explore(current?.first { ObjectAddress(of: $0) == address })
                        }
                    }
                    constraintSections.append(
                        (
                            "Constraints affecting the \(name) axis (\(constraints.count))",
                            items.isEmpty ? [Item(title: "none", detail: "")] : items
                        ))
                }
            }

            let flash = Item(
                title: "Flash on screen", detail: "FLEX steps aside while just this guide is highlighted"
            ) { controller in
                controller.flashOnScreen()
            }
            // The snapshot, and the one-page inspector the core writes of it.
            let exports = SnapshotExport.allCases.map { export in
                Item(title: export.title, detail: export.detail) { controller in
                    controller.share(export, from: controller.tappedRow)
                }
            }
            let actions = [flash] + exports
            // Why the guide is where it is, traced in the capture the list was made from.
            let why = GuideTableModel.whyHere(of: row.guide, in: snapshot).map {
                Item(title: $0.title, detail: $0.value)
            }
            return [("Guide", properties), ("Why here?", why), ("Objects", objects)] + constraintSections
                + [("Actions", actions)]
        }

        private func explore(_ object: AnyObject?) {
            guard let object else {
                say("It no longer exists; go back and refresh the list.")
                return
            }
            guard let explorer = FLEXObjectExplorerFactory.explorerViewController(for: object) else { return }
            navigationController?.pushViewController(explorer, animated: true)
        }

        /// Highlights the guide over the app itself: FLEX's sheet covers the app, so it is dismissed
        /// first and this same screen is presented again once the highlight is gone.
        private func flashOnScreen() {
            guard let navigation = navigationController else { return }
            let guide = row.guide
            let ownerAddress = owner.owner
            let kind = row.kind
            // FLEX calls back on the main thread, from blocks it does not mark as such.
            FLEXManager.shared.dismissAnyPresentedTools {
                MainThread.runIfMain {
                    GuideFlash.flash(guide: guide, ownedBy: ownerAddress, kind: kind) { shown in
                        // The user may have closed FLEX meanwhile: bringing it back would reopen it.
                        guard !FLEXManager.shared.isHidden else { return }
                        FLEXManager.shared.presentTool({ navigation }) {
                            // Said once the screen is back: an alert presented sooner is dropped.
                            guard !shown else { return }
                            MainThread.runIfMain {
                                (navigation.topViewController as? GuideDetailViewController)?.say(
                                    "This guide is no longer on screen.")
                            }
                        }
                    }
                }
            }
        }

        /// Writes the capture as `export` says (the snapshot, or the one-page inspector the core
        /// writes) and offers it in the share sheet.
        private func share(_ export: SnapshotExport, from indexPath: IndexPath?) {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent(export.fileName)
            do {
                try export.data(for: snapshot).write(to: url, options: .atomic)
            } catch {
                say("Could not write \(export.fileName): \(error.localizedDescription)")
                return
            }
            let share = UIActivityViewController(activityItems: [url], applicationActivities: nil)
            // On iPad the share sheet is a popover: it points at the row that was tapped.
            if let popover = share.popoverPresentationController {
                if let indexPath, let cell = tableView.cellForRow(at: indexPath) {
                    popover.sourceView = cell
                    popover.sourceRect = cell.bounds
                } else {
                    popover.sourceView = view
                    popover.sourceRect = CGRect(x: view.bounds.midX, y: view.bounds.midY, width: 0, height: 0)
                }
            }
            present(share, animated: true)
        }

        private func say(_ message: String) {
            let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            present(alert, animated: true)
        }

        override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            sections[section].items.count
        }

        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            sections[section].title
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
            -> UITableViewCell
        {
            let item = sections[indexPath.section].items[indexPath.row]
            let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
            var content = cell.defaultContentConfiguration()
            content.text = item.title
            content.secondaryText = item.detail
            content.secondaryTextProperties.font = .monospacedSystemFont(ofSize: 11, weight: .regular)
            content.secondaryTextProperties.numberOfLines = 0
            cell.contentConfiguration = content
            cell.accessoryType = item.action == nil ? .none : .disclosureIndicator
            cell.selectionStyle = item.action == nil ? .none : .default
            return cell
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            tableView.deselectRow(at: indexPath, animated: true)
            tappedRow = indexPath
            sections[indexPath.section].items[indexPath.row].action?(self)
        }
    }
#endif
