import GuideLens
import UIKit

/// The list of sample scenes, with a button that shows or hides the guides.
final class ScenesViewController: UITableViewController {
    private let scenes: [(title: String, make: () -> UIViewController)] = [
        ("Spacer views", { SpacerViewsViewController() }),
        ("Button row", { ButtonRowViewController() }),
        ("Equal spacing and a container", { EqualSpacingViewController() }),
        ("Even distribution", { StackDistributionViewController() }),
        ("Notch guide on the window", { NotchGuideViewController() }),
        ("SwiftUI in a hosting controller", { SwiftUIScreenViewController() }),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "GuideLens"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "scene")
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Guides", style: .plain, target: self, action: #selector(toggleGuides))
    }

    @objc private func toggleGuides() {
        GuideLens.toggle()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        scenes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "scene", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = scenes[indexPath.row].title
        content.secondaryText = "Shake to show the guides"
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let controller = scenes[indexPath.row].make()
        controller.title = scenes[indexPath.row].title
        navigationController?.pushViewController(controller, animated: true)
    }
}

/// A coloured square that sizes itself with constraints.
@MainActor
func makeSquare(_ color: UIColor) -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    view.backgroundColor = color
    return view
}

/// A system button with a title on a tinted, rounded background (iOS 14 has no filled style).
@MainActor
func makeButton(_ title: String) -> UIButton {
    let button = UIButton(type: .system)
    button.setTitle(title, for: .normal)
    button.setTitleColor(.white, for: .normal)
    button.backgroundColor = .systemPink
    button.layer.cornerRadius = 8
    button.contentEdgeInsets = UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12)
    button.translatesAutoresizingMaskIntoConstraints = false
    return button
}
