# Shared by install.sh and uninstall.sh: say what is done, do it (or, in a dry run, only
# say it), and edit configuration files so that running twice changes nothing.
#
# Every file path is given as it is on the Pi (/boot/firmware/config.txt) and written
# under $ROOT ("" on the Pi itself, a scratch folder in tests). Commands run only when
# $DRY_RUN is 0 and $FILES_ONLY is 0.

BLOCK_START="# >>> tabletop: written by systemd/install.sh, taken out by uninstall.sh >>>"
BLOCK_END="# <<< tabletop <<<"
CHANGED=0

say() { printf '%s\n' "$*"; }
step() { printf '\n== %s\n' "$*"; }
warn() { printf 'WARNING: %s\n' "$*" >&2; }
die() { printf 'tabletop: %s\n' "$*" >&2; exit 2; }

# usage [CODE]: the script's opening comment, as its help; asked for (--help, CODE 0) on
# standard output, after a wrong option (CODE 2, the default) on standard error.
usage() {
    local code=${1:-2}
    if [ "$code" = 0 ]; then
        sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'
    else
        sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//' >&2
    fi
    exit "$code"
}

# check_where_and_who: --root is a folder (made absolute), --files-only has one, and a
# run that changes the system has root.
check_where_and_who() {
    if [ -n "$ROOT" ]; then
        [ -d "$ROOT" ] || die "--root $ROOT is not a folder"
        ROOT=$(cd "$ROOT" && pwd)
    fi
    [ "$FILES_ONLY" = 0 ] || [ -n "$ROOT" ] || die "--files-only needs --root DIR"
    if [ "$DRY_RUN" = 0 ] && [ "$FILES_ONLY" = 0 ] && [ "$(id -u)" != 0 ]; then
        die "run it with sudo (or look first: $0 --dry-run)"
    fi
}

# run CMD...: run a system command (packages, users, systemctl).
run() {
    if [ "$DRY_RUN" = 1 ]; then
        say "  would run: $*"
    elif [ "$FILES_ONLY" = 1 ]; then
        say "  skipped (--files-only): $*"
    else
        say "  run: $*"
        "$@"
    fi
}

# own_by_root DIR: DIR and all in it owned by root, writable by root only (readable by all).
own_by_root() {
    run chown -R root:root "$1"
    run chmod -R u+rwX,go+rX,go-w "$1"
}

# write_if_changed PATH MODE NEWFILE: put NEWFILE's bytes at PATH unless they are there.
write_if_changed() {
    local path="$1" mode="$2" new="$3" target="$ROOT$1"
    if [ -f "$target" ] && cmp -s "$new" "$target"; then
        say "  unchanged: $path"
        return 0
    fi
    CHANGED=$((CHANGED + 1))
    if [ "$DRY_RUN" = 1 ]; then
        say "  would write: $path"
        local before=/dev/null changes
        [ -f "$target" ] && before="$target"
        changes=$(diff -u --label "$path (now)" --label "$path (after)" "$before" "$new" || true)
        if [ "$(printf '%s\n' "$changes" | wc -l)" -le 40 ]; then
            printf '%s\n' "$changes" | sed 's/^/    /'
        else
            say "    ($(wc -l < "$new") lines, as in the repository)"
        fi
        return 0
    fi
    mkdir -p "$(dirname "$target")"
    cp "$new" "$target.tabletop-new"
    chmod "$mode" "$target.tabletop-new"
    mv -f "$target.tabletop-new" "$target"
    say "  wrote: $path"
}

# put_file PATH MODE < CONTENT: the whole file is ours.
put_file() {
    local new
    new=$(mktemp)
    cat > "$new"
    write_if_changed "$1" "$2" "$new"
    rm -f "$new"
}

# remove_file PATH: take out a file that is wholly ours.
remove_file() {
    local path="$1" target="$ROOT$1"
    if [ ! -e "$target" ]; then
        say "  absent: $path"
        return 0
    fi
    CHANGED=$((CHANGED + 1))
    if [ "$DRY_RUN" = 1 ]; then
        say "  would remove: $path"
    else
        rm -f "$target"
        say "  removed: $path"
    fi
}

# with_block FILE BLOCKFILE: FILE with its tabletop block replaced by BLOCKFILE's lines
# (in place), or with them appended; an empty BLOCKFILE takes the block out.
with_block() {
    awk -v start="$BLOCK_START" -v end="$BLOCK_END" -v blockfile="$2" '
        BEGIN { while ((getline line < blockfile) > 0) block = block line "\n" }
        $0 == start { if (!done) printf "%s", block; done = 1; skip = 1; next }
        skip && $0 == end { skip = 0; next }
        skip { next }
        { print }
        END { if (!done) printf "%s", block }
    ' "$1"
}

# put_block PATH < LINES: our lines in PATH between the markers; the rest is the owner's.
put_block() {
    local path="$1" target="$ROOT$1" lines new current
    lines=$(mktemp)
    new=$(mktemp)
    { say "$BLOCK_START"; cat; say "$BLOCK_END"; } > "$lines"
    current="$target"
    [ -f "$current" ] || current=/dev/null
    with_block "$current" "$lines" > "$new"
    write_if_changed "$path" 644 "$new"
    rm -f "$lines" "$new"
}

# drop_block PATH: take our lines out of PATH, leaving the owner's as they were.
drop_block() {
    local path="$1" target="$ROOT$1" empty new
    if [ ! -f "$target" ] || ! grep -qxF "$BLOCK_START" "$target"; then
        say "  nothing of ours in: $path"
        return 0
    fi
    empty=$(mktemp)
    new=$(mktemp)
    with_block "$target" "$empty" > "$new"
    if [ -s "$new" ]; then
        write_if_changed "$path" 644 "$new"
    else
        remove_file "$path"  # nothing but our lines was in it
    fi
    rm -f "$empty" "$new"
}

# boot_file NAME: config.txt or cmdline.txt where this Pi OS keeps it.
boot_file() {
    if [ -e "$ROOT/boot/firmware/$1" ] || [ ! -e "$ROOT/boot/$1" ]; then
        echo "/boot/firmware/$1"
    else
        echo "/boot/$1"
    fi
}
