// How the test Chromium draws glyphs, the same on every machine: on Linux, Chromium takes antialiasing, hinting
// and subpixel colour from fontconfig, so a machine set to full hinting draws the story fonts narrower and every
// screenshot differs. This writes a fontconfig setup that keeps the machine's own (its fonts, and
// FONTCONFIG_FILE where set) and then pins how every font is drawn to what the baselines were made with.
import { mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** The path of that setup, for the browser's FONTCONFIG_FILE. */
export function pinnedFontRendering(): string {
  const machine = process.env.FONTCONFIG_FILE ?? '/etc/fonts/fonts.conf'
  const directory = join(tmpdir(), 'rollscope-fontconfig')
  mkdirSync(directory, { recursive: true })
  const file = join(directory, `${Buffer.from(machine).toString('base64url')}.conf`)
  writeFileSync(
    file,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">${machine}</include>
  <match target="font">
    <edit name="antialias" mode="assign"><bool>true</bool></edit>
    <edit name="hinting" mode="assign"><bool>true</bool></edit>
    <edit name="hintstyle" mode="assign"><const>hintslight</const></edit>
    <edit name="autohint" mode="assign"><bool>false</bool></edit>
    <edit name="rgba" mode="assign"><const>none</const></edit>
    <edit name="lcdfilter" mode="assign"><const>lcddefault</const></edit>
  </match>
</fontconfig>
`,
  )
  return file
}
