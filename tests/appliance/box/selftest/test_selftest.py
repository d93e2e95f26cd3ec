"""The builder's self-test, as a maker sees and hears it on mock hardware."""

from __future__ import annotations

from contextlib import contextmanager
from functools import cache
from pathlib import Path

import pytest
from boxkit import Record, lights, mock_box, run_script, screens, sounds
from pixel_check import screen_problems, whole_line_problems

from appliance.box.loop.clock import RealClock, VirtualClock
from appliance.box.script import parse_script, play_steps
from appliance.box.selftest.selftest import SOUND_GAP
from appliance.box.sounds import BOX_CUES
from appliance.box.start.startup import StartOptions, load_games, start
from appliance.box.words.i18n import Translator
from appliance.cli.main import main
from appliance.cli.run import describe_failures
from appliance.front_ends import choose
from appliance.front_ends.terminal import braille_rows
from appliance.screen.render import ScreenRenderer
from appliance.tools.terminal_session import TerminalSession
from drivers.cores import use_every_core
from drivers.pins.panel import LED_NAMES
from drivers.pins.pinout import load_pinout
from drivers.sound.sound_synth import cue_seconds
from games.screen import Screen, T

PINOUT = Path(__file__).resolve().parents[4] / "hardware" / "pinout.toml"
SCREEN_SEEN = "wait 2\npress AIR\n"
# Each LED lit and asked for by name: yes to all eleven.
AFTER_LEDS = SCREEN_SEEN + "press AIR\n" * 11
# The keys as the self-test asks for them: row by row of the pin map, left to right.
ORDER = [key for row in load_pinout(PINOUT).layout for key in row if key]
EVERY_KEY = "".join(f"press {key}\n" for key in ORDER)
PAIR = "down 1\ndown 5\nwait 0.3\nup 1\nup 5\n"


def play(running, script: str) -> None:
    """Play a script and stop at its end: a question left on the screen is not left
    unanswered for a minute (which moves the self-test on)."""
    play_steps(running, parse_script(script), run_on=False)


def selftest_run(script: str, **options) -> list[Record]:
    """The self-test's records for a script, up to the script's end."""
    with mock_box(game="selftest", **options) as (running, records):
        play(running, script)
    return records


def walk(dead: set[str], skip_with: str = "1") -> str:
    """Every key asked for in turn; a dead one skipped by holding a key that works."""
    return "".join(f"hold {skip_with} 3.2\n" if k in dead else f"press {k}\n" for k in ORDER)


@contextmanager
def faulty_box(fault, **options):
    """A mock box in the self-test, its key matrix with a maker's wiring mistake."""
    with mock_box(game="selftest", **options) as (running, records):
        fault(running.hardware.mock_fingers)
        yield running, records


@contextmanager
def drawn(running):
    """Every screen the box draws while in the block, in order."""
    renderer, draw = running.output.renderer, running.output.renderer.render
    shown: list[Screen] = []

    def render(screen):
        shown.append(screen)
        return draw(screen)

    renderer.render = render
    try:
        yield shown
    finally:
        renderer.render = draw


def summary_of(fault, script: str, language: str | None = None) -> tuple[list[str], list[str]]:
    """The summary's lines (in English, as recorded) for a fault and a script, and what
    is wrong with its drawn pixels (none when it is drawn whole, no line shortened)."""
    with faulty_box(fault, language=language) as (running, records), drawn(running) as shown:
        play(running, script)
        problems = whole_line_problems(running.output.renderer, shown[-1])
    return screens(records)[-1], problems


@cache
def sounds_heard(yes: str = "AIR") -> str:
    """Wait for every sound cue to play (the box's and every game's), then say yes."""
    cues = [*BOX_CUES.values(), *(c for info in load_games().values() for c in info.cues.values())]
    seconds = sum(cue_seconds(cue) + SOUND_GAP for cue in cues)
    return f"wait {seconds + 5:.1f}\npress {yes}\n"


