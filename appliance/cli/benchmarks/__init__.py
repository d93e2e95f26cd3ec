"""The benchmark subcommands: ``bench``, ``save-bench``, ``speech-bench``."""
