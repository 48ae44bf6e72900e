import UIKit

/// Red, green and blue squares in a column, kept apart by two 100×100 spacer guides.
final class SpacerViewsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let red = makeSquare(.systemRed)
        let green = makeSquare(.systemGreen)
        let blue = makeSquare(.systemBlue)
        [red, green, blue].forEach(view.addSubview)
        let space1 = UILayoutGuide()
        space1.identifier = "space1"
        let space2 = UILayoutGuide()
        space2.identifier = "space2"
        view.addLayoutGuide(space1)
        view.addLayoutGuide(space2)
        NSLayoutConstraint.activate([
            red.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            red.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            red.widthAnchor.constraint(equalToConstant: 200),
            red.heightAnchor.constraint(equalToConstant: 200),
            space1.topAnchor.constraint(equalTo: red.bottomAnchor),
            space1.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            space1.widthAnchor.constraint(equalToConstant: 100),
            space1.heightAnchor.constraint(equalToConstant: 100),
            green.topAnchor.constraint(equalTo: space1.bottomAnchor),
            green.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            green.widthAnchor.constraint(equalToConstant: 50),
            green.heightAnchor.constraint(equalToConstant: 50),
            space2.topAnchor.constraint(equalTo: green.bottomAnchor),
            space2.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            space2.widthAnchor.constraint(equalTo: space1.widthAnchor),
            space2.heightAnchor.constraint(equalTo: space1.heightAnchor),
            blue.topAnchor.constraint(equalTo: space2.bottomAnchor),
            blue.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            blue.widthAnchor.constraint(equalToConstant: 150),
            blue.heightAnchor.constraint(equalToConstant: 150),
        ])
    }
}