def test_the_builder_is_asked_whether_the_frame_and_the_cross_were_seen():
    shown = screens(selftest_run("wait 2\n"))
    assert ["Self-test", "The screen: a frame and a cross."] in shown
    assert shown[-1] == [
        "Self-test",
        "Did you see a frame and a cross?",
        "Yes: AIR or 4",
        "No: CLEAR or 6",
    ]


def test_the_screen_then_each_led_lit_alone_and_asked_for_by_name():
    records = selftest_run(AFTER_LEDS)
    assert ["Self-test", "The screen: a frame and a cross."] in screens(records)
    asked = [s[1] for s in screens(records) if s[0] == "Self-test: LEDs"]
    assert asked == [
        "Is LED N (top) lit?",
        "Is LED S (bottom) lit?",
        "Is LED E (right) lit?",
        "Is LED W (left) lit?",
        "Is LED C (centre) lit?",
        *(f"Is gauge LED G{n} lit?" for n in range(1, 7)),
    ]
    assert ["Self-test: LEDs", "Is gauge LED G3 lit?", "Yes: AIR or 4", "No: CLEAR or 6"] in (
        screens(records)
    )
    shown = lights(records)
    compass = [c for c, g in shown if c]
    gauge = [g for c, g in shown if g != "000000"]
    assert compass == ["N", "S", "E", "W", "C"]
    assert gauge == ["100000", "010000", "001000", "000100", "000010", "000001"]


def test_a_led_left_unanswered_counts_as_not_seen_and_the_next_is_asked():
    records = selftest_run(SCREEN_SEEN + "wait 59\n")
    assert screens(records)[-1][1] == "Is LED N (top) lit?"
    records = selftest_run(SCREEN_SEEN + "wait 61\n")
    assert screens(records)[-1][1] == "Is LED S (bottom) lit?"
    assert lights(records)[-1] == ("S", "000000")


def test_the_keys_are_asked_for_one_at_a_time_row_by_row():
    records = selftest_run(AFTER_LEDS + "press NS_GOLD\npress 1\n")
    shown = screens(records)
    assert ["Key 1 of 18: press NSg.", "Hold another key: skip."] in shown
    assert shown[-1] == ["Key 3 of 18: press 2.", "Key 1 works.", "Hold another key: skip."]
    assert sounds(records)[-2:] == ["key", "key"]


def test_a_wrong_key_is_named_with_the_wires_it_suspects_and_buzzes():
    records = selftest_run(AFTER_LEDS + "press NS_GOLD\npress 2\n")
    assert screens(records)[-1] == [
        "Key 2 of 18: press 1.",
        "Got 2, not 1:",
        "columns 2 and 3 swapped?",
        "Hold another key: skip.",
    ]
    assert sounds(records)[-1] == "wrong"


def test_menu_counts_as_a_key_while_keys_are_checked():
    keys = "".join(f"press {k}\n" for k in ORDER[: ORDER.index("MENU") + 1])
    records = selftest_run(AFTER_LEDS + keys)
    assert screens(records)[-1][1] == "Key MENU works."


def test_every_key_then_two_at_once_leads_to_every_sound_and_a_summary():
    records = selftest_run(AFTER_LEDS + EVERY_KEY + PAIR + sounds_heard())
    assert ["Self-test: two keys at once", "Hold 1 and 5 together.", "Hold one key: skip."] in (
        screens(records)
    )
    played = [cue for cue in sounds(records) if "/" in cue]
    assert "box/power_on" in played and len(played) == len(set(played)) >= 2
    assert screens(records)[-1] == [
        "Self-test done: all good.",
        "Keys: all 18 work.",
        "Two keys at once: read.",
        f"Sounds: {len(played)} played.",
        "MENU: leave.",
    ]


