#!/bin/sh
# The tabletop image's first boot: the partition that holds / grown to the end of its
# card (growpart), then its ext4 file system, mounted, grown into it (resize2fs).
set -eu
source=$(findmnt --noheadings --output SOURCE /)
name=$(basename "$(readlink -f "$source")")
disk=$(basename "$(readlink -f "/sys/class/block/$name/..")")
number=$(cat "/sys/class/block/$name/partition")
# growpart: 0 grown, 1 nothing to grow (already the whole card), 2 an error.
status=0
growpart "/dev/$disk" "$number" || status=$?
[ "$status" -le 1 ] || exit "$status"
resize2fs "/dev/$name"
mkdir -p /var/lib/tabletop-image
touch /var/lib/tabletop-image/root-grown
echo "tabletop-grow-root: /dev/$name fills its card: $(df -h --output=size / | tail -n 1 | tr -d ' ')"
