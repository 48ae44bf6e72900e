#if canImport(UIKit) && DEBUG && canImport(FLEX)
    import UIKit
    #if canImport(GuideLensCore)
        @_spi(Engine) import GuideLensCore
    #endif
    #if canImport(GuideLens)
        import GuideLens
    #endif

    /// The panel: every guide of every window, in sections by owning view, with search, a kind
    /// filter, a sort order, the overlay switch and refresh. The rows come from the core's
    /// ``GuideTableModel``; this controller only displays them.
    final class GuideListViewController: UITableViewController, UISearchResultsUpdating {
        private var snapshot = Snapshot(windows: [])
        private var model = GuideTableModel(snapshot: Snapshot(windows: []))
        private var kinds: Set<GuideKind>?
        private var sort = GuideTableModel.Sort.hierarchy
        private let search = UISearchController(searchResultsController: nil)
        private let overlaySwitch = UISwitch()
        private let emptyLabel = UILabel()

        init() {
            super.init(style: .plain)
            title = "Layout Guides"
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(GuideCell.self, forCellReuseIdentifier: GuideCell.reuseIdentifier)
            search.searchResultsUpdater = self
            search.obscuresBackgroundDuringPresentation = false
            search.searchBar.placeholder = "Identifier, class, owner or kind"
            navigationItem.searchController = search
            navigationItem.hidesSearchBarWhenScrolling = false
            overlaySwitch.addTarget(self, action: #selector(overlaySwitchChanged), for: .valueChanged)
            navigationItem.rightBarButtonItems = [
                UIBarButtonItem(customView: overlaySwitch),
                UIBarButtonItem(image: Self.filterImage, menu: filterMenu()),
            ]
            // The switch follows the overlay whoever changes it: shake, keyboard, API or LLDB.
            NotificationCenter.default.addObserver(
                self, selector: #selector(overlayVisibilityChanged),
                name: GuideLens.overlayVisibilityDidChange,
                object: nil)
            refreshControl = UIRefreshControl()
            refreshControl?.addTarget(self, action: #selector(reload), for: .valueChanged)
            emptyLabel.numberOfLines = 0
            emptyLabel.textAlignment = .center
            emptyLabel.textColor = .secondaryLabel
            emptyLabel.font = .preferredFont(forTextStyle: .callout)
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            reload()
        }

        @objc private func reload() {
            snapshot = LiveHierarchy.snapshot()
            overlaySwitch.isOn = GuideLens.isOverlayVisible
            rebuild()
            refreshControl?.endRefreshing()
        }

        private func rebuild() {
            model = GuideTableModel(
                snapshot: snapshot, search: search.searchBar.text ?? "", kinds: kinds, sort: sort,
                style: GuideLens.style)
            emptyLabel.text = model.emptyStateMessage
            tableView.backgroundView = model.emptyStateMessage == nil ? nil : emptyLabel
            let shown = model.rowCount
            navigationItem.prompt =
                shown == model.totalGuideCount
                ? "\(shown) guides" : "\(shown) of \(model.totalGuideCount) guides"
            tableView.reloadData()
            navigationItem.rightBarButtonItems?.last?.menu = filterMenu()
        }

        func updateSearchResults(for searchController: UISearchController) {
            rebuild()
        }

        /// The filter button's symbol: `line.3.horizontal.decrease.circle` is new in iOS 15;
        /// iOS 14 has the same picture under its older name.
        private static var filterImage: UIImage? {
            UIImage(systemName: "line.3.horizontal.decrease.circle")
                ?? UIImage(systemName: "line.horizontal.3.decrease.circle")
        }

        @objc private func overlayVisibilityChanged() {
            overlaySwitch.setOn(GuideLens.isOverlayVisible, animated: true)
        }

        @objc private func overlaySwitchChanged() {
            GuideLens.setOverlayVisible(overlaySwitch.isOn, from: .flex)
        }

        private func filterMenu() -> UIMenu {
            let kindActions = GuideKind.allCases.map { kind in
                UIAction(title: kind.displayName, state: (kinds?.contains(kind) ?? true) ? .on : .off) {
                    [weak self] _ in
                    guard let self else { return }
                    self.kinds = GuideTableModel.toggling(kind, in: self.kinds)
                    self.rebuild()
                }
            }
            let sortActions = GuideTableModel.Sort.allCases.map { order in
                UIAction(title: "Sort: " + order.rawValue, state: order == sort ? .on : .off) {
                    [weak self] _ in
                    self?.sort = order
                    self?.rebuild()
                }
            }
            return UIMenu(children: [
                UIMenu(title: "Kinds", options: .displayInline, children: kindActions),
                UIMenu(title: "Order", options: .displayInline, children: sortActions),
            ])
        }

        override func numberOfSections(in tableView: UITableView) -> Int { model.sections.count }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            model.sections[section].rows.count
        }

        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            model.sections[section].title
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
            -> UITableViewCell
        {
            let cell = tableView.dequeueReusableCell(
                withIdentifier: GuideCell.reuseIdentifier, for: indexPath)
            (cell as? GuideCell)?.show(model.sections[indexPath.section].rows[indexPath.row])
            return cell
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            let section = model.sections[indexPath.section]
            let detail = GuideDetailViewController(
                row: section.rows[indexPath.row], owner: section, snapshot: snapshot)
            navigationController?.pushViewController(detail, animated: true)
        }
    }

    /// A row: kind swatch, name, kind · class · frame, and flags.
    final class GuideCell: UITableViewCell {
        static let reuseIdentifier = "GuideLensGuideCell"

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
            accessoryType = .disclosureIndicator
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
        }

        func show(_ row: GuideTableModel.Row) {
            var content = defaultContentConfiguration()
            content.text = row.title
            let flags = row.flags.isEmpty ? "" : "\n⚠︎ " + row.flags.map(\.name).joined(separator: ", ")
            content.secondaryText = row.subtitle + flags
            content.secondaryTextProperties.font = .monospacedSystemFont(ofSize: 11, weight: .regular)
            content.secondaryTextProperties.color = row.flags.isEmpty ? .secondaryLabel : .systemRed
            content.image = Self.swatch(row.color, dash: GuideLens.style.style(for: row.kind).dashPattern)
            contentConfiguration = content
        }

        static func swatch(_ color: OverlayColor, dash: [Double]) -> UIImage {
            UIGraphicsImageRenderer(size: CGSize(width: 18, height: 18)).image { context in
                let rect = CGRect(x: 2, y: 2, width: 14, height: 14)
                color.uiColor.withAlphaComponent(0.15).setFill()
                context.fill(rect)
                let path = UIBezierPath(rect: rect)
                path.lineWidth = 1.5
                let pattern = dash.map { CGFloat(min($0, 4)) }
                if !pattern.isEmpty { path.setLineDash(pattern, count: pattern.count, phase: 0) }
                color.uiColor.setStroke()
                path.stroke()
            }
        }
    }
#endif
