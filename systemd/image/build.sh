#!/usr/bin/env bash
# `make image`: the box as a ready SD card image for the Raspberry Pi Zero 2 W (and the
# 3 and 4: the same arm64 kernel), built offline from Debian's arm64 packages and the
# box's aarch64 wheels. Nothing is fetched on the Pi; nothing is downloaded here but
# Debian packages and Python wheels by name (the versions in wheels.txt).
#
#   sudo apt install mmdebstrap qemu-user-static arch-test dosfstools mtools fdisk \
#       device-tree-compiler xz-utils
#   make image                    # build/image/tabletop.img and tabletop.img.xz
#
# How: mmdebstrap makes the arm64 root file system (qemu's user emulation runs its
# maintainer scripts through binfmt_misc); its customize hook (customize.sh) installs the
# box inside it with systemd/install.sh itself, pip reading only the wheels downloaded
# here; then the two file systems are made from folders (mkfs.vfat and mtools' mcopy,
# mkfs.ext4 -d: no loop mount) and put behind an MBR partition table made with sfdisk on
# the image file. Reproducible: SOURCE_DATE_EPOCH is the commit's time, the disk id,
# volume id and file system UUIDs are fixed, files go in sorted, every time is the
# commit's (see "Reproducible" in docs/image.md for what still differs).
#
# IMAGE_OUT (default build/image), IMAGE_MIRROR (default Debian's; a snapshot.debian.org
# address pins the packages in time), IMAGE_KEEP_ROOT=1 keeps the root folder.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
REPO=$(cd "$HERE/../.." && pwd)
OUT=${IMAGE_OUT:-$REPO/build/image}
MIRROR=${IMAGE_MIRROR:-http://deb.debian.org/debian}
# shellcheck source=systemd/image/layout.sh
. "$HERE/layout.sh"

say() { printf 'image: %s\n' "$*"; }
die() { say "$*" >&2; exit 2; }

SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(git -C "$REPO" log -1 --format=%ct)}
export SOURCE_DATE_EPOCH
export TZ=UTC LC_ALL=C.UTF-8

# The Debian packages of the root file system, beside what install.sh would install
# (it finds them present and installs nothing).
PACKAGES=(
    systemd-sysv udev kmod dbus linux-image-arm64 initramfs-tools raspi-firmware
    firmware-brcm80211 wpasupplicant openssh-server cloud-guest-utils fdisk e2fsprogs
    dosfstools
    python3 python3-venv python3-pip i2c-tools alsa-utils polkitd
    libsdl2-2.0-0 libsdl2-mixer-2.0-0 libespeak-ng1
)

