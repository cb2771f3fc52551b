import Foundation
import InstantSearchClient
import InstantSearchControllers
import InstantSearchCore
import InstantSearchLocal

extension Session {
  /// Opens the source the launch options name and shows the first page of results.
  ///
  /// The Algolia API is used when hosts are given, or when credentials are in the environment
  /// and an index is named without `--data`; otherwise the data given, else the demo index.
  /// - Parameter options: The launch options.
  /// - Returns: Whether it worked; on failure the error is printed.
  public func start(_ options: LaunchOptions) async -> CommandOutcome {
    let source: SearchSource
    if !options.hosts.isEmpty {
      source = .algolia(hosts: options.hosts)
    } else if let path = options.dataPath {
      source = .data(PathArgument.expanded(path, environment: configuration.environment))
    } else if options.indexName != nil,
      AlgoliaCredentials.fromEnvironment(configuration.environment) != nil
    {
      source = .algolia(hosts: [])
    } else {
      source = .demo
    }
    strictParameters = options.strict
    defer { updateVocabulary() }
    do {
      let indexName = options.indexName
      var report = try await interruptibly { try await self.open(source, indexName: indexName) }
      if configuration.isInteractive {
        report.lines.append(configuration.style.dim(Self.startHint))
      }
      print(report, command: "open")
      return .succeeded
    } catch is CancellationError {
      configuration.output.writeError(
        "cancelled; nothing is open: open demo, open PATH or connect algolia\n")
      return .failed
    } catch {
      report(error, command: "open")
      return .failed
    }
  }

  /// The line under the first banner of a session at a terminal.
  static let startHint = "type help for the commands, Tab to complete, Ctrl-D to quit"

  /// Opens `source` on `indexName` (or its first primary index), builds its widgets, runs the
  /// first search and, when all went well, replaces the open source.
  /// - Returns: What was opened, the stats line and the first hits.
  func open(_ source: SearchSource, indexName: String?) async throws -> Report {
    let (service, sourceName, primaries, notes) = try await makeService(source)
    return try await open(
      service: service, sourceName: sourceName, primaries: primaries, notes: notes,
      indexName: indexName, insights: try insightsService(for: source, service: service))
  }

  /// Where the events of `source` go: the local engine's log for the demo and a folder, the
  /// Insights API (`insights.algolia.io`, or the hosts given) for Algolia.
  private func insightsService(for source: SearchSource, service: any SearchService) throws
    -> (any InsightsService)?
  {
    switch source {
    case .demo, .data:
      return (service as? LocalClient).map { LocalInsightsService(engine: $0) }
    case .algolia(let hosts):
      guard let credentials = AlgoliaCredentials.fromEnvironment(configuration.environment)
      else { return nil }
      let apiHosts = try hosts.map { try HostArgument.parse($0) }
      return InsightsClient(
        appID: credentials.appID, apiKey: credentials.apiKey,
        hosts: apiHosts.isEmpty ? [InsightsClient.defaultHost] : apiHosts)
    }
  }

  /// Opens `indexName` (or the first primary index) of an open service: builds its widgets,
  /// runs the first search and, when all went well, replaces the open source. Several names
  /// separated by commas (`products,products_query_suggestions`) open a federated search: the
  /// first is the primary index, the others are shown as sections.
  /// - Parameters:
  ///   - service: The service, loaded.
  ///   - sourceName: Its name for people.
  ///   - primaries: Its primary indices when known without listing them.
  ///   - notes: What loading it left out or warned about, shown under the banner.
  ///   - indexName: The index to start on, or the indices of a federated search.
  ///   - insights: Where `click` and `convert` send their events, if anywhere.
  /// - Returns: What was opened, the stats line and the first hits.
  /// - Throws: `SessionError` for an unknown primary index or a bad list of names, the
  ///   service's error, `CancellationError`.
  func open(
    service: any SearchService, sourceName: String, primaries: [String], notes: [String],
    indexName: String?, insights: (any InsightsService)? = nil
  ) async throws -> Report {
    let names = try Self.indexNames(indexName)
    let listing: ListIndicesResponse?
    do {
      listing = try await service.listIndices()
    } catch {
      // A key may not be allowed to list indices: that only matters when no index is named.
      guard !names.isEmpty || !primaries.isEmpty else { throw error }
      listing = nil
    }
    guard
      let start = names.first ?? primaries.first
        ?? listing?.items.first(where: {
          $0.primary == nil
        })?.name
    else {
      throw SessionError("\(sourceName) has no index to search")
    }
    if let listing, !listing.items.contains(where: { $0.name == start }) {
      let names = listing.items.map(\.name).joined(separator: ", ")
      throw SessionError("unknown index \"\(start)\" in \(sourceName); indices: \(names)")
    }
    let sections = names.dropFirst().map { name in
      FederatedSections.Entry(
        indexName: name,
        error: listing.map { $0.items.contains { $0.name == name } } == false
          ? "no index \"\(name)\" in \(sourceName) (indices lists them)" : nil)
    }
    let sortOrders = Self.sortOrders(of: start, in: listing)
    let stack = try await searchedStack(
      sourceName: sourceName, service: service, indexName: start, sortOrders: sortOrders,
      sections: Array(sections), insights: insights)
    self.stack?.disconnect()
    self.stack = stack
    stack.primaries = listing.map { $0.items.filter { $0.primary == nil }.map(\.name) } ?? primaries
    applyColumns(stack)
    return openedReport(stack, listing: listing, sortOrders: sortOrders, notes: notes)
  }

