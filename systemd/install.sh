#!/usr/bin/env bash
# Installs the tabletop box on Raspberry Pi OS or plain Debian (Bookworm, arm64 or
# armhf) as a service that starts at boot. Run it once with sudo from a clone of the
# repository; run it again after a `git pull` to update. Safe to run twice: what is
# already in place is left alone.
#
#   systemd/install.sh --dry-run        print every step and every file change; do nothing
#   sudo systemd/install.sh             install, with the choices read from the pin map
#   sudo systemd/install.sh --audio jack --serial gadget
#
# Options:
#   --dry-run              print every step and the exact file changes; change nothing
#   --audio i2s|jack|usb   the speaker (default: [audio] output in the pin map)
#   --spi                  turn SPI on (default: on when the pin map's display bus is spi)
#   --serial gadget|uart|none
#                          the serial console: USB gadget /dev/ttyGS0, the Pi's UART
#                          /dev/serial0, or none (default: uart if the pin map says so,
#                          else gadget on a Pi Zero, else none)
#   --oled KIND            the OLED's chip, written into the first settings file
#                          (default: the one hardware/parts.md buys, sh1106)
#   --pinout FILE          the pin map (default: hardware/pinout.toml)
#   --no-start             enable the service, but do not (re)start it now
#   --root DIR             write the configuration files under DIR instead of /
#   --files-only           with --root: only the configuration files (no packages, user,
#                          virtual environment or systemctl), to see what would be written
#
# What it does, in order: system packages; I2C (and SPI) and the audio output in
# config.txt; kernel modules; ALSA's default device; the serial console; the service
# user; the program (a copy of the source in /opt/tabletop/src, installed into a virtual
# environment with gpiozero on lgpio from its PyPI wheel: no compiler, no Raspberry Pi
# only archive; RPi.GPIO only if the system already has it); a first settings file
# (the serial port, the OLED's kind); a polkit rule so the box may power off; the
# unit, enabled and started; the table companion's own unit, enabled and started only
# when the settings turn it on.
# Undo it with systemd/uninstall.sh.
set -euo pipefail

HERE=$(cd "$(dirname "$0")" && pwd)
REPO=$(dirname "$HERE")
# shellcheck source=systemd/lib.sh
. "$HERE/lib.sh"

APP=/opt/tabletop
USER_NAME=tabletop
BOX_GROUPS=(gpio i2c spi audio dialout)
PYTHON=/usr/bin/python3
UNIT=/etc/systemd/system/tabletop.service
COMPANION_UNIT=/etc/systemd/system/tabletop-companion.service
# What installers before the companion's own service put in for it: taken away.
OLD_DROP_IN=/etc/systemd/system/tabletop.service.d/companion-network.conf
POLKIT_RULE=/etc/polkit-1/rules.d/50-tabletop-power-off.rules
MODULES=/etc/modules-load.d/tabletop.conf
ASOUND=/etc/asound.conf
SETTINGS=/etc/tabletop/settings.toml
CMDLINE_NOTE=/etc/tabletop/cmdline-removed
SOURCE=(pyproject.toml README.md appliance drivers games hardware)
# Every one in Debian's own archive (no python3-lgpio: only Raspberry Pi OS's has it;
# lgpio comes from PyPI as a wheel, with the `pi` extra).
PACKAGES=(python3-venv python3-pip i2c-tools alsa-utils polkitd
    libsdl2-2.0-0 libsdl2-mixer-2.0-0 libespeak-ng1)
OLED_KINDS="sh1106 ssd1306 ssd1309 ssd1322 ssd1325 ssd1327 ssd1331 ssd1351"

DRY_RUN=0
FILES_ONLY=0
START=1
ROOT=""
AUDIO=""
SPI=""
SERIAL=""
OLED=""
PINOUT="$REPO/hardware/pinout.toml"
BOOT_CHANGES=0

parse_options() {
    while [ $# -gt 0 ]; do
        case "$1" in
            --dry-run) DRY_RUN=1 ;;
            --files-only) FILES_ONLY=1 ;;
            --no-start) START=0 ;;
            --spi) SPI=1 ;;
            --audio) AUDIO=${2:-}; shift ;;
            --serial) SERIAL=${2:-}; shift ;;
            --pinout) PINOUT=${2:-}; shift ;;
            --oled) OLED=${2:-}; shift ;;
            --root) ROOT=${2:-}; shift ;;
            -h | --help) usage 0 ;;
            *) say "unknown option: $1" >&2; usage ;;
        esac
        shift
    done
    case "$AUDIO" in "" | i2s | jack | usb) ;; *) die "--audio takes i2s, jack or usb, not '$AUDIO'" ;; esac
    case "$SERIAL" in "" | gadget | uart | none) ;; *) die "--serial takes gadget, uart or none, not '$SERIAL'" ;; esac
    if [ -n "$OLED" ] && [[ " $OLED_KINDS " != *" $OLED "* ]]; then
        die "--oled takes one of: $OLED_KINDS, not '$OLED'"
    fi
    check_where_and_who
}

