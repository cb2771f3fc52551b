extension IndexView {
  /// The settings a request runs with: the request's parameters over the index's settings.
  struct Effective {
    var hitsPerPage: Int
    var queryType: IndexSettings.QueryType
    var typoTolerance: IndexSettings.TypoTolerance
    var oneTypo: Int
    var twoTypos: Int
    var strictness: Int
    var distinct: Int
  }
}
