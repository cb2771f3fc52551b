print("PluginBenchmark: not written yet")
