// The InstantSearchPluginHost module. Its documentation lives in README.md beside this file.
