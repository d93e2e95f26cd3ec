# The card's layout, shared by build.sh (which makes it) and check.py's tests: an MBR
# partition table (the Pi's firmware reads no GPT on a Zero 2 W or a 3), a FAT32 boot
# partition the firmware reads, an ext4 root partition grown to the card at first boot.
# Every identifier is fixed, so two builds give the same bytes.

DISK_ID=0x7461626c                            # "tabl": root=PARTUUID=7461626c-02
BOOT_VOLUME_ID=7461626c
ROOT_UUID=7461626c-6574-6f70-8000-000000000002
START_SECTOR=8192                             # 4 MiB: the first partition's alignment
BOOT_MIB=256

# root_mib USED_MIB: the root partition's size, the files' plus a quarter and 64 MiB (the
# inodes, the journal, the box's first state and cache until first boot grows it).
root_mib() {
    echo $(( $1 + $1 / 4 + 64 ))
}

# partition_table BOOT_BYTES ROOT_BYTES: the sfdisk script of the card.
partition_table() {
    local boot_sectors=$(( $1 / 512 )) root_sectors=$(( $2 / 512 ))
    printf 'label: dos\nlabel-id: %s\nunit: sectors\n\n' "$DISK_ID"
    printf 'start=%s, size=%s, type=c, bootable\n' "$START_SECTOR" "$boot_sectors"
    printf 'start=%s, size=%s, type=83\n' $(( START_SECTOR + boot_sectors )) "$root_sectors"
}
