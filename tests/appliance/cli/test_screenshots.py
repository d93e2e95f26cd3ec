"""`tabletop screenshots` takes only the sizes of the displays the box draws for."""

from __future__ import annotations

import pytest

from appliance.cli.main import main


@pytest.mark.parametrize("size", ["999x999", "64x32", "128x640", "large"])
def test_a_size_the_box_does_not_draw_for_is_refused_on_stderr_writing_nothing(
    size, tmp_path, capsys
):
    with pytest.raises(SystemExit) as stopped:
        main(["screenshots", "--size", size, "--out", str(tmp_path / "shots")])
    assert stopped.value.code == 2
    said = capsys.readouterr()
    assert f"invalid choice: '{size}'" in said.err and "'128x64', '256x64'" in said.err
    assert said.out == "" and not (tmp_path / "shots").exists()
