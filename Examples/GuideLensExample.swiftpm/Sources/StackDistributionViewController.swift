import UIKit

/// Four views spread evenly by three spacer guides of equal height (left), and the same done
/// by a UIStackView with equal spacing, which adds guides of its own (right).
final class StackDistributionViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let safe = view.safeAreaLayoutGuide
        let column = UIView()
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        let views = (0..<4).map { _ in makeSquare(.systemTeal) }
        views.forEach(column.addSubview)
        let guides = (1...3).map { index -> UILayoutGuide in
            let guide = UILayoutGuide()
            guide.identifier = "spacer\(index)"
            column.addLayoutGuide(guide)
            return guide
        }
        let stack = UIStackView(arrangedSubviews: (0..<4).map { _ in makeSquare(.systemOrange) })
        stack.axis = .vertical
        stack.distribution = .equalSpacing
        stack.alignment = .fill
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        var constraints = [
            column.topAnchor.constraint(equalTo: safe.topAnchor),
            column.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            column.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            column.widthAnchor.constraint(equalTo: safe.widthAnchor, multiplier: 0.5),
            stack.topAnchor.constraint(equalTo: safe.topAnchor),
            stack.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: column.trailingAnchor),
            stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            views[0].topAnchor.constraint(equalTo: column.topAnchor),
            views[3].bottomAnchor.constraint(equalTo: column.bottomAnchor),
        ]
        for view in views {
            constraints += [
                view.heightAnchor.constraint(equalToConstant: 60),
                view.leadingAnchor.constraint(equalTo: column.leadingAnchor),
                view.trailingAnchor.constraint(equalTo: column.trailingAnchor),
            ]
        }
        for (index, guide) in guides.enumerated() {
            constraints += [
                guide.heightAnchor.constraint(equalTo: guides[0].heightAnchor),
                guide.widthAnchor.constraint(equalToConstant: 10),
                guide.leadingAnchor.constraint(equalTo: column.leadingAnchor),
                views[index].bottomAnchor.constraint(equalTo: guide.topAnchor),
                views[index + 1].topAnchor.constraint(equalTo: guide.bottomAnchor),
            ]
        }
        for arranged in stack.arrangedSubviews {
            constraints.append(arranged.heightAnchor.constraint(equalToConstant: 60))
        }
        NSLayoutConstraint.activate(constraints)
    }
}
