"""The dive and what is learnt of it: a dive's rules, the routes a family dives, and the simulation
that measures them.
"""
