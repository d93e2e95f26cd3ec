"""One module per device kind. Each real driver has its mock or emulator beside it.

Hardware libraries are imported inside the functions that need them, so every module
imports on a laptop.
"""
