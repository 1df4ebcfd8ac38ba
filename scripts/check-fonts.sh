#!/usr/bin/env bash
# npm run check:fonts: the story screenshots are the same whatever fonts a machine has. Runs the storybook suite
# (every story, its screenshots and the font check) twice, as on two machines: one whose only fonts, `sans-serif`
# and `monospace` are DejaVu, set to slight hinting, and one whose are Liberation, set to full hinting and
# subpixel colour, in another language and time zone. Both must pass against the same baselines. Needs Debian's
# fonts-dejavu-core and fonts-liberation (or any copies of those families that fontconfig finds).
set -euo pipefail
cd "$(dirname "$0")/.."

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# where this machine keeps a family's files, through its system fontconfig (not a FONTCONFIG_FILE set around us)
font_dir() {
  local family file
  family=$(env -u FONTCONFIG_FILE fc-match -f '%{family}' "$1")
  file=$(env -u FONTCONFIG_FILE fc-match -f '%{file}' "$1")
  if [[ $family != "$1"* ]]; then
    echo "No $1 on this machine: apt-get install fonts-dejavu-core fonts-liberation" >&2
    return 1
  fi
  dirname "$file"
}

# machine NAME SANS MONO HINTSTYLE RGBA: a fontconfig setup with only those families and that rendering
machine() {
  local sans_dir mono_dir
  sans_dir=$(font_dir "$2")
  mono_dir=$(font_dir "$3")
  cat >"$work/$1.conf" <<EOF
<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>$sans_dir</dir>
  <dir>$mono_dir</dir>
  <cachedir>$work/cache-$1</cachedir>
  <alias binding="same"><family>sans-serif</family><prefer><family>$2</family></prefer></alias>
  <alias binding="same"><family>serif</family><prefer><family>$2</family></prefer></alias>
  <alias binding="same"><family>monospace</family><prefer><family>$3</family></prefer></alias>
  <alias binding="same"><family>system-ui</family><prefer><family>$2</family></prefer></alias>
  <match target="font">
    <edit name="antialias" mode="assign"><bool>true</bool></edit>
    <edit name="hinting" mode="assign"><bool>true</bool></edit>
    <edit name="hintstyle" mode="assign"><const>$4</const></edit>
    <edit name="rgba" mode="assign"><const>$5</const></edit>
  </match>
</fontconfig>
EOF
  # the setup is what it says: its monospace is the family named
  local mono
  mono=$(FONTCONFIG_FILE="$work/$1.conf" fc-match -f '%{family}' monospace)
  [[ $mono == "$3"* ]] || {
    echo "$1: monospace is $mono, not $3" >&2
    exit 1
  }
}

machine dejavu "DejaVu Sans" "DejaVu Sans Mono" hintslight none
machine liberation "Liberation Sans" "Liberation Mono" hintfull rgb

echo "== the storybook suite with the fonts of a DejaVu machine"
FONTCONFIG_FILE="$work/dejavu.conf" bash scripts/test-stories.sh
echo "== the storybook suite with the fonts of a Liberation machine, in German, in Chatham Islands time"
FONTCONFIG_FILE="$work/liberation.conf" LANG=de_DE.UTF-8 LC_ALL=de_DE.UTF-8 TZ=Pacific/Chatham \
  bash scripts/test-stories.sh
echo "== the screenshots match on both machines' fonts"
