print("DecodeBenchmark: not written yet")
