"""The ``tabletop`` command: ``main`` and one module per subcommand."""
