"""The one event loop, its clock (real or virtual) and the timers a game asks for."""