# -- what this box is -------------------------------------------------------------------

pi_model() {
    { tr -d '\0' < "$ROOT/proc/device-tree/model"; } 2> /dev/null || echo "not a Raspberry Pi"
}

read_choices() {
    step "Choices"
    local from_pinout audio bus uart
    # Opened, not `[ -r ]`: access() can say no where reading works (qemu's user emulation).
    { : < "$PINOUT"; } 2> /dev/null || die "cannot read the pin map $PINOUT"
    # The box's own check (drivers/pins/pinout.py needs only Python): a broken map is refused.
    from_pinout=$("$PYTHON" - "$PINOUT" "$REPO" <<'EOF'
import sys
from pathlib import Path
sys.path.insert(0, sys.argv[2])
from drivers.errors import PinoutError
from drivers.pins.pinout import load_pinout
try:
    pinout = load_pinout(Path(sys.argv[1]))
except PinoutError as error:
    sys.exit(str(error))
print(pinout.audio_output, pinout.display_bus, str(pinout.serial_uart).lower())
EOF
    ) || die "the pin map $PINOUT has errors (above); mend it, check it with: tabletop check-pinout"
    read -r audio bus uart <<< "$from_pinout"
    AUDIO=${AUDIO:-$audio}
    [ -n "$SPI" ] || { [ "$bus" = spi ] && SPI=1 || SPI=0; }
    if [ -z "$SERIAL" ]; then
        if [ "$uart" = true ]; then SERIAL=uart
        elif pi_model | grep -q "Zero"; then SERIAL=gadget
        else SERIAL=none
        fi
    fi
    OLED=${OLED:-$(parts_oled)}
    say "  model: $(pi_model)"
    say "  audio: $AUDIO   SPI: $([ "$SPI" = 1 ] && echo on || echo off)   serial console: $SERIAL"
    say "  OLED: $OLED (the settings' [display] kind; another module: --oled KIND)"
    if ! grep -qs '^VERSION_CODENAME=bookworm' "$ROOT/etc/os-release"; then
        warn "this is not Raspberry Pi OS Bookworm; the steps may not fit"
    fi
}

# parts_oled: the OLED's chip as hardware/parts.md buys it (its OLED line names it).
parts_oled() {
    local kind
    kind=$(grep -i '^| *1 *| *OLED' "$REPO/hardware/parts.md" 2> /dev/null |
        grep -o -i -w -E "${OLED_KINDS// /|}" | head -n 1 | tr '[:upper:]' '[:lower:]')
    echo "${kind:-sh1106}"
}

serial_port() {
    case "$SERIAL" in gadget) echo /dev/ttyGS0 ;; uart) echo /dev/serial0 ;; *) echo "" ;; esac
}

# -- system -----------------------------------------------------------------------------

install_packages() {
    step "System packages"
    local wanted=("${PACKAGES[@]}") missing=() package
    [ "$SPI" = 1 ] && wanted+=(python3-spidev)
    for package in "${wanted[@]}"; do
        if [ "$(dpkg-query -W -f='${db:Status-Status}' "$package" 2>/dev/null)" != installed ]; then
            missing+=("$package")
        fi
    done
    if [ ${#missing[@]} = 0 ]; then
        say "  all present: ${wanted[*]}"
        return 0
    fi
    run apt-get update
    run apt-get install -y --no-install-recommends "${missing[@]}"
}

boot_lines() {
    say "[all]"
    say "dtparam=i2c_arm=on"
    if [ "$SPI" = 1 ]; then say "dtparam=spi=on"; fi
    case "$AUDIO" in
        i2s)
            say "# The I2S amplifier (MAX98357A); its SD pin is wired high, GPIO4 is an LED."
            say "dtparam=audio=off"
            say "dtoverlay=max98357a,no-sdmode"
            ;;
        jack) say "dtparam=audio=on" ;;
        usb) say "dtparam=audio=off" ;;
    esac
    if [ "$SERIAL" = gadget ]; then say "dtoverlay=dwc2"; fi
    if [ "$SERIAL" = uart ]; then say "enable_uart=1"; fi
}

module_lines() {
    say "# tabletop: written by systemd/install.sh"
    say "i2c-dev"
    if [ "$SERIAL" = gadget ]; then printf 'dwc2\ng_serial\n'; fi
}

