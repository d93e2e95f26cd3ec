"""How a person on a laptop meets the box: the terminal, a desktop window, or none."""
