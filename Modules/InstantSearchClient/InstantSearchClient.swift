// The InstantSearchClient module. Its documentation lives in README.md beside this file.