  /// The names of `open NAME,NAME...` (or `--index`), the primary first; none for nil.
  /// - Throws: `SessionError` for an empty name or one named twice.
  static func indexNames(_ text: String?) throws -> [String] {
    guard let text else { return [] }
    let names = text.split(separator: ",", omittingEmptySubsequences: false).map {
      String($0).trimmingCharacters(in: .whitespaces)
    }
    if names.contains(where: \.isEmpty) {
      throw SessionError(
        "open: empty index name in \"\(text)\" (separate the names by commas: a,b)")
    }
    if let twice = names.first(where: { name in names.filter { $0 == name }.count > 1 }) {
      throw SessionError("open: index \"\(twice)\" is named twice in \"\(text)\"")
    }
    return names
  }

  /// The widgets of `indexName` (with `sections` after it), once their first search answered.
  /// Algolia fails the whole call when one index does not exist: a section named by such an
  /// error is left out of the calls, shows the error, and the search runs again.
  private func searchedStack(
    sourceName: String, service: any SearchService, indexName: String, sortOrders: [String],
    sections: [FederatedSections.Entry], insights: (any InsightsService)?
  ) async throws -> SearchStack {
    var sections = sections
    while true {
      let stack = SearchStack(
        sourceName: sourceName, service: service, indexName: indexName, indexNames: sortOrders,
        sections: sections, insights: insights,
        sortController: makeSortController(sortControllerID),
        terminal: configuration.terminal, style: configuration.style)
      do {
        _ = try await ResponseWaiter.wait(for: stack.searcher) { stack.searcher.search() }
        return stack
      } catch {
        stack.disconnect()
        guard let failure = error as? SearchError, case .http(404, let message) = failure,
          let unknown = sections.firstIndex(where: {
            $0.error == nil && message == "Index \($0.indexName) does not exist"
          })
        else { throw error }
        sections[unknown].error = failure.description
      }
    }
  }

  /// The banner of a source just opened (its records, sort orders, other indices, sections
  /// and load notes) over the first results.
  private func openedReport(
    _ stack: SearchStack, listing: ListIndicesResponse?, sortOrders: [String], notes: [String]
  ) -> Report {
    let start = stack.searcher.indexName
    var report = resultsReport(stack, hitsLimit: Session.hitsShown)
    let records = Self.recordsText(of: start, in: listing, response: stack.hits.response)
    var banner = [
      "opened \(stack.sourceName): \(records) in \(start); "
        + "sort orders: \(sortOrders.joined(separator: ", "))"
    ]
    let sectionNames = stack.federated?.entries.map(\.indexName) ?? []
    if !sectionNames.isEmpty {
      banner.append(
        "sections: \(sectionNames.joined(separator: ", ")), searched with \(start) in one call; "
          + "filters, sort orders and facets apply to \(start)")
    }
    banner += notes
    let others = stack.primaries.filter { !sortOrders.contains($0) && !sectionNames.contains($0) }
    if !others.isEmpty {
      banner.append("other indices: \(others.joined(separator: ", ")) (open --index NAME switches)")
    }
    report.lines.insert(contentsOf: banner.map { TerminalText.escaped($0) }, at: 0)
    report.json["primaries"] = .array(stack.primaries.map(JSON.string))
    if !notes.isEmpty { report.json["loadNotes"] = .array(notes.map(JSON.string)) }
    report.json["source"] = .string(stack.sourceName)
    report.json["sortOrders"] = .array(sortOrders.map(JSON.string))
    return report
  }

