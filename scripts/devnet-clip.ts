// node scripts/devnet-clip.ts: records the devnet's NFT video (packages/devnet/src/media/clip.webm) in Chromium: two
// seconds of a dot circling on a shifting background, 160 px, VP8 (MediaRecorder). Run it only to change the clip;
// the devnet serves the committed file. CHROMIUM_PATH names the browser (default /usr/bin/chromium).
import { writeFileSync } from 'node:fs'
import { chromium } from 'playwright-core'

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' })
try {
  const page = await browser.newPage()
  await page.setContent('<canvas width="160" height="160"></canvas>')
  const base64 = await page.evaluate(async () => {
    const canvas = document.querySelector('canvas')!
    const context = canvas.getContext('2d')!
    const recorder = new MediaRecorder(canvas.captureStream(10), {
      mimeType: 'video/webm;codecs=vp8',
      videoBitsPerSecond: 120_000,
    })
    const chunks: Blob[] = []
    recorder.ondataavailable = (event) => chunks.push(event.data)
    const stopped = new Promise((resolve) => {
      recorder.onstop = resolve
    })
    recorder.start()
    for (let frame = 0; frame < 20; frame++) {
      const turn = frame / 20
      context.fillStyle = `hsl(${200 + 120 * turn} 70% 45%)`
      context.fillRect(0, 0, 160, 160)
      context.fillStyle = '#fff'
      context.beginPath()
      context.arc(
        80 + 50 * Math.cos(turn * 2 * Math.PI),
        80 + 50 * Math.sin(turn * 2 * Math.PI),
        18,
        0,
        2 * Math.PI,
      )
      context.fill()
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    recorder.stop()
    await stopped
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer())
    return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''))
  })
  const clip = Buffer.from(base64, 'base64')
  writeFileSync(new URL('../packages/devnet/src/media/clip.webm', import.meta.url), clip)
  console.log(`packages/devnet/src/media/clip.webm: ${clip.length} bytes`)
} finally {
  await browser.close()
}
