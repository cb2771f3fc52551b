// The InstantSearchControllers module. Its documentation lives in README.md beside this file.