def test_two_keys_not_read_together_are_named_in_the_summary():
    script = AFTER_LEDS + EVERY_KEY + "hold 1 3.2\n" + sounds_heard()
    summary = screens(selftest_run(script))[-1]
    assert summary[:3] == [
        "Not confirmed: keys",
        "Keys: all 18 work.",
        "Two keys at once: not read.",
    ]


def leds_but(dark: set[str]) -> str:
    """Each LED asked for in turn: yes, no for those in ``dark``."""
    return "".join("press 6\n" if led in dark else "press AIR\n" for led in LED_NAMES)


def test_a_dead_led_is_named_with_its_header_pin_and_gpio():
    script = SCREEN_SEEN + leds_but({"G3"}) + EVERY_KEY + PAIR + sounds_heard()
    summary, problems = summary_of(lambda keys: None, script)
    assert summary == [
        "Not confirmed: LEDs",
        "LED G3 not seen:",
        "pin 21 (GPIO 9)",
        "Keys: all 18 work.",
        "MENU: leave.",
    ]
    assert problems == []


def test_several_dark_leds_are_named_together():
    script = SCREEN_SEEN + leds_but({"G1", "G2", "G3", "G4", "G5", "G6"}) + EVERY_KEY
    summary, problems = summary_of(lambda keys: None, script + PAIR + sounds_heard())
    assert summary[:3] == ["Not confirmed: LEDs", "LEDs not seen: 6", "G1 G2 G3 G4 G5 G6"]
    assert problems == []


def test_the_command_names_the_dead_led_and_its_pin():
    results = []
    script = SCREEN_SEEN + leds_but({"E"}) + EVERY_KEY + PAIR + sounds_heard() + "press AIR\n"
    with mock_box(game="selftest", selftest_finished=lambda *r: results.append(r)) as (box, _):
        play(box, script)
    assert describe_failures(*results[0]) == [
        "the LEDs not confirmed",
        "LED E not seen: pin 11 (GPIO 17)",
    ]


def test_a_question_left_unanswered_moves_on_after_a_minute():
    records = selftest_run("wait 2\nwait 59\n")
    assert screens(records)[-1][1] == "Did you see a frame and a cross?"
    records = selftest_run("wait 2\nwait 61\n")
    assert "Did you see a frame and a cross?" not in screens(records)[-1]
    assert screens(records)[-1][:2] == ["Self-test: LEDs", "Is LED N (top) lit?"]


def test_with_column_5_dead_the_self_test_ends_naming_the_column_at_its_pin():
    dead = {"AIR", "UP", "VALUE", "CLEAR"}
    script = "wait 2\npress AIR\nwait 2\npress 4\n" + "press 4\n" * 11
    summary, problems = summary_of(
        lambda keys: keys.cut_column(4), script + walk(dead) + PAIR + sounds_heard("4")
    )
    assert summary == [
        "Not confirmed: keys",
        "Column 5 dead?",
        "pin 22 (GPIO 25)",
        "Two keys at once: read.",
        "MENU: leave.",
    ]
    assert problems == []


def test_with_row_4_dead_the_self_test_ends_naming_the_row_and_the_command_says_it():
    results = []
    with (
        faulty_box(
            lambda keys: keys.cut_row(3), selftest_finished=lambda *r: results.append(r)
        ) as (running, records),
        drawn(running) as shown,
    ):
        play(running, AFTER_LEDS + walk({"EW_SILVER", "MENU", "CLEAR"}) + PAIR + sounds_heard())
        summary = screens(records)[-1]
        assert whole_line_problems(running.output.renderer, shown[-1]) == []
        play(running, "press AIR\n")
    assert summary == [
        "Not confirmed: keys",
        "Row 4 dead?",
        "pin 37 (GPIO 26)",
        "Two keys at once: read.",
        "AIR or MENU: leave.",
    ]
    confirmed, missing, findings = results[0]
    assert describe_failures(confirmed, missing, findings) == [
        "keys never pressed: EW_SILVER MENU CLEAR",
        "Row 4 dead? pin 37 (GPIO 26)",
    ]


