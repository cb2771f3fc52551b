// The menu segment plugin.
