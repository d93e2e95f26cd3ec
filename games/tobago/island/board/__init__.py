"""The retail Tobago board as data: its three double-sided sections (see PROVENANCE.md)."""
