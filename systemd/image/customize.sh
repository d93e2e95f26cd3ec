#!/usr/bin/env bash
# mmdebstrap's customize hook for `make image` (build.sh): the box installed in the arm64
# root file system ROOT as systemd/install.sh installs it on a Pi, from the wheels in
# WHEELS (pip reads nothing else), then what makes it a card to hand over: the boot
# files, no password, no open port, a first boot that grows the root partition.
#
#   customize.sh customize ROOT REPO WHEELS
#   customize.sh tidy ROOT          (its last step alone: the tests run it on a folder)
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=systemd/image/layout.sh
. "$HERE/layout.sh"

ROOT=${2:-}
REPO=${3:-}
WHEELS=${4:-}
BLOCK_START="# >>> tabletop: written by systemd/install.sh, taken out by uninstall.sh >>>"
BLOCK_END="# <<< tabletop <<<"

say() { printf 'image: %s\n' "$*"; }

# in_root CMD...: CMD in the arm64 root file system (qemu's user emulation), with pip
# reading the downloaded wheels only and Python writing hash-checked bytecode (no times).
in_root() {
    chroot "$ROOT" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root \
        LANG=C.UTF-8 TZ=UTC SOURCE_DATE_EPOCH="$SOURCE_DATE_EPOCH" \
        PIP_NO_INDEX=1 PIP_FIND_LINKS=/tmp/tabletop-wheels PIP_NO_CACHE_DIR=1 \
        PIP_CONFIG_FILE=/dev/null PIP_DISABLE_PIP_VERSION_CHECK=1 "$@"
}

install_box() {
    say "installing the box with systemd/install.sh (pip: the downloaded wheels only)"
    rm -rf "$ROOT/tmp/tabletop" "$ROOT/tmp/tabletop-wheels"
    mkdir -p "$ROOT/tmp/tabletop"
    git -C "$REPO" ls-files -z | (cd "$REPO" && xargs -0 cp --parents -t "$ROOT/tmp/tabletop")
    cp -r "$WHEELS" "$ROOT/tmp/tabletop-wheels"
    # A Zero 2 W's card: the serial console on the USB gadget (the installer's choice on a
    # Zero, which it cannot see from here); audio and the rest from the pin map.
    in_root bash /tmp/tabletop/systemd/install.sh --no-start --serial gadget
    rm -rf "$ROOT/tmp/tabletop" "$ROOT/tmp/tabletop-wheels"
}