# Rows 2 and 3 swapped: each key of theirs answers as another and is skipped.
SWAPPED_MIDDLE = set(ORDER[5:15])
FIRST_ROW = "".join(f"press {k}\n" for k in ORDER[:5])
SWAPPED_WALK = (
    "".join(
        f"press {k}\nhold 1 3.2\n" if k in SWAPPED_MIDDLE else f"press {k}\n" for k in ORDER[5:]
    )
    + "down NS_GOLD\ndown MENU\nwait 0.3\nup NS_GOLD\nup MENU\n"
)


def test_swapped_row_wires_are_named_when_a_key_answers_as_another():
    with (
        faulty_box(lambda keys: keys.swap_rows(1, 2)) as (running, records),
        drawn(running) as shown,
    ):
        play(running, AFTER_LEDS + FIRST_ROW + "press EW_GOLD\n")
        assert screens(records)[-1] == [
            "Key 6 of 18: press EWg.",
            "Got NSs, not EWg:",
            "rows 2 and 3 swapped?",
            "Hold another key: skip.",
        ]
        play(running, SWAPPED_WALK + sounds_heard())
        problems = whole_line_problems(running.output.renderer, shown[-1])
    assert screens(records)[-1] == [
        "Not confirmed: keys",
        "rows 2 and 3 swapped?",
        "pin 31 (GPIO 6)",
        "pin 33 (GPIO 13)",
        "MENU: leave.",
    ]
    assert problems == []


def test_swapped_column_wires_are_named():
    with faulty_box(lambda keys: keys.swap_columns(1, 2)) as (running, records):
        play(running, AFTER_LEDS + "press NS_GOLD\npress 1\n")
    assert screens(records)[-1][1:3] == ["Got 2, not 1:", "columns 2 and 3 swapped?"]


def test_the_command_is_told_the_result_when_the_builder_leaves_the_summary():
    results = []
    with mock_box(game="selftest", selftest_finished=lambda *r: results.append(r)) as (box, rec):
        play(box, AFTER_LEDS + EVERY_KEY + PAIR + sounds_heard())
        assert screens(rec)[-1][-1] == "AIR or MENU: leave."
        play(box, "press MENU\n")
    assert results == [({"screen": True, "leds": True, "sounds": True}, [], [])]
    assert describe_failures(*results[0]) == []


def test_what_was_not_confirmed_is_said_one_line_each():
    confirmed = {"screen": True, "leds": False, "sounds": True}
    assert describe_failures(confirmed, ["7", "AIR"]) == [
        "the LEDs not confirmed",
        "keys never pressed: 7 AIR",
    ]


def test_every_self_test_screen_is_drawn_whole_in_every_language():
    problems = {}
    for language in ("en", "pt", "pt_BR", "ja"):
        with faulty_box(lambda keys: keys.swap_rows(1, 2), language=language) as (running, _):
            renderer, draw = running.output.renderer, running.output.renderer.render
            shown = []

            def render(screen, shown=shown, draw=draw):
                shown.append(screen)
                return draw(screen)

            renderer.render = render
            play(running, AFTER_LEDS + "press NS_GOLD\npress 2\n" + walk(set(ORDER[1:12])))
            play(running, "hold 1 3.2\n" + sounds_heard())
            for screen in dict.fromkeys(shown):
                for problem in screen_problems(renderer, screen):
                    problems.setdefault(language, []).append(problem)
    assert problems == {}


def wait_for_oled(term: TerminalSession, *lines: str) -> None:
    """Wait until the terminal shows the OLED drawn with these lines (at 80 x 24 the
    terminal shows the drawn pixels in braille, not the words)."""
    drawn = ScreenRenderer(Translator("en")).render(Screen(tuple(T(line) for line in lines)))
    wanted = [row for row in braille_rows(drawn) if row.strip("\u2800")]
    term.wait_until(
        lambda shown: all(row in [line[1:65] for line in shown[1:17]] for row in wanted),
        f"the OLED showing {lines}",
    )


