print("LocalEngineBenchmark: not written yet")