configure_boot() {
    step "Boot configuration: I2C$([ "$SPI" = 1 ] && echo ", SPI"), audio, serial"
    local before=$CHANGED
    put_block "$(boot_file config.txt)" < <(boot_lines)
    put_file "$MODULES" 644 < <(module_lines)
    BOOT_CHANGES=$((BOOT_CHANGES + CHANGED - before))
}

configure_cmdline() {
    step "Kernel command line"
    local path target words=() kept=() removed=() word
    path=$(boot_file cmdline.txt)
    target="$ROOT$path"
    if [ "$SERIAL" != uart ]; then
        say "  unchanged: $path (only the UART console needs it)"
        return 0
    fi
    [ -f "$target" ] || { say "  absent: $path"; return 0; }
    read -r -a words < "$target"
    for word in "${words[@]}"; do
        case "$word" in
            console=serial0,* | console=ttyAMA0,* | console=ttyS0,*) removed+=("$word") ;;
            *) kept+=("$word") ;;
        esac
    done
    if [ ${#removed[@]} = 0 ]; then
        say "  unchanged: $path (no kernel console on the UART)"
        return 0
    fi
    say "  the kernel console leaves the UART for the box: ${removed[*]}"
    if [ ! -e "$ROOT$CMDLINE_NOTE" ]; then
        put_file "$CMDLINE_NOTE" 644 < <(printf '%s\n' "${removed[@]}")
    fi
    local before=$CHANGED
    put_file "$path" 755 < <(printf '%s\n' "${kept[*]}")
    BOOT_CHANGES=$((BOOT_CHANGES + CHANGED - before))
}

configure_audio() {
    step "Audio output ($AUDIO)"
    local card
    case "$AUDIO" in
        i2s) card=MAX98357A ;;
        jack) card=Headphones ;;
        usb)
            card=""
            if [ -r "$ROOT/proc/asound/cards" ]; then
                card=$(sed -n 's/^ *[0-9]* \[\([^] ]*\) *\]: USB-Audio.*/\1/p' \
                    "$ROOT/proc/asound/cards" | head -n 1)
            fi
            if [ -z "$card" ]; then
                warn "no USB sound card is plugged in; plug it in and run this again"
                return 0
            fi
            ;;
    esac
    put_block "$ASOUND" <<EOF
pcm.!default {
    type plug
    slave.pcm "hw:CARD=$card,DEV=0"
}
ctl.!default {
    type hw
    card $card
}
EOF
}

