"""The builder's self-test as a box mode: its steps, its screens, its wires."""
