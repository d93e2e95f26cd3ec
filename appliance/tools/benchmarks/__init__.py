"""The benchmarks: each figure printed beside its baseline, measured in one run."""
