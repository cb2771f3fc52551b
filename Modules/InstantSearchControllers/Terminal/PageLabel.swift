/// How the terminal controllers name the page shown: `page 3/50`, counted from 1 as people
/// count, or `no pages` when the results have none (a response's `nbPages` of 0), so the stats
/// line and the page line always agree.
enum PageLabel {
  /// The label of a page among the results.
  /// - Parameters:
  ///   - page: the page shown, from 0; one past the last page is shown as the last.
  ///   - pages: how many pages the results fill; 0 when nothing matches.
  /// - Returns: `page N/M`, or `no pages` when `pages` is 0.
  static func text(page: Int, pages: Int) -> String {
    pages == 0 ? "no pages" : "page \(min(page + 1, pages))/\(pages)"
  }
}
