// Apps import GuideLens alone: the style, kinds and snapshot types come with it.
@_exported import GuideLensCore
