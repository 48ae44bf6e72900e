import UIKit

/// The screen the documentation's testing examples check: a form above a row of two buttons, kept
/// 12 points apart by the `buttonGap` guide. Its view is 390 × 844 points whatever the
/// simulator, so the README's frames hold on every device.
final class CheckoutViewController: UIViewController {
    override func loadView() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        view.backgroundColor = .systemBackground
        let form = UIView()
        let pay = UIButton(type: .system)
        pay.setTitle("Pay", for: .normal)
        let buttonGap = UILayoutGuide()
        buttonGap.identifier = "buttonGap"
        for subview in [form, pay] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        view.addLayoutGuide(buttonGap)
        NSLayoutConstraint.activate([
            form.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
            form.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            form.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            form.bottomAnchor.constraint(equalTo: buttonGap.topAnchor),
            buttonGap.topAnchor.constraint(equalTo: view.topAnchor, constant: 700),
            buttonGap.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            buttonGap.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            buttonGap.heightAnchor.constraint(equalToConstant: 12),
            pay.topAnchor.constraint(equalTo: buttonGap.bottomAnchor),
            pay.leadingAnchor.constraint(equalTo: buttonGap.leadingAnchor),
            pay.trailingAnchor.constraint(equalTo: buttonGap.trailingAnchor),
            pay.heightAnchor.constraint(equalToConstant: 50),
        ])
        self.view = view
    }
}
