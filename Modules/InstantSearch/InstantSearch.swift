// The umbrella module: `import InstantSearch` is all an application needs.

@_exported import InstantSearchClient
@_exported import InstantSearchConnectors
@_exported import InstantSearchControllers
@_exported import InstantSearchCore
@_exported import InstantSearchLocal
