/// The `_geoloc` points of every record, back to back.
///
/// Built once with the index; a geo query reads the points of the records it ranks or
/// filters. Records without a valid `_geoloc` have no point.
struct GeoColumn: Sendable {
  /// Where each record's points start in `points` (one more entry than records).
  private(set) var starts: IndexArray<UInt32> = [0]
  /// The points.
  private(set) var points: IndexArray<GeoPoint> = []

  /// No record yet.
  init() {}

  /// The column of stored parts: `starts` has one more entry than records.
  init(starts: IndexArray<UInt32>, points: IndexArray<GeoPoint>) {
    self.starts = starts
    self.points = points
  }

  /// Appends the next record's points.
  mutating func append(_ recordPoints: [GeoPoint]) {
    points.append(contentsOf: recordPoints)
    starts.append(UInt32(points.count))
  }

  /// Whether any record has a point.
  var isEmpty: Bool { points.isEmpty }

  /// The points of one record.
  func points(of record: UInt32) -> Slice<IndexArray<GeoPoint>> {
    points[Int(starts[Int(record)])..<Int(starts[Int(record) + 1])]
  }

  /// About how many bytes the column holds.
  var byteCount: Int { starts.byteCount + points.byteCount }
}