@pytest.fixture
def no_home(tmp_path, monkeypatch):
    """The command's box keeps its state and reads its settings in ``tmp_path``, never in
    the home of the machine the tests run on."""
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    monkeypatch.setenv("TABLETOP_SETTINGS", str(tmp_path / "none.toml"))
    return tmp_path


def builder_at_the_front_end(script: str):
    """``run_front_end`` with the builder's keys as a key script in virtual time: the box
    the command built, with the command's options, the keys pressed on its mock keypad.
    (The self-test's sounds alone last a minute in real time; the terminal's keystrokes
    are tested in tests/appliance/front_ends/test_terminal.py.)"""

    def run_front_end(ui: str, options: StartOptions, clock) -> int:
        assert ui == "terminal" and isinstance(clock, RealClock)
        running = start(options, VirtualClock())
        try:
            play(running, script)
        finally:
            running.close()
        return 0

    return run_front_end


def test_the_selftest_command_exits_non_zero_naming_a_key_never_pressed(
    no_home, monkeypatch, capsys
):
    script = AFTER_LEDS + walk({"7"}) + PAIR + sounds_heard() + "press AIR\n"
    monkeypatch.setattr(choose, "run_front_end", builder_at_the_front_end(script))
    try:
        code = main(["selftest", "--ui", "terminal", "--mock", "--mute"])
    finally:
        use_every_core()  # the command keeps its thread to one core: this test's thread
    said = capsys.readouterr().err.splitlines()
    assert code == 1
    assert [line for line in said if line.startswith("tabletop selftest:")] == [
        "tabletop selftest: keys never pressed: 7"
    ]


def test_the_selftest_command_exits_zero_when_every_part_is_confirmed(no_home, monkeypatch, capsys):
    script = AFTER_LEDS + EVERY_KEY + PAIR + sounds_heard() + "press MENU\n"
    monkeypatch.setattr(choose, "run_front_end", builder_at_the_front_end(script))
    try:
        code = main(["selftest", "--ui", "terminal", "--mock", "--mute"])
    finally:
        use_every_core()
    out, err = capsys.readouterr()
    assert code == 0 and "tabletop selftest:" not in err
    assert "every key and every sound confirmed" in out


def test_the_selftest_process_left_at_its_first_question_exits_non_zero(no_home):
    env = {"GPIOZERO_PIN_FACTORY": "mock", "TABLETOP_SETTINGS": str(no_home / "none.toml")}
    env["XDG_STATE_HOME"] = str(no_home / "state")
    argv = ["selftest", "--ui", "terminal", "--mock", "--mute"]
    term = TerminalSession(argv, 80, 24, env)
    try:
        wait_for_oled(
            term, "Self-test", "Did you see a frame and a cross?", "Yes: AIR or 4", "No: CLEAR or 6"
        )
        term.type("\x03")  # Ctrl-C
        assert term.finish() == 1
    finally:
        term.close()
    said = term.received.decode("utf-8", "replace")
    assert "tabletop selftest: left before the summary" in said


