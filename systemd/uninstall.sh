#!/usr/bin/env bash
# Takes out what systemd/install.sh put in: the service, the polkit rule, our lines in
# config.txt and /etc/asound.conf, our kernel modules, the program in /opt/tabletop, and
# gives the UART back to the kernel console if the installer took it. The saved games
# (/var/lib/tabletop), the settings (/etc/tabletop) and the user stay unless --purge.
#
#   systemd/uninstall.sh --dry-run      print every step; change nothing
#   sudo systemd/uninstall.sh           uninstall, keeping the games and the settings
#   sudo systemd/uninstall.sh --purge   also the saved games, the settings and the user
#
# Options: --dry-run, --purge, --root DIR and --files-only (as for install.sh).
# I2C stays on (other things may use it); packages stay installed.
set -euo pipefail

HERE=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=systemd/lib.sh
. "$HERE/lib.sh"

APP=/opt/tabletop
USER_NAME=tabletop
UNIT=/etc/systemd/system/tabletop.service
COMPANION_UNIT=/etc/systemd/system/tabletop-companion.service
OLD_DROP_IN=/etc/systemd/system/tabletop.service.d/companion-network.conf
POLKIT_RULE=/etc/polkit-1/rules.d/50-tabletop-power-off.rules
MODULES=/etc/modules-load.d/tabletop.conf
ASOUND=/etc/asound.conf
SETTINGS_DIR=/etc/tabletop
CMDLINE_NOTE=/etc/tabletop/cmdline-removed
STATE_DIR=/var/lib/tabletop

DRY_RUN=0
FILES_ONLY=0
PURGE=0
ROOT=""

parse_options() {
    while [ $# -gt 0 ]; do
        case "$1" in
            --dry-run) DRY_RUN=1 ;;
            --files-only) FILES_ONLY=1 ;;
            --purge) PURGE=1 ;;
            --root) ROOT=${2:-}; shift ;;
            -h | --help) usage 0 ;;
            *) say "unknown option: $1" >&2; usage ;;
        esac
        shift
    done
    check_where_and_who
}

stop_service() {
    step "The service"
    run systemctl disable --now tabletop.service tabletop-companion.service
    remove_file "$UNIT"
    remove_file "$COMPANION_UNIT"
    remove_file "$OLD_DROP_IN"
    run systemctl daemon-reload
    remove_file "$POLKIT_RULE"
}

restore_boot() {
    step "Boot configuration"
    drop_block "$(boot_file config.txt)"
    remove_file "$MODULES"
    drop_block "$ASOUND"
    local path note target
    path=$(boot_file cmdline.txt)
    note="$ROOT$CMDLINE_NOTE"
    target="$ROOT$path"
    if [ -f "$note" ] && [ -f "$target" ]; then
        local words=() removed=() missing=() word
        read -r -a words < "$target"
        mapfile -t removed < "$note"
        for word in "${removed[@]}"; do
            [[ " ${words[*]} " == *" $word "* ]] || missing+=("$word")
        done
        put_file "$path" 755 < <(printf '%s\n' "${missing[*]:+${missing[*]} }${words[*]}")
        remove_file "$CMDLINE_NOTE"
    fi
}

remove_program() {
    step "The program"
    remove_tree "$APP"
}

purge() {
    step "Saved games, settings and the user"
    if [ "$PURGE" = 0 ]; then
        say "  kept: $STATE_DIR (the saved games) and $SETTINGS_DIR (the settings); --purge takes them"
        return 0
    fi
    remove_tree "$STATE_DIR"
    remove_tree "$SETTINGS_DIR"
    if id -u "$USER_NAME" > /dev/null 2>&1; then run userdel "$USER_NAME"; fi
}

remove_tree() {
    if [ ! -e "$ROOT$1" ]; then
        say "  absent: $1"
    elif [ "$DRY_RUN" = 1 ]; then
        say "  would remove: $1"
    else
        rm -rf "${ROOT}$1"
        say "  removed: $1"
    fi
    CHANGED=$((CHANGED + 1))
}

main() {
    parse_options "$@"
    say "Uninstalling the tabletop box$([ "$DRY_RUN" = 1 ] && echo " (dry run)")"
    stop_service
    restore_boot
    remove_program
    purge
    step "Done"
    [ "$DRY_RUN" = 0 ] || say "  a dry run: nothing was changed"
    say "  reboot to leave the boot configuration as it was (sudo reboot)"
}

main "$@"
