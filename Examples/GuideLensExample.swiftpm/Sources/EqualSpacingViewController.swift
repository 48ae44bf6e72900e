import UIKit

/// A container guide holding a label and a text field, and Save, Cancel and Clear spaced by
/// two guides of equal width.
final class EqualSpacingViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let label = UILabel()
        label.text = "Name:"
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.placeholder = "Your name"
        let save = makeButton("Save")
        let cancel = makeButton("Cancel")
        let clear = makeButton("Clear")
        for subview in [label, field, save, cancel, clear] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let container = UILayoutGuide()
        container.identifier = "container"
        let space1 = UILayoutGuide()
        space1.identifier = "space1"
        let space2 = UILayoutGuide()
        space2.identifier = "space2"
        [container, space1, space2].forEach(view.addLayoutGuide)
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            label.lastBaselineAnchor.constraint(equalTo: field.lastBaselineAnchor),
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
            field.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            field.topAnchor.constraint(equalTo: container.topAnchor),
            field.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            container.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            container.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            container.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            save.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            save.trailingAnchor.constraint(equalTo: space1.leadingAnchor),
            cancel.leadingAnchor.constraint(equalTo: space1.trailingAnchor),
            cancel.trailingAnchor.constraint(equalTo: space2.leadingAnchor),
            clear.leadingAnchor.constraint(equalTo: space2.trailingAnchor),
            clear.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            space1.widthAnchor.constraint(equalTo: space2.widthAnchor),
            save.topAnchor.constraint(equalTo: container.bottomAnchor, constant: 20),
            cancel.topAnchor.constraint(equalTo: save.topAnchor),
            clear.topAnchor.constraint(equalTo: save.topAnchor),
            space1.topAnchor.constraint(equalTo: cancel.topAnchor),
            space1.heightAnchor.constraint(equalTo: cancel.heightAnchor),
            space2.topAnchor.constraint(equalTo: cancel.topAnchor),
            space2.heightAnchor.constraint(equalTo: cancel.heightAnchor),
        ])
    }
}
