import InstantSearchLocking

extension JSONParser {
  /// What a ``Reader`` works with besides its input: the stacks its containers' elements
  /// collect on, and its cache of keys. Each thread keeps one between parses
  /// (``with(forBytes:_:)``), emptied after each: a parse that made them and freed them (ten
  /// allocations) took about 6,050 instructions to read a search's 40-byte body, and takes
  /// 2,950 with them kept.
  ///
  /// Owned by one thread, used by one parse at a time; not thread-safe.
  final class Workspace {
    /// Members of the objects being read, innermost last.
    let memberStack = Stack<JSONObject.Member>()
    /// The hashes of their keys, one for each member.
    let hashStack = Stack<Int>()
    /// Elements of the arrays being read, innermost last.
    let valueStack = Stack<JSON>()
    /// The strings of keys met recently.
    let keyCache: KeyCache
    /// Whether a parse on this thread is using it.
    private var inUse = false

    /// Each thread's workspace, made at its first parse.
    private static let threads = PerThread { Workspace(keySlots: KeyCache.size) }

    private init(keySlots: Int) {
      keyCache = KeyCache(slots: keySlots)
    }

    /// Calls `body` with the calling thread's workspace, ready for a document of `count` bytes,
    /// and empties it afterwards, whether `body` returned or threw. A parse started within
    /// another on the same thread (from the callback of ``JSONParser/forEachElement(_:_:)``)
    /// gets a workspace of its own.
    static func with<Result>(forBytes count: Int, _ body: (Workspace) throws -> Result) rethrows
      -> Result
    {
      let kept = threads.value
      guard !kept.inUse else {
        return try body(Workspace(keySlots: KeyCache.slotCount(forBytes: count)))
      }
      kept.inUse = true
      kept.keyCache.use(forBytes: count)
      defer {
        kept.memberStack.clear()
        kept.hashStack.clear()
        kept.valueStack.clear()
        kept.keyCache.clear()
        kept.inUse = false
      }
      return try body(kept)
    }
  }
}