check_tools() {
    local tool missing=()
    for tool in mmdebstrap arch-test mkfs.vfat mcopy sfdisk mkfs.ext4 debugfs dtc fdtoverlay xz python3; do
        command -v "$tool" > /dev/null || missing+=("$tool")
    done
    [ ${#missing[@]} = 0 ] || die "missing: ${missing[*]} (sudo apt install mmdebstrap qemu-user-static arch-test dosfstools mtools fdisk device-tree-compiler xz-utils)"
    [ "$(id -u)" = 0 ] || die "mmdebstrap installs the packages as root: run it as root (sudo make image)"
    arch-test arm64 > /dev/null 2>&1 || enable_arm64
}

# enable_arm64: qemu-aarch64 in binfmt_misc, so the arm64 root file system's programs run
# here (a container may start with binfmt_misc unmounted and nothing registered).
enable_arm64() {
    local rule=/usr/lib/binfmt.d/qemu-aarch64.conf
    [ -r "$rule" ] || die "arm64 programs cannot run here: sudo apt install qemu-user-static"
    say "registering qemu-aarch64 with binfmt_misc (arm64 programs cannot run here yet)"
    mountpoint -q /proc/sys/fs/binfmt_misc ||
        mount -t binfmt_misc binfmt_misc /proc/sys/fs/binfmt_misc
    [ -e /proc/sys/fs/binfmt_misc/qemu-aarch64 ] ||
        cat "$rule" > /proc/sys/fs/binfmt_misc/register
    arch-test arm64 > /dev/null || die "arm64 programs still do not run (arch-test arm64)"
}

# download_wheels: every third-party library of the box and its `pi` extra as an aarch64
# wheel for CPython 3.11 (Debian Bookworm's), the versions in wheels.txt, and the box's
# own build back-end; pip refuses anything that would need a compiler on the Pi.
download_wheels() {
    local platforms=() version
    for version in $(seq 17 36); do platforms+=(--platform "manylinux_2_${version}_aarch64"); done
    rm -rf "$OUT/wheels"
    mkdir -p "$OUT/wheels"
    say "downloading the aarch64 wheels ($HERE/wheels.txt)"
    python3 -m pip download --quiet --no-deps --dest "$OUT/wheels" "${platforms[@]}" \
        --platform manylinux2014_aarch64 --platform linux_aarch64 --only-binary=:all: \
        --python-version 3.11 --implementation cp --abi cp311 --abi abi3 --abi none \
        -r "$HERE/wheels.txt"
}

build_root() {
    say "making the arm64 root file system (mmdebstrap; 15 to 30 minutes on two cores)"
    rm -rf "$OUT/root"
    local include
    include=$(IFS=,; echo "${PACKAGES[*]}")
    mmdebstrap --mode=root --variant=minbase --architectures=arm64 \
        --components=main,non-free-firmware --include="$include" \
        --aptopt='APT::Install-Recommends "false"' \
        --dpkgopt='path-exclude=/usr/share/man/*' \
        --dpkgopt='path-exclude=/usr/share/info/*' \
        --dpkgopt='path-exclude=/usr/share/doc/*' \
        --dpkgopt='path-include=/usr/share/doc/*/copyright' \
        --dpkgopt='path-exclude=/usr/share/locale/*' \
        --customize-hook="'$HERE/customize.sh' customize \"\$1\" '$REPO' '$OUT/wheels'" \
        bookworm "$OUT/root" "deb $MIRROR bookworm main non-free-firmware"
}

# same_times DIR: every file's times the commit's, ctime included (mkfs.ext4 -d copies
# the folder's ctimes, which touch cannot set): see fix_ext4_times.
same_times() {
    find "$1" -depth -exec touch --no-dereference --date="@$SOURCE_DATE_EPOCH" {} +
}

# overlays: the installer's dtoverlay= lines (the I2S amplifier, the USB gadget) made for
# Debian's device trees, and each applied here to every Pi's tree on the card (fdtoverlay,
# the same libfdt as the firmware's) so that one that would not apply fails the build.
overlays() {
    local dir="$OUT/root/boot/firmware" name dtb
    mkdir -p "$dir/overlays"
    for name in max98357a dwc2; do
        dtc -q -@ -I dts -O dtb -o "$dir/overlays/$name.dtbo" "$HERE/$name.dts"
        for dtb in "$dir"/bcm2837-rpi-zero-2-w.dtb "$dir"/bcm2837-rpi-3-b*.dtb "$dir"/bcm2711-rpi-4-b.dtb; do
            fdtoverlay -i "$dtb" -o "$OUT/overlay-check.dtb" "$dir/overlays/$name.dtbo" ||
                die "overlays/$name.dtbo does not apply to $(basename "$dtb")"
        done
    done
    rm -f "$OUT/overlay-check.dtb"
    say "overlays: max98357a.dtbo and dwc2.dtbo apply to the Zero 2 W's, the 3's and the 4's trees"
}

make_boot() {
    say "the boot partition (FAT32, $BOOT_MIB MiB, volume id $BOOT_VOLUME_ID)"
    local fat="$OUT/boot.fat" dir="$OUT/root/boot/firmware" path
    rm -f "$fat"
    mkfs.vfat -C -F 32 -n BOOT -i "$BOOT_VOLUME_ID" --invariant "$fat" $((BOOT_MIB * 1024)) > /dev/null
    same_times "$dir"
    (cd "$dir" && find . -mindepth 1 -type d | LC_ALL=C sort) | while read -r path; do
        MTOOLS_SKIP_CHECK=1 mmd -i "$fat" "::${path#./}"
    done
    (cd "$dir" && find . -type f | LC_ALL=C sort) | while read -r path; do
        MTOOLS_SKIP_CHECK=1 mcopy -m -i "$fat" "$dir/${path#./}" "::${path#./}"
    done
}

make_root() {
    local ext="$OUT/root.ext4" mib
    rm -f "$ext"
    # The boot files are on their own partition now; the folder stays, as its mount point.
    find "$OUT/root/boot/firmware" -mindepth 1 -delete
    same_times "$OUT/root"
    mib=$(root_mib "$(du -s --block-size=1M "$OUT/root" | cut -f1)")
    say "the root partition (ext4, $mib MiB, grown to the card at first boot)"
    E2FSPROGS_FAKE_TIME=$SOURCE_DATE_EPOCH mkfs.ext4 -q -F -L rootfs -U "$ROOT_UUID" \
        -E "hash_seed=$ROOT_UUID,root_owner=0:0,lazy_itable_init=0,nodiscard" \
        -d "$OUT/root" "$ext" "${mib}M"
    fix_ext4_times "$ext" "$OUT/root"
}

# fix_ext4_times EXT4 DIR: every inode's ctime and atime set to the commit's time with
# debugfs (mkfs.ext4 -d copies both: a file's ctime is the moment it was made, and its
# atime the moment the build last read it: two builds' cards differed there alone).
fix_ext4_times() {
    local commands="$OUT/debugfs.commands"
    (cd "$2" && find . -mindepth 1 | LC_ALL=C sort) |
        sed -e 's#^\.##' -e 's/"/\\"/g' |
        awk -v t="$SOURCE_DATE_EPOCH" '{ printf "sif \"%s\" ctime @%s\nsif \"%s\" atime @%s\n", $0, t, $0, t }' > "$commands"
    printf 'sif / ctime @%s\nsif / atime @%s\n' "$SOURCE_DATE_EPOCH" "$SOURCE_DATE_EPOCH" >> "$commands"
    E2FSPROGS_FAKE_TIME=$SOURCE_DATE_EPOCH debugfs -w -f "$commands" "$1" > /dev/null 2>&1
    rm -f "$commands"
}

assemble() {
    local image="$OUT/tabletop.img" boot_bytes root_bytes
    boot_bytes=$(stat -c %s "$OUT/boot.fat")
    root_bytes=$(stat -c %s "$OUT/root.ext4")
    say "assembling $image"
    rm -f "$image"
    truncate -s $((START_SECTOR * 512 + boot_bytes + root_bytes)) "$image"
    partition_table "$boot_bytes" "$root_bytes" | sfdisk --quiet --no-reread --no-tell-kernel "$image"
    dd if="$OUT/boot.fat" of="$image" bs=1M seek=$((START_SECTOR * 512)) oflag=seek_bytes conv=notrunc status=none
    dd if="$OUT/root.ext4" of="$image" bs=1M seek=$((START_SECTOR * 512 + boot_bytes)) oflag=seek_bytes conv=notrunc status=none
    rm -f "$OUT/boot.fat" "$OUT/root.ext4"
    touch --date="@$SOURCE_DATE_EPOCH" "$image"
}

compress() {
    say "compressing (xz)"
    xz -T0 -6 --keep --force "$OUT/tabletop.img"
    (cd "$OUT" && sha256sum tabletop.img tabletop.img.xz > SHA256SUMS)
    say "$(du -h --apparent-size "$OUT/tabletop.img" | cut -f1) raw, $(du -h "$OUT/tabletop.img.xz" | cut -f1) compressed:"
    sed 's/^/  /' "$OUT/SHA256SUMS"
}

main() {
    check_tools
    mkdir -p "$OUT"
    download_wheels
    build_root
    overlays
    make_boot
    make_root
    assemble
    [ "${IMAGE_KEEP_ROOT:-0}" = 1 ] || rm -rf "$OUT/root"
    compress
}

main "$@"
