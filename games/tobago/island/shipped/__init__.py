"""Example islands the product ships, made by ``tabletop tobago generate``."""
