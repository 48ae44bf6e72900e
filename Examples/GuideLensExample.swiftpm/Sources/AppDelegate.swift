import GuideLens
import UIKit

/// The example app: a list of the sample scenes, each a screen laid out with layout guides.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    /// The window, when the app runs without a scene manifest (then no scene delegate is used).
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        // The one line an app adds. Launch with `-GuideLensOverlay YES` to start with guides shown.
        GuideLens.install(remembersOverlayState: true)
        // With Lookin or LookInside attached, every guide (system ones too) is an item in its tree.
        GuideLens.lookinGuides = .everyKind
        if Bundle.main.object(forInfoDictionaryKey: "UIApplicationSceneManifest") == nil {
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = UINavigationController(rootViewController: ScenesViewController())
            window.makeKeyAndVisible()
            self.window = window
        }
        return true
    }

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }
}

/// Puts the list of scenes in a navigation stack in the scene's window.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: ScenesViewController())
        window.makeKeyAndVisible()
        self.window = window
    }
}
