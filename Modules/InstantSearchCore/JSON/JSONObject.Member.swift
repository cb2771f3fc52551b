extension JSONObject {
  /// A key and its value, as an object stores them.
  ///
  /// A struct rather than a tuple: its copies and its destruction are compiled for the type,
  /// where a buffer of tuples is destroyed element by element through the run time's generic
  /// tuple code.
  struct Member {
    var key: String
    var value: JSON

    init(_ key: String, _ value: JSON) {
      self.key = key
      self.value = value
    }
  }
}
