/// The opening every page GuideLens writes shares (`guidelens html`, `explain --html`): the
/// doctype, the character set, the viewport, light and dark colour schemes, the version that
/// wrote it, the title and the page's own style, up to `<body>`.
enum PageHead {
    /// The page's text up to and including `<body>`, for a page titled `title` with `style`.
    static func html(title: String, style: String) -> String {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <meta name="generator" content="GuideLens \(GuideLensVersion.current)">
        <title>\(SnapshotRenderer.escape(title)) — GuideLens</title>
        <style>
        \(style)</style>
        </head>
        <body>

        """
    }
}
