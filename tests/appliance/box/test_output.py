"""Where effects go: a key's screen, lights and sounds come out of the box."""

from __future__ import annotations

from boxkit import lights, screens, sounds
from counter_box import box_run

from appliance.box.output import Output, recent_cues
from appliance.box.words.i18n import Translator
from appliance.screen.render import ScreenRenderer
from games.effects import Lights, Sound
from games.screen import Screen, T


def test_digit_keys_reach_the_game_and_its_effects_come_out():
    records = box_run("press 3\npress 5\n")
    assert screens(records)[-1] == ["Count 2"]
    assert lights(records)[-1] == (None, "110000")
    assert sounds(records) == ["power_on", "tick", "tick", "tock"]


class Recorded:
    """A stand-in driver: what the box handed it, call by call."""

    def __init__(self) -> None:
        self.calls: list[tuple] = []

    def show(self, *shown) -> None:
        self.calls.append(shown)

    def play(self, names: list[str]) -> None:
        self.calls.append((names,))


def output_on_stand_ins() -> tuple[Output, dict[str, Recorded], list[dict]]:
    drivers = {"lights": Recorded(), "speaker": Recorded(), "display": Recorded()}
    output = Output(**drivers, renderer=ScreenRenderer(Translator()), now=lambda: 1.5)
    heard: list[dict] = []
    output.listeners.append(heard.append)
    return output, drivers, heard


def test_the_same_lights_or_screen_twice_shows_nothing_new():
    output, drivers, heard = output_on_stand_ins()
    for _ in range(2):
        output.show_lights(Lights("N", "110000"))
        output.show_screen(Screen((T("Count {n}", n=2),)))
    assert drivers["lights"].calls == [("N", "110000")]
    assert len(drivers["display"].calls) == 1
    assert heard == [
        {"t": 1.5, "type": "lights", "compass": "N", "gauge": "110000"},
        {"t": 1.5, "type": "screen", "lines": ["Count 2"], "ids": ["Count 2"]},
    ]


def test_the_table_sees_the_oled_but_a_screen_not_its_own_only_as_it_is_shared():
    output, drivers, heard = output_on_stand_ins()
    table: list[dict] = []
    output.table_listeners.append(table.append)
    public = Screen((T("Count {n}", n=2),))
    looking = Screen((T("Player {player} is looking", player=2),))
    secret = Screen((T("Tile back: gold 4"),), shared=looking)
    output.show_screen(public)
    output.show_screen(secret)
    output.show_screen(Screen((T("Tile back: gold 5"),), shared=looking))  # the same shared
    oled = [call[0] for call in drivers["display"].calls]
    assert [record["lines"] for record in table] == [["Count 2"], ["Player 2 is looking"]]
    assert table[0]["image"] is oled[0]  # the table's screen: the OLED's own picture
    renderer = ScreenRenderer(Translator())
    assert table[1]["image"].tobytes() == renderer.render(looking).tobytes()
    assert table[1]["image"].tobytes() != oled[1].tobytes()
    console = [record["lines"] for record in heard]  # the box's own wire: as the OLED
    assert console == [["Count 2"], ["Tile back: gold 4"], ["Tile back: gold 5"]]


def test_without_table_listeners_nothing_is_drawn_for_the_phones():
    output, _, _ = output_on_stand_ins()
    drawn: list[Screen] = []
    render = output.renderer.render
    output.renderer.render = lambda screen: drawn.append(screen) or render(screen)
    output.show_screen(Screen((T("Tile back: gold 4"),), shared=Screen((T("Count 2"),))))
    assert [screen.lines for screen in drawn] == [(T("Tile back: gold 4"),)]


def test_each_owners_cues_are_kept_apart_on_the_speaker():
    output, drivers, heard = output_on_stand_ins()
    output.play([Sound("tick"), Sound("tock")], owner="counter")
    output.play([Sound("power_on")])
    output.play([])
    assert drivers["speaker"].calls == [(["counter/tick", "counter/tock"],), (["box/power_on"],)]
    assert [r["cue"] for r in heard] == ["tick", "tock", "power_on"]


def test_the_front_ends_show_the_last_four_cues_heard():
    cues: list[str] = []
    for cue in ("a", "b", "c", "d", "e"):
        cues = recent_cues(cues, {"type": "sound", "cue": cue})
    assert recent_cues(cues, {"type": "lights"}) == cues == ["b", "c", "d", "e"]
