import UIKit

/// OK and Cancel between leading, middle and trailing guides of equal width, inside the
/// margins. The guides get a centre but no height — turn the overlay on to see them flat.
final class ButtonRowViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let ok = makeButton("OK")
        let cancel = makeButton("Cancel")
        view.addSubview(ok)
        view.addSubview(cancel)
        let guides = ["leadingGuide", "middleGuide", "trailingGuide"].map { name -> UILayoutGuide in
            let guide = UILayoutGuide()
            guide.identifier = name
            view.addLayoutGuide(guide)
            return guide
        }
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate(
            [
                margins.leadingAnchor.constraint(equalTo: guides[0].leadingAnchor),
                guides[0].trailingAnchor.constraint(equalTo: ok.leadingAnchor),
                ok.trailingAnchor.constraint(equalTo: guides[1].leadingAnchor),
                guides[1].trailingAnchor.constraint(equalTo: cancel.leadingAnchor),
                cancel.trailingAnchor.constraint(equalTo: guides[2].leadingAnchor),
                guides[2].trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                ok.widthAnchor.constraint(equalTo: cancel.widthAnchor),
                guides[0].widthAnchor.constraint(equalTo: guides[1].widthAnchor),
                guides[0].widthAnchor.constraint(equalTo: guides[2].widthAnchor),
                ok.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                cancel.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            ] + guides.map { $0.centerYAnchor.constraint(equalTo: view.centerYAnchor) })
    }
}
