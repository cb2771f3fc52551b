print("FilterStateBenchmark: not written yet")
