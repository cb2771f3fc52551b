/// Lets other tasks run until `condition` holds or `limit` has passed, whichever comes first, and
/// tells whether it holds.
///
/// The wait is measured in time, not in turns: when the whole test run shares two threads, a
/// result delivered on the main actor can take thousands of turns to arrive. It yields at first,
/// so a condition met in a few turns costs no sleep, then sleeps a millisecond between checks.
/// - Parameters:
///   - limit: how long to wait at most.
///   - isolation: the caller's actor, where `condition` is checked.
///   - condition: what to wait for.
/// - Returns: whether `condition` held when the wait ended.
@discardableResult
public func eventually(
  within limit: Duration = .seconds(120), isolation: isolated (any Actor)? = #isolation,
  _ condition: () -> Bool
) async -> Bool {
  let deadline = ContinuousClock.now + limit
  var turns = 0
  while !condition() {
    if ContinuousClock.now >= deadline { return false }
    turns += 1
    if turns < 100 {
      await Task.yield()
    } else {
      try? await Task.sleep(for: .milliseconds(1))
    }
  }
  return true
}