  /// The banner's count: the records the index holds (a virtual replica's are its
  /// primary's), and the hits beside them when `distinct` shows fewer; the hit count when the
  /// service does not list its indices.
  static func recordsText(
    of indexName: String, in listing: ListIndicesResponse?, response: SearchResponse?
  ) -> String {
    let items = listing?.items ?? []
    let item = items.first { $0.name == indexName }
    let primary = item?.primary.flatMap { name in items.first { $0.name == name } }
    let entries = item?.isVirtual == true ? primary?.entries : item?.entries
    guard let entries else {
      return response.map { GroupedNumber.text($0.nbHits) + " records" } ?? "? records"
    }
    var text = GroupedNumber.text(entries) + (entries == 1 ? " record" : " records")
    if let hits = response?.nbHits, hits < entries {
      text += " (\(GroupedNumber.text(hits)) \(hits == 1 ? "hit" : "hits") after distinct)"
    }
    return text
  }

  /// The index and its replicas (or, for a replica, its primary and the primary's replicas).
  static func sortOrders(of indexName: String, in listing: ListIndicesResponse?) -> [String] {
    guard let items = listing?.items, let item = items.first(where: { $0.name == indexName })
    else { return [indexName] }
    let primary = item.primary.flatMap { name in items.first { $0.name == name } } ?? item
    return [primary.name] + (primary.replicas ?? [])
  }

  /// The service of `source`, its name for people, its primary indices when known, and what
  /// loading it left out or warned about.
  private func makeService(_ source: SearchSource) async throws -> (
    any SearchService, String, [String], [String]
  ) {
    let strict = strictParameters
    switch source {
    case .demo:
      let client = try await loadLocal { progress in
        let client = LocalClient(strict: strict)
        client.addDemoIndex(progress: progress)
        return client
      }
      return (client, "the demo index", [DemoDataset.indexName], [])
    case .data(let path):
      if let problem = PathArgument.problem(at: path) ?? DataFile.problem(at: path) {
        throw SessionError("open: \(problem)")
      }
      // A file loads as its folder would load its index: settings, replicas, rules.
      let report = Locked(LocalLoadReport())
      let client = try await loadLocal { progress in
        let client = LocalClient(strict: strict)
        let loaded = try client.load(path, progress: progress)
        report.withLock { $0 = loaded }
        return client
      }
      let loaded = report.withLock { $0 }
      let notes =
        loaded.failures.map { "not loaded: \($0)" } + loaded.warnings.map { "warning: \($0)" }
      return (client, path, loaded.indexNames, notes)
    case .algolia(let hosts):
      guard let credentials = AlgoliaCredentials.fromEnvironment(configuration.environment) else {
        throw SessionError(
          "connect: set ALGOLIA_APP_ID and ALGOLIA_API_KEY in the environment "
            + "(keys are never typed or passed as arguments)")
      }
      var apiHosts: [APIHost] = []
      for host in hosts { apiHosts.append(try HostArgument.parse(host)) }
      let configuration =
        apiHosts.isEmpty
        ? ClientConfiguration(appID: credentials.appID, apiKey: credentials.apiKey)
        : ClientConfiguration(appID: credentials.appID, apiKey: credentials.apiKey, hosts: apiHosts)
      let client = Client(configuration: configuration)
      let name =
        "Algolia application \(credentials.appID)"
        + (apiHosts.isEmpty ? "" : " at " + apiHosts.map(\.description).joined(separator: ", "))
      return (client.searchService, name, [], [])
    }
  }

  /// Runs `load` off the main actor, showing its progress on a terminal.
  private func loadLocal(
    _ load: @escaping @Sendable (@escaping (LoadProgress) -> Void) throws -> LocalClient
  ) async throws -> LocalClient {
    let printer =
      configuration.isInteractive
      ? LoadProgressPrinter(write: configuration.output.writeError) : nil
    defer { printer?.finish() }
    // Ctrl-C stops the wait at once and cancels the load, which stops at its next check.
    return try await PromptCancellation.value(
      of: Task.detached {
        try load { progress in printer?.show(progress) }
      })
  }
}
