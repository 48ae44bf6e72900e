// Apps import GuideLens alone: the style, kinds and snapshot types come with it. (Under
// CocoaPods the core is part of this module already.)
#if canImport(GuideLensCore)
    @_exported import GuideLensCore
#endif
