extension Duration {
  /// The duration in milliseconds: what the engine and the server report as
  /// `processingTimeMS` (rounded down) and log.
  package var milliseconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
  }
}