def test_the_selftest_command_refuses_mock_hardware_with_no_front_end():
    import subprocess
    import sys

    result = subprocess.run(
        [sys.executable, "-m", "appliance.cli.main", "selftest", "--ui", "none", "--mock"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 2
    assert "use --ui terminal or --ui window" in result.stderr


def test_holding_another_key_skips_a_dead_key_and_the_summary_names_it():
    script = AFTER_LEDS + walk({"7"}) + PAIR + sounds_heard()
    summary = screens(selftest_run(script))[-1]
    assert summary[:3] == ["Not confirmed: keys", "Keys not seen: 1", "7"]


def test_the_self_test_is_not_the_game_the_box_comes_back_to(tmp_path):
    run_script("", game="treasure-rush", state_dir=tmp_path)
    run_script("hold MENU 3.2\npress 3\nwait 2\n", state_dir=tmp_path)
    first = screens(run_script("", state_dir=tmp_path))[0]
    assert first[0] != "Self-test"


# Faults as a maker makes them, and the keys the builder plays through each to the summary.
UP_TO_7 = "".join(f"press {k}\n" for k in ORDER[: ORDER.index("7")])
AFTER_7 = "".join(f"press {k}\n" for k in ORDER[ORDER.index("7") + 1 :])
FAULTS = {
    "dead row": (lambda keys: keys.cut_row(3), walk({"EW_SILVER", "MENU", "CLEAR"}) + PAIR),
    "dead column": (lambda keys: keys.cut_column(4), walk({"AIR", "UP", "VALUE", "CLEAR"}) + PAIR),
    "swapped rows": (lambda keys: keys.swap_rows(1, 2), FIRST_ROW + SWAPPED_WALK),
    # A cap jammed down since the box was switched on: skipped when it is asked for.
    "stuck key": (lambda keys: keys.press("7"), UP_TO_7 + "hold 1 3.2\n" + AFTER_7 + PAIR),
    # Pressed when asked for, and never up again.
    "key never released": (lambda keys: None, UP_TO_7 + "down 7\nwait 3.5\n" + AFTER_7 + PAIR),
}


@pytest.mark.parametrize(
    ("name", "until", "note"),
    [
        ("stuck key", UP_TO_7, ["Key 12 of 18: press 7.", "Key 7 already down:"]),
        (
            "key never released",
            UP_TO_7 + "down 7\nwait 3.5\n",
            ["Key 13 of 18: press 8.", "Key 7 not released:"],
        ),
    ],
)
def test_a_stuck_key_is_named_stuck_not_dead_and_skips_nothing(name, until, note):
    """Down before it is asked for, or never released after it answered."""
    fault, keys = FAULTS[name]
    with faulty_box(fault) as (running, records):
        play(running, AFTER_LEDS + until)
        assert screens(records)[-1] == [*note, "stuck?", "Hold another key: skip."]
    summary, problems = summary_of(fault, AFTER_LEDS + keys + sounds_heard())
    assert summary == [
        "Not confirmed: keys",
        "Keys stuck down: 1",
        "7",
        "Two keys at once: read.",
        "MENU: leave.",
    ]
    assert problems == []


def test_a_key_held_long_after_it_answered_then_let_go_is_not_stuck():
    script = AFTER_LEDS + UP_TO_7 + "hold 7 3.5\n" + AFTER_7 + PAIR + sounds_heard()
    assert screens(selftest_run(script))[-1][:2] == [
        "Self-test done: all good.",
        "Keys: all 18 work.",
    ]


@pytest.mark.parametrize("language", ["en", "pt", "pt_BR", "ja"])
def test_every_fault_and_its_summary_is_drawn_whole_in_every_language(language):
    """The summary read whole; every screen on the way inside the frame, no line
    shortened (the stuck keys' notes, each LED's question, the wrong key's note among
    them)."""
    scripts = {**FAULTS, "dead LED": (lambda keys: None, EVERY_KEY + PAIR)}
    problems = {}
    for name, (fault, keys) in scripts.items():
        leds = SCREEN_SEEN + leds_but({"G3"} if name == "dead LED" else set())
        answer = "4" if name == "dead column" else "AIR"
        script = leds.replace("AIR", answer) + keys + sounds_heard(answer)
        with faulty_box(fault, language=language) as (running, _), drawn(running) as shown:
            play(running, script)
            renderer = running.output.renderer
            found = whole_line_problems(renderer, shown[-1])
            if shown[-1].lines[-1] != T("MENU: leave."):
                found.append("the summary was not reached")
            for screen in dict.fromkeys(shown):
                found += screen_problems(renderer, screen)
        problems[name] = found
    assert problems == {name: [] for name in scripts}
