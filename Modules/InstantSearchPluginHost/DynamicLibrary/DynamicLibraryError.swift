/// An error of the dynamic loader, with the text `dlerror` gave.
enum DynamicLibraryError: Error, Sendable, Equatable {
  /// `dlopen` failed.
  case open(path: String, reason: String)
  /// `dlsym` found no such symbol.
  case symbol(name: String, path: String, reason: String)
}
