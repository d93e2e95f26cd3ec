"""``tabletop tobago``: assemble, generate, render, candidates, bench, and bad input."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PIL import Image
from tobago_positions import LAGOON, SECTIONS_FILE

from appliance.cli.main import main
from appliance.cli.tobago import example_island_paths, island_json, load_island
from games.tobago.island.island import Island
from games.tobago.island.sections import Assembly, assemble, retail_sections
from games.tobago.views.map_view import whole_island


@pytest.fixture
def lagoon(tmp_path: Path) -> Path:
    path = tmp_path / "lagoon.json"
    path.write_text(island_json(LAGOON), encoding="utf-8")
    return path


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(["tobago", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_candidates_prints_the_map_as_json(
    lagoon: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(
        capsys,
        "candidates",
        str(lagoon),
        "--clue",
        "next-to statue",
        "--clue",
        "in sea",
        "--clue",
        "not-in-sight-of sea",
    )
    assert (code, err) == (0, "")
    assert json.loads(out) == {
        "count": 6,
        "candidates": [[2, 1], [3, 1], [1, 2], [3, 2], [1, 3], [2, 3]],
        "clues": [
            {
                "clue": "next-to statue",
                "legal": True,
                "reason": "'next-to statue' leaves 6 candidates",
            },
            {"clue": "in sea", "legal": False, "reason": "no hex would remain after 'in sea'"},
            {
                "clue": "not-in-sight-of sea",
                "legal": False,
                "reason": "no hex would remain after 'not-in-sight-of sea'",
            },
        ],
    }


def test_candidates_with_a_setting(lagoon: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(
        capsys,
        "candidates",
        str(lagoon),
        "--clue",
        "not-in sea",
        "--set",
        "allow_clue_removing_nothing_before_markers=true",
    )
    assert code == 0 and json.loads(out)["clues"][0]["legal"] is True
    assert json.loads(out)["count"] == 19


def test_generate_is_deterministic_by_seed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    first, second = tmp_path / "one.json", tmp_path / "two.json"
    code, out, _ = run(capsys, "generate", "--seed", "8", "--out", str(first))
    assert code == 0 and out.startswith(f"wrote {first}: ") and "10 landmarks (seed 8)" in out
    run(capsys, "generate", "--seed", "8", "--out", str(second))
    assert first.read_text() == second.read_text()
    island = load_island(first)
    assert 87 <= len(island.terrain) <= 104 and len(island.landmarks) == 10


def test_assemble_the_retail_board_with_no_sections_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out_file = tmp_path / "island.json"
    argv = ["assemble", "--sides", "a,B,c", "--order", "bc", "--shift", "0", "--out", str(out_file)]
    code, out, err = run(capsys, *argv)
    assert (code, err) == (0, "")
    assert out == f"wrote {out_file}: 89 hexes, 0 landmarks (sides a,B,c, order bc, shift 0)\n"
    assert load_island(out_file) == assemble(retail_sections(), Assembly("aBc", "bc", 0))
    code, out, _ = run(capsys, *argv, "--turn", "2")
    assert out.endswith("(sides a,B,c, order bc, shift 0, turn 2)\n")
    assert load_island(out_file) == assemble(retail_sections(), Assembly("aBc")).turned(2)


def test_assemble_a_sections_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out_file = tmp_path / "island.json"
    argv = ["assemble", str(SECTIONS_FILE), "--sides", "a,B,c", "--order", "cb", "--shift", "1"]
    code, out, err = run(capsys, *argv, "--out", str(out_file))
    assert (code, err) == (0, "")
    assert out == f"wrote {out_file}: 89 hexes, 0 landmarks (sides a,B,c, order cb, shift 1)\n"
    assert load_island(out_file).landmarks == ()
    run(capsys, *argv, "--seed", "2", "--out", str(out_file))
    assert len(load_island(out_file).landmarks) == 10


def test_generate_from_sections_keeps_the_sides_given(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out_file = tmp_path / "island.json"
    argv = ["generate", "--seed", "5", "--sections", str(SECTIONS_FILE), "--sides", "A,b,C"]
    code, out, _ = run(capsys, *argv, "--out", str(out_file))
    assert code == 0 and "(sides A,b,C, order " in out and "10 landmarks" in out


def test_render_draws_the_candidates(lagoon: Path, capsys: pytest.CaptureFixture[str]) -> None:
    picture = lagoon.with_suffix(".png")
    code, out, _ = run(
        capsys,
        "render",
        str(lagoon),
        "--clue",
        "next-to sea",
        "--clue",
        "in sea",
        "--out",
        str(picture),
    )
    assert code == 0
    assert out == (
        f"refused: no hex would remain after 'in sea'\nwrote {picture}: 19 hexes, 12 candidates\n"
    )
    with Image.open(picture) as image:
        assert image.format == "PNG" and image.width > 100


def test_bench_prints_both_timings_and_their_agreement(
    lagoon: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _ = run(capsys, "bench", "--island", str(lagoon), "--repeat", "1")
    assert code == 0
    assert "island lagoon.json: 19 hexes, 1 landmarks" in out
    assert "judge all clues, bitmask engine" in out and "judge all clues, set reference" in out
    assert "speed-up (reference / engine)" in out and "load + precompute island" in out
    assert "engine and reference agree on all 384 verdicts: yes" in out


def test_the_shipped_examples_load() -> None:
    paths = example_island_paths()
    assert len(paths) >= 2
    for path in paths:
        island = load_island(path)
        assert isinstance(island, Island) and len(island.landmarks) == 10


ASSEMBLE = ["assemble", "{lagoon}", "--sides", "a,b,c", "--order", "bc", "--shift", "0"]
BAD_INPUT = [
    (["candidates", "missing.json"], "cannot read the island file missing.json: "),
    (["candidates", "{broken}"], "is not valid JSON (line 1, column 12: Expecting value)"),
    (["candidates", "{tie}"], "tie.json: the two largest jungle areas"),
    (["candidates", "{lagoon}", "--clue", "next to hut"], "'next to hut' is not a clue"),
    (["candidates", "{lagoon}", "--set", "sight=2"], "--set: sight: unknown setting"),
    (["candidates", "{lagoon}", "--set", "sight"], "--set 'sight': write NAME=VALUE"),
    (["render", "{lagoon}", "--out", "{tmp}/no/such/dir.png"], "cannot write"),
    (["generate", "--seed", "1", "--shift", "1", "--out", "x.json"], "need --sections FILE"),
    ([*ASSEMBLE, "--out", "{tmp}/x.json"], 'a sections file is an object with "sides"'),
    (["bench", "--island", "{lagoon}", "--repeat", "0"], "--repeat 0: give 1 or more"),
    (["render", "--out", "{tmp}/x.png"], "give an island file or --board"),
    (["render", "{lagoon}", "--board", "abc bc 0", "--out", "{tmp}/x.png"], "not both"),
    (["render", "--board", "abc bd 0", "--out", "{tmp}/x.png"], "--board: order 'bd' is not"),
    (["render", "--board", "abc", "--out", "{tmp}/x.png"], "--board: 'abc' is not an assembly"),
    (
        ["assemble", "{typo}", "--sides", "a,b,c", "--order", "bc", "--shift", "0", "--out", "x"],
        "typo.json: line 6: side 'a'",
    ),
]


@pytest.mark.parametrize(("argv", "message"), BAD_INPUT)
def test_bad_input_is_one_clear_line_and_exit_code_2(
    argv: list[str],
    message: str,
    tmp_path: Path,
    lagoon: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    broken = tmp_path / "broken.json"
    broken.write_text('{"hexes": [', encoding="utf-8")
    tie = tmp_path / "tie.json"
    hexes = [
        {"q": q, "r": 0, "terrain": land} for q, land in enumerate(["jungle", "lake", "jungle"])
    ]
    tie.write_text(json.dumps({"hexes": hexes}), encoding="utf-8")
    typo = tmp_path / "typo.json"
    typo.write_text(SECTIONS_FILE.read_text().replace('"mountain"', '"mountian"', 1))
    names = {"broken": broken, "tie": tie, "lagoon": lagoon, "tmp": tmp_path, "typo": typo}
    code, out, err = run(capsys, *(arg.format(**names) for arg in argv))
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("tabletop tobago: ")
    assert message in err
    assert "Traceback" not in err


def test_tobago_alone_shows_its_tools(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys)
    assert code == 2 and "assemble" in out and "candidates" in out


def test_render_one_of_the_board_islands_as_the_box_draws_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out_file = tmp_path / "oled.png"
    code, out, _ = run(
        capsys, "render", "--board", "aBc bc 0", "--turn", "1", "--oled", "--out", str(out_file)
    )
    assert (code, out) == (0, f"wrote {out_file}: 89 hexes, 89 candidates\n")
    art = whole_island(assemble(retail_sections(), Assembly("aBc")).turned(1))
    picture = Image.open(out_file)
    assert picture.size == (4 * len(art.rows[0]), 4 * len(art.rows))
    for y, row in enumerate(art.rows):
        for x, pixel in enumerate(row):
            assert (picture.getpixel((4 * x + 1, 4 * y + 1)) != (0, 0, 0)) == (pixel == "#")
    colour = tmp_path / "colour.png"
    code, _, _ = run(capsys, "render", "--board", "aBc bc 0", "--out", str(colour))
    assert code == 0 and Image.open(colour).mode == "RGB"


@pytest.mark.parametrize("size", ["0", "3", "65", "big"])
def test_a_hex_size_too_small_or_too_large_to_draw_is_refused_on_stderr(size, tmp_path, capsys):
    with pytest.raises(SystemExit) as stopped:
        main(["tobago", "render", "--out", str(tmp_path / "x.png"), "--hex-size", size])
    assert stopped.value.code == 2
    said = capsys.readouterr()
    assert f"'{size}': give a whole number from 4 to 64" in said.err and said.out == ""
    assert not (tmp_path / "x.png").exists()
