"""The words of Lost Treasure: the compass's questions and answers, the history's titles,
an emptied location's news. Each is one whole message for the translators."""

from __future__ import annotations

from games.lost_treasure.compass import Answer, Axis
from games.lost_treasure.ocean import Metal
from games.screen import M, T, Text

QUESTIONS: dict[tuple[Metal, Axis], str] = {
    (Metal.GOLD, Axis.NS): M("Gold: N or S of {location}?"),
    (Metal.GOLD, Axis.EW): M("Gold: E or W of {location}?"),
    (Metal.SILVER, Axis.NS): M("Silver: N or S of {location}?"),
    (Metal.SILVER, Axis.EW): M("Silver: E or W of {location}?"),
}
ANSWERS: dict[tuple[Axis, str], str] = {
    (Axis.NS, "N"): M("North of {location}"),
    (Axis.NS, "S"): M("South of {location}"),
    (Axis.NS, "C"): M("In {location}'s row"),
    (Axis.EW, "W"): M("West of {location}"),
    (Axis.EW, "E"): M("East of {location}"),
    (Axis.EW, "C"): M("In {location}'s column"),
}
HISTORY_TITLES = {
    Metal.GOLD: M("Gold answers {page}/{pages}"),
    Metal.SILVER: M("Silver answers {page}/{pages}"),
}
EMPTIED = {
    Metal.GOLD: (M("Gold emptied!"), M("New gold hidden"), M("Buoys to the corners")),
    Metal.SILVER: (M("Silver emptied!"), M("New silver hidden"), M("Buoys to the corners")),
}


def question_text(question: Answer) -> Text:
    """The question, like "Gold: N or S of 47?"."""
    return T(QUESTIONS[question.metal, question.axis], location=question.location)


def answer_text(given: Answer) -> Text:
    """Where the treasure lies, like "South of 47"."""
    return T(ANSWERS[given.axis, given.point], location=given.location)
