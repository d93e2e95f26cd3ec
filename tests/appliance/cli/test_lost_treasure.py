"""`tabletop lost-treasure`: its mistakes said on standard error."""

from __future__ import annotations

import pytest

from appliance.cli.main import main


@pytest.mark.parametrize("dives", ["0", "-3"])
def test_simulating_no_dives_is_refused_on_stderr(dives, capsys):
    assert main(["lost-treasure", "simulate", "--dives", dives]) == 2
    said = capsys.readouterr()
    assert said.out == ""
    assert said.err == f"tabletop lost-treasure simulate: --dives {dives}: give 1 or more\n"


@pytest.mark.parametrize(
    ("option", "value"),
    [("--minutes-per-turn", "0"), ("--turns-per-dive", "-1"), ("--turns-per-dive", "nan")],
)
def test_a_table_that_takes_no_time_is_refused_on_stderr(option, value, capsys):
    assert main(["lost-treasure", "simulate", "--dives", "2", option, value]) == 2
    said = capsys.readouterr()
    assert said.out == ""
    assert said.err == f"tabletop lost-treasure simulate: {option} {value}: give more than 0\n"
