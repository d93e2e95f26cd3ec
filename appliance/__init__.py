"""The composition root: command line, event loop, menu, settings, persistence."""