# boot_files: the installer's config.txt lines kept where Debian's raspi-firmware puts
# them back at every kernel update (/etc/default/raspi-firmware-custom), the root found by
# its fixed PARTUUID, the kernel's console on the screen only (the UART's GPIO 14 and 15
# are two LEDs in the shipped pin map); then config.txt and cmdline.txt made again by
# raspi-firmware's own hook.
boot_files() {
    local config="$ROOT/boot/firmware/config.txt"
    sed -n "\\|^$BLOCK_START\$|,\\|^$BLOCK_END\$|p" "$config" > "$ROOT/etc/default/raspi-firmware-custom"
    grep -q "dtparam=i2c_arm=on" "$ROOT/etc/default/raspi-firmware-custom" ||
        { say "install.sh wrote no config.txt block" >&2; exit 1; }
    sed -i -e "s|^#\\?ROOTPART=.*|ROOTPART=PARTUUID=${DISK_ID#0x}-02|" \
        -e 's|^#\?CONSOLES=.*|CONSOLES="tty0"|' "$ROOT/etc/default/raspi-firmware"
    in_root env DEB_MAINT_PARAMS=configure /etc/kernel/postinst.d/z50-raspi-firmware
    cat > "$ROOT/etc/fstab" <<EOF
# The card made by systemd/image/build.sh: its partitions by their fixed ids.
PARTUUID=${DISK_ID#0x}-02  /               ext4  defaults,noatime  0  1
PARTUUID=${DISK_ID#0x}-01  /boot/firmware  vfat  defaults,noatime,umask=0022  0  2
EOF
}

# first_boot: the image's own units (the root partition grown, the files a maker puts
# on the boot partition: ssh, tabletop.toml, wpa_supplicant.conf).
first_boot() {
    local name
    for name in tabletop-grow-root tabletop-boot-files; do
        install -m 755 "$HERE/$name.sh" "$ROOT/usr/local/sbin/$name"
        install -m 644 "$HERE/$name.service" "$ROOT/etc/systemd/system/$name.service"
        in_root systemctl enable "$name.service"
    done
    # gpiochip has no group on Debian (Raspberry Pi OS gives it gpio): the box's user has it.
    cat > "$ROOT/etc/udev/rules.d/60-tabletop-gpio.rules" <<'EOF'
# The tabletop image: the box's user reaches the GPIO and SPI devices through its groups.
SUBSYSTEM=="gpio", KERNEL=="gpiochip*", GROUP="gpio", MODE="0660"
SUBSYSTEM=="spidev", GROUP="spi", MODE="0660"
EOF
}

# closed: no password, no open port, no daily writes of its own. Root is locked (the
# box's user has no login shell); ssh is off and has no host keys until a file `ssh` on
# the boot partition turns it on (tabletop-boot-files makes the keys on that Pi). First
# boot applies presets (an empty machine-id): they say what this build enabled, no more.
closed() {
    in_root passwd --lock root > /dev/null
    in_root systemctl disable ssh.service > /dev/null 2>&1 || true
    # The card is written for what players do: no daily package lists fetched over the
    # companion's Wi-Fi (apt-daily), no daily copy of dpkg's database (dpkg-db-backup).
    in_root systemctl disable apt-daily.timer apt-daily-upgrade.timer dpkg-db-backup.timer
    rm -f "$ROOT"/etc/ssh/ssh_host_*
    in_root systemctl mask systemd-firstboot.service
    mkdir -p "$ROOT/etc/systemd/system-preset"
    {
        echo "# The tabletop image: first boot enables what the build enabled, nothing more."
        in_root systemctl list-unit-files --state=enabled --no-legend |
            awk '{ print "enable " $1 }' | LC_ALL=C sort
        echo "disable *"
    } > "$ROOT/etc/systemd/system-preset/00-tabletop-image.preset"
    : > "$ROOT/etc/machine-id"
    rm -f "$ROOT/var/lib/dbus/machine-id"
    echo tabletop > "$ROOT/etc/hostname"
    printf '127.0.0.1\tlocalhost\n127.0.1.1\ttabletop\n::1\t\tlocalhost ip6-localhost ip6-loopback\n' > "$ROOT/etc/hosts"
    rm -f "$ROOT/etc/resolv.conf"
}

# tidy: what a build leaves behind and differs from one build to the next, and apt's
# downloads and package lists (240 MB; `apt update` fetches the lists again on a Pi with a network).
tidy() {
    rm -rf "$ROOT"/var/log/* "$ROOT"/var/cache/ldconfig/aux-cache "$ROOT"/root/.cache
    rm -f "$ROOT"/var/cache/apt/*.bin "$ROOT"/var/cache/apt/archives/*.deb
    find "$ROOT/var/lib/apt/lists" -maxdepth 1 -type f ! -name lock -delete
    rm -f "$ROOT"/etc/*- "$ROOT"/var/lib/dpkg/*-old "$ROOT"/var/cache/debconf/*-old
    find "$ROOT/tmp" "$ROOT/var/tmp" -mindepth 1 -delete
}

case "${1:-}" in
    customize)
        install_box
        boot_files
        first_boot
        closed
        tidy
        ;;
    tidy) tidy ;;
    *) say "usage: customize.sh customize ROOT REPO WHEELS | tidy ROOT" >&2; exit 2 ;;
esac
