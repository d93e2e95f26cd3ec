#!/usr/bin/env bash
# `make arm-check`: the box on arm64 Debian Bookworm, as on a Pi, without a Pi and
# without binfmt: an arm64 root file system made with debootstrap, entered with proot
# and qemu's user emulation (proot -q qemu-aarch64-static). Inside it the box is
# installed as systemd/install.sh installs it (a venv, the `pi` extra: every dependency
# an aarch64 wheel, nothing compiled), then it plays the self-test's key script, the
# Lost Treasure tour and the installer's dry run; the same three run here (x86-64,
# this checkout's .venv) and the outputs are compared. Not in CI: it downloads a root
# file system (about 300 MB with Python) and takes 20 to 40 minutes on two cores.
#
#   sudo apt install debootstrap proot qemu-user-static    # once
#   make arm-check                                         # ARM_ROOTFS=... to keep it elsewhere
#
# ARM_ROOTFS (default ~/.cache/tabletop/arm64-bookworm) is kept between runs; delete it
# to start again. ARM_OUT (default build/arm-check) gets both sides' outputs and diffs.
# ARM_CHECK_ALL=1 compares every screenshot and sound too (`tabletop screenshots`,
# `tabletop sounds`), byte for byte.
set -euo pipefail
cd "$(dirname "$0")/.."
REPO=$(pwd)
ROOTFS=${ARM_ROOTFS:-$HOME/.cache/tabletop/arm64-bookworm}
OUT=${ARM_OUT:-$REPO/build/arm-check}
MIRROR=${ARM_MIRROR:-http://deb.debian.org/debian}
QEMU=$(command -v qemu-aarch64-static || command -v qemu-aarch64 || true)
PACKAGES=python3,python3-venv,python3-pip,libsdl2-2.0-0,libsdl2-mixer-2.0-0,ca-certificates
PACKAGES+=,fonts-dejavu-core  # the terminal screenshots' font (ARM_CHECK_ALL=1)

say() { printf 'arm-check: %s\n' "$*"; }
die() { say "$*" >&2; exit 2; }

for tool in debootstrap proot; do
    command -v "$tool" > /dev/null || die "needs $tool: sudo apt install debootstrap proot qemu-user-static"
done
[ -n "$QEMU" ] || die "needs qemu-aarch64-static: sudo apt install qemu-user-static"

# The host's certificates inside too (pip checks PyPI's with them: a proxy's may be there).
CERTS=/etc/ssl/certs/ca-certificates.crt
inside() {  # run a command in the arm64 root file system, as root, in the clone
    proot -0 -q "$QEMU" -r "$ROOTFS" -b /dev -b /proc -b /sys -b /etc/resolv.conf \
        -b "$CERTS:/etc/tabletop-host-certs.crt" -w /root/tabletop \
        /usr/bin/env -i HOME=/root PATH=/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 \
        PIP_CERT=/etc/tabletop-host-certs.crt PIP_USER=0 SDL_AUDIODRIVER=dummy GPIOZERO_PIN_FACTORY=mock \
        PYGAME_HIDE_SUPPORT_PROMPT=1 TABLETOP_SETTINGS=/nonexistent/settings.toml "$@"
}

if [ ! -x "$ROOTFS/usr/bin/python3" ]; then
    say "making the arm64 Debian Bookworm root file system in $ROOTFS"
    rm -rf "$ROOTFS"
    mkdir -p "$ROOTFS"
    debootstrap --foreign --arch=arm64 --variant=minbase --include="$PACKAGES" \
        bookworm "$ROOTFS" "$MIRROR"
    proot -0 -q "$QEMU" -r "$ROOTFS" -b /dev -b /proc -b /sys -w / \
        /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin DEBOOTSTRAP_DIR=/debootstrap \
        /bin/sh /debootstrap/debootstrap --second-stage
fi
inside /usr/bin/uname -m | grep -qx aarch64 || die "the root file system does not run as aarch64"

say "installing the box as the installer does (a venv, the pi extra, wheels only)"
rm -rf "$ROOTFS/opt/tabletop" "$ROOTFS/root/tabletop" "$ROOTFS/root/.local"
mkdir -p "$ROOTFS/opt/tabletop" "$ROOTFS/root/tabletop"
git -C "$REPO" ls-files -z | (cd "$REPO" && xargs -0 cp --parents -t "$ROOTFS/root/tabletop")
# --copies: under qemu a symlinked venv python finds itself as /usr/bin/python3.11 and
# not its pyvenv.cfg (pip would then install for the user); the installer's venv, on a
# real Pi, needs no copy.
inside /usr/bin/python3 -m venv --copies --system-site-packages /opt/tabletop/venv
inside /opt/tabletop/venv/bin/python -c "import sys; assert sys.prefix != sys.base_prefix, sys.prefix"
# Every third-party dependency as an aarch64 wheel: --only-binary refuses to build any.
inside /opt/tabletop/venv/bin/python -m pip install --quiet --only-binary=:all: \
    "gpiozero>=2.0" "luma.oled>=3.12" "pygame>=2.5" "pyserial>=3.5" "pillow>=10.0" \
    "pykakasi>=2.2" "lgpio>=0.2.2"
inside /opt/tabletop/venv/bin/python -m pip install --quiet --prefer-binary --only-binary=lgpio \
    --editable "/root/tabletop[pi]"
inside /opt/tabletop/venv/bin/python -m compileall -q /root/tabletop
inside /opt/tabletop/venv/bin/python -c "import lgpio, gpiozero, pygame, luma.oled; print('imports: ok')"

rm -rf "$OUT"
mkdir -p "$OUT/arm64" "$OUT/x86-64"
SELFTEST=$OUT/selftest.keys
# The self-test's key script: the screen and each of the 11 LEDs confirmed, every key in
# order, two keys at once, the sounds confirmed (a minute is longer than they take), the
# summary.
{
    printf 'wait 2\npress AIR\n'
    printf 'press AIR\n%.0s' 1 2 3 4 5 6 7 8 9 10 11
    "$REPO/.venv/bin/python" -c "
from drivers.pins.pinout import load_pinout
from pathlib import Path
for row in load_pinout(Path('hardware/pinout.toml')).layout:
    for key in row:
        if key:
            print('press', key)"
    printf 'down 1\ndown 5\nwait 0.3\nup 1\nup 5\nwait 55\npress AIR\n'
} > "$SELFTEST"
cp "$SELFTEST" "$ROOTFS/opt/tabletop/selftest.keys"

card() {  # a scratch card like a fresh Pi Zero 2 W's, for the installer's dry run
    mkdir -p "$1/boot/firmware" "$1/proc/device-tree" "$1/etc"
    printf 'Raspberry Pi Zero 2 W Rev 1.0\0' > "$1/proc/device-tree/model"
    printf 'ID=debian\nVERSION_CODENAME=bookworm\n' > "$1/etc/os-release"
    printf '[all]\n' > "$1/boot/firmware/config.txt"
}
card "$ROOTFS/opt/tabletop/card"
card "$OUT/card"

run_side() {  # SIDE RUNNER TABLETOP SRC KEYS CARD: the three runs on one side
    local side=$1 runner=$2 tabletop=$3 src=$4 keys=$5 root=$6
    $runner "$tabletop" script "$keys" --game selftest --seed 1 > "$OUT/$side/selftest.jsonl"
    $runner "$tabletop" script "$src/docs/scripts/lost-treasure.txt" --game lost-treasure \
        --seed 1 > "$OUT/$side/tour-lost-treasure.jsonl"
    # The packages and the venv already on each side differ: their lines are left out.
    $runner bash "$src/systemd/install.sh" --dry-run --root "$root" 2>&1 \
        | sed -e "s#$src#SRC#g" -e "s#$root#CARD#g" \
        | grep -v -e 'all present:' -e 'apt-get' -e 'venv --system-site-packages' \
            -e 'virtual environment present' -e 'rm -rf /opt/tabletop/venv' \
        > "$OUT/$side/install-dry-run.txt" || true
}
say "running on arm64 (emulated)"
run_side arm64 inside /opt/tabletop/venv/bin/tabletop /root/tabletop \
    /opt/tabletop/selftest.keys /opt/tabletop/card
say "running on x86-64 (this checkout's .venv)"
run_side x86-64 "env SDL_AUDIODRIVER=dummy GPIOZERO_PIN_FACTORY=mock PYGAME_HIDE_SUPPORT_PROMPT=1 TABLETOP_SETTINGS=/nonexistent/settings.toml" \
    "$REPO/.venv/bin/tabletop" "$REPO" "$SELFTEST" "$OUT/card"

if [ "${ARM_CHECK_ALL:-0}" = 1 ]; then  # every picture and sound too (much longer)
    say "ARM_CHECK_ALL=1: every screenshot and sound on both sides"
    if [ ! -e "$ROOTFS/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf" ]; then
        inside /usr/bin/apt-get update -qq
        inside /usr/bin/apt-get install -y -qq --no-install-recommends fonts-dejavu-core
    fi
    inside /opt/tabletop/venv/bin/python -m pip install --quiet --only-binary=:all: "pyte>=0.8"
    inside /opt/tabletop/venv/bin/tabletop screenshots --out /opt/tabletop/shots > /dev/null
    inside /opt/tabletop/venv/bin/tabletop sounds --out /opt/tabletop/sounds > /dev/null
    cp -r "$ROOTFS/opt/tabletop/shots" "$ROOTFS/opt/tabletop/sounds" "$OUT/arm64/"
    env SDL_AUDIODRIVER=dummy GPIOZERO_PIN_FACTORY=mock PYGAME_HIDE_SUPPORT_PROMPT=1 \
        "$REPO/.venv/bin/tabletop" screenshots --out "$OUT/x86-64/shots" > /dev/null
    env SDL_AUDIODRIVER=dummy "$REPO/.venv/bin/tabletop" sounds --out "$OUT/x86-64/sounds" > /dev/null
fi
if diff -r "$OUT/x86-64" "$OUT/arm64" > "$OUT/differences.txt"; then
    files=$(find "$OUT/arm64" -type f | wc -l)
    say "arm64 and x86-64 give the same $files files: self-test, tour, installer dry run$(
        [ "${ARM_CHECK_ALL:-0}" = 1 ] && echo ", every screenshot and sound") ($OUT)"
else
    say "arm64 and x86-64 differ: $OUT/differences.txt" >&2
    exit 1
fi
