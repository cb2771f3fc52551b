import InstantSearchREPL

extension SessionConfiguration {
  /// A plain-text configuration that writes into `transcript`.
  static func testing(
    _ transcript: Transcript, json: Bool = false, answers: [String] = [],
    environment: [String: String] = [:]
  ) -> SessionConfiguration {
    SessionConfiguration(
      output: transcript.sessionOutput, terminal: transcript.terminal(answers: answers),
      style: .plain, json: json, isInteractive: false, environment: environment)
  }
}
