"""``tabletop lost-treasure``: simulate many dives, write the sound cues as WAV files."""

from __future__ import annotations

import argparse
import dataclasses
import sys
from pathlib import Path
from typing import Any

from drivers.sound.sound_synth import cue_seconds, write_wav
from games.lost_treasure.diving.routes import RouteFigures, best_routes
from games.lost_treasure.diving.simulation import TABLE, Diver, Figures, simulate
from games.lost_treasure.settings import DIFFICULTIES, LostTreasureSettings
from games.lost_treasure.sounds import CUES

DEFAULT_SOUNDS_DIR = Path("docs") / "sounds" / "lost-treasure"


def add_parser(commands: Any) -> None:
    """Register ``tabletop lost-treasure simulate`` and ``tabletop lost-treasure sounds``."""
    parser = commands.add_parser("lost-treasure", help="Lost Treasure tools (simulate, sounds)")
    tools = parser.add_subparsers(dest="lost_treasure_tool", metavar="TOOL", required=True)
    simulation = tools.add_parser(
        "simulate", help="play many dives in virtual time and print what a family cares about"
    )
    simulation.add_argument("--dives", type=int, default=2000, help="dives per difficulty")
    simulation.add_argument("--seed", type=int, default=1, help="the same seed, the same dives")
    simulation.add_argument(
        "--difficulty", choices=(*DIFFICULTIES, "all"), default="all", help="one, or all"
    )
    simulation.add_argument(
        "--minutes-per-turn",
        type=float,
        default=TABLE.minutes_per_turn,
        metavar="M",
        help="minutes a table takes for one turn",
    )
    simulation.add_argument(
        "--turns-per-dive",
        type=float,
        default=TABLE.turns_per_dive,
        metavar="T",
        help="turns between two dives of one diver",
    )
    simulation.set_defaults(func=simulate_command)
    sounds = tools.add_parser("sounds", help="write each sound cue as a WAV file")
    sounds.add_argument("--out", type=Path, default=DEFAULT_SOUNDS_DIR, help="the folder")
    sounds.set_defaults(func=sounds_command)


def simulate_command(args: argparse.Namespace) -> int:
    """Print the simulation's figures for one difficulty or all of them."""
    wrong = [f"--dives {args.dives}: give 1 or more"] if args.dives < 1 else []
    for name in ("minutes_per_turn", "turns_per_dive"):
        if not getattr(args, name) > 0 or getattr(args, name) == float("inf"):
            wrong.append(f"--{name.replace('_', '-')} {getattr(args, name):g}: give more than 0")
    for line in wrong:
        print(f"tabletop lost-treasure simulate: {line}", file=sys.stderr)
    if wrong:
        return 2
    table = dataclasses.replace(
        TABLE, minutes_per_turn=args.minutes_per_turn, turns_per_dive=args.turns_per_dive
    )
    chosen = DIFFICULTIES if args.difficulty == "all" else (args.difficulty,)
    print(describe_assumptions(args.dives, args.seed, table))
    for difficulty in chosen:
        settings = LostTreasureSettings(difficulty=difficulty)
        print()
        print(describe(simulate(args.dives, args.seed, settings, Diver(), table)))
        print(describe_routes(best_routes(settings.recipe(), settings.timing())))
    return 0


def describe_assumptions(dives: int, seed: int, table: Any) -> str:
    """The first lines of the report: what was simulated and what was assumed."""
    diver = Diver()
    low, high = diver.reaction_seconds
    return "\n".join(
        (
            f"Lost Treasure: {dives} dives per difficulty at treasure locations, seed {seed}.",
            f"Family diver: {low:g}-{high:g} s between keys; goes up unless the air covers "
            f"an area {diver.guess_depth} deep, the way up and {diver.margin_seconds:g} s "
            f"more; remembers {diver.memory:.0%} of the areas tried before.",
            f"Game: start ${table.start_money:,}, ${table.diving_fee:,} diving rights per "
            f"dive, goal ${table.goal:,}; {table.minutes_per_turn:g} min per turn, a dive "
            f"every {table.turns_per_dive:g} turns per player.",
        )
    )


def describe(figures: Figures) -> str:
    """One difficulty's figures, in words."""
    lines = [
        f"{figures.difficulty}:",
        f"  average haul per dive       ${figures.average_haul * 1000:,.0f}",
        f"  typical successful dive     ${figures.typical_haul * 1000:,.0f} (median), "
        f"${figures.successful_average * 1000:,.0f} (mean)",
        f"  dives that bring treasure   {figures.success_share:.0%}",
        f"  dives that run out of air   {figures.out_of_air_share:.0%}",
        f"  areas reached per dive      {figures.average_areas:.1f}",
        f"  dives per player to goal    {figures.dives_to_goal:.1f}",
    ]
    for players in figures.table.players:
        dives = figures.dives_to_goal * players
        minutes = figures.game_minutes(players)
        lines.append(f"  {players} players: about {dives:.0f} dives, {minutes:.0f} minutes")
    return "\n".join(lines)


def describe_routes(routes: RouteFigures) -> str:
    """The fastest possible diver's figures, over every layout the box can deal."""
    depths = " ".join(str(depth) for depth in routes.fastest_all_nine_depths)
    verdict = "nobody can" if routes.all_nine_impossible else "SOME DIVER CAN"
    return "\n".join(
        (
            f"  fastest possible diver      over all {routes.layouts:,} layouts of depths "
            "(no pause between keys, best order)",
            f"    all nine and back         {routes.fastest_all_nine:.1f} s at best "
            f"(depths {depths}); the tank lasts {routes.air_seconds:.1f} s: {verdict}",
            f"    areas and back            {routes.fewest_areas} to {routes.most_areas}, "
            f"{routes.average_areas:.1f} on average",
        )
    )


def sounds_command(args: argparse.Namespace) -> int:
    """Write ``NAME.wav`` for every cue into the chosen folder."""
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    for name, cue in CUES.items():
        write_wav(out / f"{name}.wav", cue)
        print(f"{out / (name + '.wav')}  {cue_seconds(cue):.2f} s  {cue}")
    return 0
