// The controllers' users see `TerminalIO` and `TerminalText` as part of this module: they live
// in the leaf target `InstantSearchTerminal` so that the plugin-backed controllers, which need
// only that seam, do not depend on the concrete controllers.
@_exported public import InstantSearchTerminal