create_user() {
    step "The service user '$USER_NAME'"
    local group missing=() have
    for group in "${BOX_GROUPS[@]}"; do
        getent group "$group" > /dev/null || run groupadd --system "$group"
    done
    if ! id -u "$USER_NAME" > /dev/null 2>&1; then
        run useradd --system --user-group --home-dir /var/lib/tabletop --no-create-home \
            --shell /usr/sbin/nologin --groups "$(IFS=,; echo "${BOX_GROUPS[*]}")" "$USER_NAME"
        return 0
    fi
    have=" $(id -nG "$USER_NAME") "
    for group in "${BOX_GROUPS[@]}"; do
        [[ "$have" == *" $group "* ]] || missing+=("$group")
    done
    if [ ${#missing[@]} = 0 ]; then
        say "  exists, in groups: ${BOX_GROUPS[*]}"
    else
        run usermod --append --groups "$(IFS=,; echo "${missing[*]}")" "$USER_NAME"
    fi
}

install_program() {
    step "The program in $APP"
    if [ -x "$APP/venv/bin/python" ] &&
        grep -qs '^include-system-site-packages = true' "$APP/venv/pyvenv.cfg"; then
        say "  virtual environment present: $APP/venv"
    else
        [ -e "$APP/venv" ] && run rm -rf "$APP/venv"
        run "$PYTHON" -m venv --system-site-packages "$APP/venv"
    fi
    # A copy of the source, installed editable: the code finds hardware/pinout.toml beside
    # it, and the maker's clone gets no root-owned build files. The copy is root's and
    # read-only to everyone else (not the clone's owner, not the service's user): the
    # code the service runs cannot be changed by either.
    run rm -rf "$APP/src.new"
    run mkdir -p "$APP/src.new"
    run cp -R --no-preserve=ownership,mode "${SOURCE[@]/#/$REPO/}" "$APP/src.new/"
    own_by_root "$APP/src.new"
    run rm -rf "$APP/src"
    run mv "$APP/src.new" "$APP/src"
    # The `pi` extra brings lgpio as a wheel (aarch64, armv7l): never built here.
    run "$APP/venv/bin/pip" install --quiet --prefer-binary --only-binary=lgpio \
        --editable "$APP/src[pi]"
    # Compiled now: the service may not write beside the code, and a Zero starts faster.
    run "$APP/venv/bin/python" -m compileall -q "$APP/src"
    own_by_root "$APP/src" # what pip and compileall added too
    put_file "$APP/docs/service.md" 644 < "$REPO/docs/service.md"
    put_file "$APP/docs/serial-console.md" 644 < "$REPO/docs/serial-console.md"
    if [ "$DRY_RUN" = 0 ] && [ "$FILES_ONLY" = 0 ]; then
        "$APP/venv/bin/python" -c "import lgpio" 2> /dev/null ||
            warn "the virtual environment has no lgpio: $APP/venv/bin/pip install lgpio"
    fi
}

write_settings() {
    step "Settings ($SETTINGS)"
    if [ -e "$ROOT$SETTINGS" ]; then
        say "  kept as it is (yours): $SETTINGS"
        if ! grep -qs '^ *kind *=' "$ROOT$SETTINGS"; then
            warn "$SETTINGS names no OLED kind: the box takes an ssd1306; for this box's $OLED add"
            warn "  kind = \"$OLED\"  under [display] in it"
        fi
        return 0
    fi
    put_file "$SETTINGS" 644 <<EOF
# The box's settings; every value has a default (see docs/settings.md).
# Written once by systemd/install.sh and never again: this file is yours to edit.

[display]
# The OLED's chip: sh1106 (the parts list's 1.3 inch module), ssd1306 (most 0.96 inch).
kind = "$OLED"

[serial]
# The serial console: "/dev/ttyGS0" (USB gadget), "/dev/serial0" (the UART), "" for none.
port = "$(serial_port)"
EOF
}

allow_power_off() {
    step "Power-off from the box menu (polkit)"
    put_file "$POLKIT_RULE" 644 <<EOF
// tabletop: written by systemd/install.sh. The box's service user may power the Pi off
// (the box menu's "Shut down"); nothing else.
polkit.addRule(function (action, subject) {
    if (subject.user == "$USER_NAME" &&
        (action.id == "org.freedesktop.login1.power-off" ||
         action.id == "org.freedesktop.login1.power-off-multiple-sessions")) {
        return polkit.Result.YES;
    }
});
EOF
}

# True when the settings turn the table companion on ([companion] enabled = true).
companion_on() {
    [ -r "$ROOT$SETTINGS" ] || return 1
    "$PYTHON" - "$ROOT$SETTINGS" <<'EOF'
import sys
import tomllib
try:
    with open(sys.argv[1], "rb") as file:
        table = tomllib.load(file).get("companion", {})
except (OSError, tomllib.TOMLDecodeError):
    sys.exit(1)
sys.exit(0 if isinstance(table, dict) and table.get("enabled") is True else 1)
EOF
}

install_unit() {
    step "The service ($UNIT)"
    put_file "$UNIT" 644 < "$HERE/tabletop.service"
    put_file "$COMPANION_UNIT" 644 < "$HERE/tabletop-companion.service"
    remove_file "$OLD_DROP_IN"
    # Inside an SD card image being built (systemd/image) no systemd runs: the units are
    # enabled (systemctl does that offline), nothing is reloaded, started or stopped.
    local now=--now
    if [ "$DRY_RUN" = 1 ] || [ "$FILES_ONLY" = 1 ] || [ -d /run/systemd/system ]; then
        run systemctl daemon-reload
    else
        say "  systemd is not running here (an image being built): enabled, not started"
        now=""
        START=0
    fi
    run systemctl enable tabletop.service
    if companion_on; then
        say "  the table companion is on: its own service serves the phones"
        run systemctl enable tabletop-companion.service
    else
        run systemctl disable $now tabletop-companion.service
    fi
    if [ "$START" = 1 ]; then
        if companion_on; then run systemctl restart tabletop-companion.service; fi
        run systemctl restart tabletop.service
    else
        say "  not started now (--no-start)"
    fi
}

summary() {
    step "Done"
    if [ "$DRY_RUN" = 1 ]; then
        say "  a dry run: nothing was changed ($CHANGED file(s) would change)"
    fi
    if [ "$BOOT_CHANGES" -gt 0 ]; then
        say "  then reboot to turn on the new boot configuration: sudo reboot"
    fi
    say "  the box's log: journalctl -u tabletop -f"
    say "  check the hardware: sudo systemctl stop tabletop; $APP/venv/bin/tabletop selftest"
}

main() {
    parse_options "$@"
    say "Installing the tabletop box$([ "$DRY_RUN" = 1 ] && echo " (dry run)")"
    read_choices
    if [ "$FILES_ONLY" = 0 ]; then install_packages; fi
    configure_boot
    configure_cmdline
    configure_audio
    if [ "$FILES_ONLY" = 0 ]; then create_user; fi
    install_program
    write_settings
    allow_power_off
    install_unit
    summary
}

main "$@"
