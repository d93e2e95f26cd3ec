"""The games: pure rules, no hardware, no I/O.

Each game package exposes ``GAME``, a :class:`games.base.GameInfo`. A game is a state
machine: ``handle(event, now) -> effects``; time arrives in events and randomness
comes from the ``random.Random`` it is given.
"""
