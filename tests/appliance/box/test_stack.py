"""The stack of layers: a key goes to the top layer that takes it, the notices above
every layer pushed; a layer popped hands its result to the one that pushed it; layers
taken off by kind hand nothing back."""

from __future__ import annotations

from appliance.box.stack import Stack


class Taking:
    """A layer that takes the keys in ``takes`` and notes every key it is offered."""

    def __init__(self, name: str, takes: str, seen: list[str]) -> None:
        self.name, self.takes, self.seen = name, takes, seen

    def press(self, key: str) -> bool:
        self.seen.append(f"{self.name} press {key}")
        return key in self.takes

    def release(self, key: str) -> bool:
        self.seen.append(f"{self.name} release {key}")
        return key in self.takes

    def hold(self, key: str) -> bool:
        self.seen.append(f"{self.name} hold {key}")
        return key in self.takes


class Question(Taking):
    """A layer popped later with an answer."""


def test_a_key_goes_down_from_the_top_to_the_first_layer_that_takes_it():
    seen: list[str] = []
    stack = Stack(top=Taking("notices", "", seen))
    stack.push(Taking("game", "123", seen))
    stack.push(Taking("menu", "1", seen))  # pushed later: above the game, under the notices
    stack.press("1")
    stack.release("2")
    stack.hold("3")
    assert seen == [
        *("notices press 1", "menu press 1"),
        *("notices release 2", "menu release 2", "game release 2"),
        *("notices hold 3", "menu hold 3", "game hold 3"),
    ]


def test_a_popped_layer_hands_its_result_to_the_one_that_pushed_it():
    seen: list[str] = []
    answers: list[object] = []
    stack = Stack(top=Taking("notices", "", seen))
    stack.push(Taking("game", "", seen))
    question = Question("question", "1", seen)
    stack.push(question, answers.append)
    stack.pop(question, True)
    stack.pop(question, False)  # popped already: nothing handed back twice
    stack.press("1")
    assert answers == [True]
    assert seen == ["notices press 1", "game press 1"]  # the question is gone


def test_layers_taken_off_by_kind_hand_nothing_back():
    seen: list[str] = []
    answers: list[object] = []
    stack = Stack(top=Taking("notices", "", seen))
    stack.push(Taking("game", "", seen))
    stack.push(Question("first", "", seen), answers.append)
    stack.push(Question("second", "", seen), answers.append)
    assert stack.holds(Question)
    stack.remove(Question)
    assert not stack.holds(Question)
    stack.press("5")
    assert answers == []
    assert seen == ["notices press 5", "game press 5"]
