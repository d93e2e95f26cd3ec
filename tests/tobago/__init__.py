"""Tests of the Tobago island model and clue engine."""
