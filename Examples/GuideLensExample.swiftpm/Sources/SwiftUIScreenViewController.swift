import SwiftUI
import UIKit

/// A SwiftUI screen in a hosting controller. SwiftUI lays its views out without layout guides,
/// but the UIKit view that hosts it has them: its safe area and margins are what SwiftUI's own
/// safe area comes from, so with the guides shown this screen says where SwiftUI's padding and
/// `ignoresSafeArea` edges really are.
final class SwiftUIScreenViewController: UIHostingController<CheckoutForm> {
    init() {
        super.init(rootView: CheckoutForm())
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // UIKit creates these guides when they are first asked for: the screen asks, so the
        // overlay has them to draw (GuideLens itself never creates a guide).
        _ = view.layoutMarginsGuide
        _ = view.safeAreaLayoutGuide
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }
}

/// A small form: a title, two fields and a button pinned to the bottom edge of the safe area.
struct CheckoutForm: View {
    @State private var name = ""
    @State private var card = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Checkout").font(.largeTitle.bold())
            TextField("Name on card", text: $name).textFieldStyle(RoundedBorderTextFieldStyle())
            TextField("Card number", text: $card).textFieldStyle(RoundedBorderTextFieldStyle())
            Spacer()
            Button("Pay") {}
                .frame(maxWidth: .infinity, minHeight: 50)
                .background(Color.pink)
                .foregroundColor(.white)
                .cornerRadius(8)
        }
        .padding()
    }
}
