"""The maker's documents, made from the pin map and the mechanical design."""
