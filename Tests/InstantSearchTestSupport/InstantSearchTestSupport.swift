// Shared fakes, fixtures and the loopback HTTP server for the test targets.
