"""Makers' and developers' tools: hardware docs, screenshots, benchmarks."""
