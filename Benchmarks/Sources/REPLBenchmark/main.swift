print("REPLBenchmark: not written yet")
