extension Array {
  /// A copy without spare capacity (appending leaves up to twice the room needed).
  var trimmed: [Element] {
    withUnsafeBufferPointer { Array($0) }
  }
}
