"""The words of Lost Treasure: the compass's questions and answers, the history's titles,
an emptied location's news. Each is one whole message for the translators."""

from __future__ import annotations

from games.lost_treasure.compass import Answer, Axis
from games.lost_treasure.ocean import Metal
from games.screen import T, Text, mark

QUESTIONS: dict[tuple[Metal, Axis], str] = {
    (Metal.GOLD, Axis.NS): mark("Gold: N or S of {location}?"),
    (Metal.GOLD, Axis.EW): mark("Gold: E or W of {location}?"),
    (Metal.SILVER, Axis.NS): mark("Silver: N or S of {location}?"),
    (Metal.SILVER, Axis.EW): mark("Silver: E or W of {location}?"),
}
ANSWERS: dict[tuple[Axis, str], str] = {
    (Axis.NS, "N"): mark("North of {location}"),
    (Axis.NS, "S"): mark("South of {location}"),
    (Axis.NS, "C"): mark("In {location}'s row"),
    (Axis.EW, "W"): mark("West of {location}"),
    (Axis.EW, "E"): mark("East of {location}"),
    (Axis.EW, "C"): mark("In {location}'s column"),
}
HISTORY_TITLES = {
    Metal.GOLD: mark("Gold answers {page}/{pages}"),
    Metal.SILVER: mark("Silver answers {page}/{pages}"),
}
EMPTIED = {
    Metal.GOLD: (mark("Gold emptied!"), mark("New gold hidden"), mark("Buoys to the corners")),
    Metal.SILVER: (
        mark("Silver emptied!"),
        mark("New silver hidden"),
        mark("Buoys to the corners"),
    ),
}


def question_text(question: Answer) -> Text:
    """The question, like "Gold: N or S of 47?"."""
    return T(QUESTIONS[question.metal, question.axis], location=question.location)


def answer_text(given: Answer) -> Text:
    """Where the treasure lies, like "South of 47"."""
    return T(ANSWERS[given.axis, given.point], location=given.location)
