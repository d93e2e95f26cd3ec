#!/bin/sh
# The tabletop image: what a maker put on the boot partition, taken in and taken off it
# (the partition is readable by anyone holding the card: nothing secret stays there).
#
#   BOOT (default /boot/firmware), ETC (default /etc), HOME_ROOT, SYSTEMCTL, KEYGEN and
#   BOX_PYTHON are for the tests, which run it on a scratch folder.
set -eu
BOOT=${BOOT:-/boot/firmware}
ETC=${ETC:-/etc}
HOME_ROOT=${HOME_ROOT:-/root}
SYSTEMCTL=${SYSTEMCTL:-systemctl}
KEYGEN=${KEYGEN:-ssh-keygen -A}
BOX_PYTHON=${BOX_PYTHON:-/opt/tabletop/venv/bin/python}

say() { echo "tabletop-boot-files: $*"; }

# ssh: ssh on, for root, by key only (Debian's sshd refuses root's password, and root
# has none). The file's lines that are public keys go to root's authorized_keys.
take_ssh() {
    file=$1
    mkdir -p "$HOME_ROOT/.ssh"
    chmod 700 "$HOME_ROOT/.ssh"
    grep -E '^(ssh-|ecdsa-|sk-)[^ ]+ [A-Za-z0-9+/=]+' "$file" >> "$HOME_ROOT/.ssh/authorized_keys" || true
    touch "$HOME_ROOT/.ssh/authorized_keys"
    chmod 600 "$HOME_ROOT/.ssh/authorized_keys"
    keys=$(grep -c . "$HOME_ROOT/.ssh/authorized_keys" || true)
    $KEYGEN
    $SYSTEMCTL enable ssh.service
    $SYSTEMCTL start --no-block ssh.service
    rm -f "$file"
    say "ssh is on: root may log in with $keys key(s), never a password"
}

# tabletop.toml: the box's settings (the one before kept beside it); the table companion
# enabled or not as it says, as systemd/install.sh does. A file the box's own check
# refuses changes nothing: it is renamed tabletop.toml.refused, and the check's words are
# put beside it in tabletop-refused.txt, for the maker to read on their computer.
take_settings() {
    if ! why=$("$BOX_PYTHON" -m appliance.cli.main settings --check "$BOOT/tabletop.toml" 2>&1); then
        mv "$BOOT/tabletop.toml" "$BOOT/tabletop.toml.refused"
        printf '%s\n%s\n' "The box kept its settings: tabletop.toml was refused." "$why" \
            > "$BOOT/tabletop-refused.txt"
        say "tabletop.toml refused, the settings unchanged: $why"
        return 0
    fi
    rm -f "$BOOT/tabletop-refused.txt" "$BOOT/tabletop.toml.refused"
    mkdir -p "$ETC/tabletop"
    if [ -e "$ETC/tabletop/settings.toml" ]; then
        cp -p "$ETC/tabletop/settings.toml" "$ETC/tabletop/settings.toml.before"
    fi
    cp "$BOOT/tabletop.toml" "$ETC/tabletop/settings.toml.new"
    chmod 644 "$ETC/tabletop/settings.toml.new"
    mv "$ETC/tabletop/settings.toml.new" "$ETC/tabletop/settings.toml"
    rm -f "$BOOT/tabletop.toml"
    if companion_on "$ETC/tabletop/settings.toml"; then
        $SYSTEMCTL enable tabletop-companion.service
        $SYSTEMCTL start --no-block tabletop-companion.service
        say "new settings in $ETC/tabletop/settings.toml; the table companion is on"
    else
        $SYSTEMCTL disable tabletop-companion.service
        say "new settings in $ETC/tabletop/settings.toml; the table companion is off"
    fi
}

# companion_on FILE: the box's own reading of the (checked) settings turns the companion on.
companion_on() {
    "$BOX_PYTHON" -c '
import sys
from pathlib import Path
from appliance.box.start.settings import load_settings
sys.exit(0 if load_settings(Path(sys.argv[1])).companion.enabled else 1)' "$1"
}

# wpa_supplicant.conf: Wi-Fi on wlan0 with its network(s), an address by DHCP.
take_wifi() {
    mkdir -p "$ETC/wpa_supplicant" "$ETC/systemd/network"
    cp "$BOOT/wpa_supplicant.conf" "$ETC/wpa_supplicant/wpa_supplicant-wlan0.conf"
    chmod 600 "$ETC/wpa_supplicant/wpa_supplicant-wlan0.conf"
    rm -f "$BOOT/wpa_supplicant.conf"
    printf '[Match]\nName=wlan0\n\n[Network]\nDHCP=yes\n' \
        > "$ETC/systemd/network/50-tabletop-wlan0.network"
    $SYSTEMCTL enable wpa_supplicant@wlan0.service systemd-networkd.service
    $SYSTEMCTL start --no-block wpa_supplicant@wlan0.service systemd-networkd.service
    say "Wi-Fi on wlan0 with the networks of wpa_supplicant.conf"
}

for name in ssh ssh.txt; do
    if [ -e "$BOOT/$name" ]; then take_ssh "$BOOT/$name"; fi
done
if [ -e "$BOOT/tabletop.toml" ]; then take_settings; fi
if [ -e "$BOOT/wpa_supplicant.conf" ]; then take_wifi; fi
