import UIKit

/// A guide subclass that marks the notch: 230×30 at the top centre of the window.
final class NotchLayoutGuide: UILayoutGuide {
    fileprivate func pin() {
        guard let window = owningView else { return }
        NSLayoutConstraint.activate([
            topAnchor.constraint(equalTo: window.topAnchor),
            centerXAnchor.constraint(equalTo: window.centerXAnchor),
            widthAnchor.constraint(equalToConstant: 230),
            heightAnchor.constraint(equalToConstant: 30),
        ])
    }
}

extension UIWindow {
    /// The window's notch guide, added on first use.
    var notchLayoutGuide: NotchLayoutGuide {
        if let existing = layoutGuides.lazy.compactMap({ $0 as? NotchLayoutGuide }).first { return existing }
        let guide = NotchLayoutGuide()
        addLayoutGuide(guide)
        guide.pin()
        return guide
    }
}

/// A button hanging under the window's notch guide.
final class NotchGuideViewController: UIViewController {
    private let button = makeButton("Under the notch")
    private var isPinned = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(button)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard let window = view.window, !isPinned else { return }
        isPinned = true
        let notch = window.notchLayoutGuide
        NSLayoutConstraint.activate([
            button.topAnchor.constraint(equalTo: notch.bottomAnchor),
            button.centerXAnchor.constraint(equalTo: notch.centerXAnchor),
            button.widthAnchor.constraint(equalToConstant: 180),
            button.heightAnchor.constraint(equalToConstant: 44),
        ])
    }
}
