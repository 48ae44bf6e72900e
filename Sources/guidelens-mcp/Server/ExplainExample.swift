#if MCP
    /// Documentation/Explain.md's `guidelens explain` example: a real console log (a table cell, from a blog post),
    /// served as a resource so that an agent can try `explain_conflicts` on it. A test keeps it
    /// identical to that page's.
    enum ExplainExample {
        /// The resource's address.
        static let uri = "guidelens://examples/explain-console.log"

        /// The log, as that page shows it.
        static let log =
            [
                "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
                "    Probably at least one of the constraints in the following list is one you don't want. ",
                "    Try this: ",
                "        (1) look at each constraint and try to figure out which you don't expect; ",
                "        (2) find the code that added the unwanted constraint or constraints and fix it. ",
                "(",
                "    \"<NSLayoutConstraint:0x600000071d10 UIView:0x1555f3420.height >= 330   (active)>\",",
                "    \"<NSLayoutConstraint:0x6000000733e0 V:|-(10)-[UILabel:0x1555f30f0]   (active, names: '|':UIView:0x1555f2f40 )>\",",
                "    \"<NSLayoutConstraint:0x6000000734d0 V:[UILabel:0x1555f30f0]-(24)-[UIView:0x1555f3420]   (active)>\",",
                "    \"<NSLayoutConstraint:0x600000073520 V:[UIView:0x1555f3420]-(16)-[UIPageControl:0x1555f35d0]   (active)>\",",
                "    \"<NSLayoutConstraint:0x600000073610 V:[UIPageControl:0x1555f35d0]-(16)-|   (active, names: '|':UIView:0x1555f2f40 )>\",",
                "    \"<NSLayoutConstraint:0x6000000737a0 V:|-(0)-[UIView:0x1555f2f40]   (active, names: '|':UITableViewCellContentView:0x1555ed190 )>\",",
                "    \"<NSLayoutConstraint:0x6000000737f0 V:[UIView:0x1555f2f40]-(0)-|   (active, names: '|':UITableViewCellContentView:0x1555ed190 )>\",",
                "    \"<NSLayoutConstraint:0x600000078460 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x1555ed190.height == 380   (active)>\"",
                ")",
                "",
                "Will attempt to recover by breaking constraint ",
                "<NSLayoutConstraint:0x600000071d10 UIView:0x1555f3420.height >= 330   (active)>",
                "",
                "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.",
                "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.",
            ].joined(separator: "\n") + "\n"
    }
#endif
