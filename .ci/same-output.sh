#!/usr/bin/env bash
# Usage: .ci/same-output.sh CHECKOUT OUTDIR: make again every picture, sound, key-script
# record and saved state a checkout's box makes (CHECKOUT/.venv installed), so that two
# checkouts, before and after a refactor, can be compared byte for byte:
#   .ci/same-output.sh OLD /tmp/old && .ci/same-output.sh . /tmp/new && diff -r /tmp/old /tmp/new
set -uo pipefail
src=$(cd "$1" && pwd); out=$2
rm -rf "$out"; mkdir -p "$out"
export SDL_AUDIODRIVER=dummy GPIOZERO_PIN_FACTORY=mock SDL_VIDEODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1
T="$src/.venv/bin/tabletop"
cd "$src"
$T screenshots --out "$out/shots-en" > /dev/null 2>&1 || echo "screenshots en failed"
$T screenshots --language pt --out "$out/shots-pt" > /dev/null 2>&1 || echo "screenshots pt failed"
$T screenshots --language ja --out "$out/shots-ja" > /dev/null 2>&1 || echo "screenshots ja failed"
$T screenshots --size 256x64 --out "$out/shots-256" > /dev/null 2>&1 || echo "screenshots 256 failed"
$T sounds --out "$out/sounds" > /dev/null 2>&1 || echo "sounds failed"
for game in lost-treasure treasure-rush atlantis tobago; do
  for lang in en pt ja; do
    $T script docs/scripts/$game.txt --seed 1 --game $game --language $lang > "$out/script-$game-$lang.jsonl" 2>/dev/null
  done
done
first() { for f in "$@"; do [ -e "$f" ] && { echo "$f"; return; }; done; }
$T script "$(first tests/games/lost_treasure/data/whole_game.txt tests/lost_treasure/whole_game.txt)" --seed 7 --game lost-treasure > "$out/whole-lt.jsonl" 2>/dev/null
$T script "$(first tests/games/atlantis/data/whole_game.txt tests/atlantis/whole_game.txt)" --seed 3 --game atlantis > "$out/whole-atl.jsonl" 2>/dev/null
for f in $(first tests/whole_box/spoken_scripts tests/speech/scripts)/*.txt; do b=$(basename $f .txt); $T script $f --seed 2 --game $b > "$out/speech-$b.jsonl" 2>/dev/null; done
# One state folder that every game has played into, then the saved state.
st="$out/state"; mkdir -p "$st"
for game in lost-treasure treasure-rush atlantis tobago; do
  $T script docs/scripts/$game.txt --seed 1 --game $game --state "$st" > /dev/null 2>&1
done
# Random keys through every game (same seed both sides).
python_bin="$src/.venv/bin/python"
$python_bin - "$out" <<'PY' > "$out/random.jsonl" 2>/dev/null
import random, sys
keys = "1 2 3 4 5 6 7 8 9 NS_GOLD EW_GOLD NS_SILVER EW_SILVER AIR UP VALUE CLEAR MENU".split()
r = random.Random(5)
for game in ("lost-treasure", "treasure-rush", "atlantis", "tobago"):
    lines = []
    for _ in range(400):
        k = r.choice(keys)
        lines.append(r.choice([f"press {k}", f"press {k}", f"wait {r.choice([0.2, 1, 3])}", f"down {k}", f"up {k}"]))
    open(f"{sys.argv[1]}/random-{game}.txt", "w").write("\n".join(lines) + "\n")
PY
for game in lost-treasure treasure-rush atlantis tobago; do
  $T script "$out/random-$game.txt" --seed 4 --game $game > "$out/random-$game.jsonl" 2>&1
done
rm -f "$out/random.jsonl"
echo done
