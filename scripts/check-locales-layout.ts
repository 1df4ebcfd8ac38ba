// Every story in every locale at a phone's width: which stories scroll sideways, which words overflow their box,
// and which buttons' words wrap, that English does not. Storybook (with the devnet) must be running; `npm start` serves both.
//   node scripts/check-locales-layout.ts [--storybook http://localhost:6006] [--stories regex]
//     [--locales ko,de] [--per-component N] [--width 390] [--shots dir (PNGs of the stories matching --shoot)] [--shoot regex]
// Each story plays in English (its play function looks for English words), then the same render is switched to
// each locale, its state kept; the locale's words have loaded once the page's requests are done.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium, type Page } from 'playwright'
import { locales } from '../src/i18n/tags.ts'

const { values } = parseArgs({
  options: {
    storybook: { type: 'string', default: 'http://localhost:6006' },
    stories: { type: 'string', default: '^(components|dapp)-' },
    locales: { type: 'string', default: locales.join(',') },
    width: { type: 'string', default: '390' },
    shots: { type: 'string' },
    // only the first N stories of each component (a quick pass)
    'per-component': { type: 'string' },
    shoot: { type: 'string', default: 'bridgewidget|sendform|richlisttable|txdetail|searchbox' },
  },
})
const base = values.storybook.replace(/\/$/, '')
const width = Number(values.width)
const tags = ['en', ...values.locales.split(',').filter((tag) => tag && tag !== 'en')]

type Entry = { id: string; type: string }
const index = (await (await fetch(`${base}/index.json`)).json()) as { entries: Record<string, Entry> }
const storyFilter = new RegExp(values.stories)
const perComponent = Number(values['per-component'] ?? Number.POSITIVE_INFINITY)
const shown = new Map<string, number>()
const stories = Object.values(index.entries).filter((e) => {
  if (e.type !== 'story' || !storyFilter.test(e.id)) return false
  const component = e.id.split('--')[0] ?? e.id
  shown.set(component, (shown.get(component) ?? 0) + 1)
  return (shown.get(component) ?? 0) <= perComponent
})

/** Scripts a locale writes in: its words are on the page once one of them is. */
const scriptOf: Record<string, RegExp> = {
  ko: /[\uac00-\ud7af]/,
  ja: /[\u3040-\u30ff]/,
  'zh-CN': /[\u4e00-\u9fff]/,
  ru: /[\u0400-\u04ff]/,
}

/** Waits until the page has no request in flight for a moment (or `limit` ms have gone). */
async function settled(page: Page, inFlight: () => number, limit = 2000) {
  const start = Date.now()
  let quietSince = Date.now()
  while (Date.now() - start < limit) {
    if (inFlight() > 0) quietSince = Date.now()
    else if (Date.now() - quietSince > 300) return
    await page.waitForTimeout(100)
  }
}

/** What a person would see as broken: a page wider than the phone, and text cut or spilling out of its box. */
const findOverflows = () => {
  const root = document.querySelector('#storybook-root') ?? document.body
  const found: string[] = []
  if (document.documentElement.scrollWidth > window.innerWidth + 1)
    found.push(`page is ${document.documentElement.scrollWidth}px wide`)
  // a placeholder is drawn in the field's own box, not as text the loop below sees
  const measure = document.createElement('canvas').getContext('2d')
  for (const input of root.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
    if (input.value || !measure || input.clientWidth <= 1) continue
    const style = getComputedStyle(input)
    measure.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
    const room =
      input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight)
    if (measure.measureText(input.placeholder).width > room + 1)
      found.push(`input${input.name ? `[name=${input.name}]` : ''} placeholder cut: "${input.placeholder}"`)
  }
  for (const element of root.querySelectorAll<HTMLElement>('*')) {
    const ownText = [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent ?? '')
      .join('')
      .trim()
    // a visually hidden text (1 px, for screen readers) is not seen
    if (!ownText || element.clientWidth <= 1) continue
    const style = getComputedStyle(element)
    // a scroll area scrolls on purpose (tables, code)
    if (/auto|scroll/.test(style.overflowX)) continue
    const rect = element.getBoundingClientRect()
    const cut = element.scrollWidth > element.clientWidth + 1
    const outside = rect.right > window.innerWidth + 1
    // a button's word broken over lines (Korean breaks between any two syllables when squeezed)
    const range = document.createRange()
    range.selectNodeContents(element)
    const lines = new Set([...range.getClientRects()].map((line) => Math.round(line.top))).size
    const wrapped = element.tagName === 'BUTTON' && lines > 1
    if (!cut && !outside && !wrapped) continue
    const name = `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''}`
    const how = outside
      ? 'past the screen'
      : cut
        ? style.textOverflow === 'ellipsis'
          ? 'cut with …'
          : 'overflows'
        : 'wraps onto more lines'
    found.push(`${name} ${how}: "${ownText.slice(0, 60)}"`)
  }
  return found
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
})
const shootFilter = new RegExp(values.shoot)
if (values.shots) mkdirSync(values.shots, { recursive: true })
const problems: string[] = []
/** A finding, printed at once (a full run is long) and again at the end. */
const report = (line: string) => {
  problems.push(line)
  console.log(`  ${line}`)
}
const page = await browser.newPage({ viewport: { width, height: 844 } })
let requests = 0
page.on('request', () => requests++)
page.on('requestfinished', () => requests--)
page.on('requestfailed', () => requests--)

type Preview = {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: {
      id?: string
      story?: { id: string; initialArgs?: Record<string, unknown> }
      phase?: string
    }
  }
  __STORYBOOK_ADDONS_CHANNEL__: { emit: (...a: unknown[]) => void }
}

/** Opens a story in English and waits for its play function (it looks for English words) to end. */
async function openInEnglish(storyId: string) {
  await page.evaluate((id) => {
    const channel = (globalThis as unknown as Preview).__STORYBOOK_ADDONS_CHANNEL__
    channel.emit('updateGlobals', { globals: { locale: 'en' } })
    channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' })
  }, storyId)
  await page.waitForFunction(
    (id) => {
      const render = (globalThis as unknown as Preview).__STORYBOOK_PREVIEW__?.currentRender
      return (
        (render?.story?.id ?? render?.id) === id &&
        ['completed', 'finished', 'errored', 'aborted', 'played'].includes(render?.phase ?? '')
      )
    },
    storyId,
    { timeout: 60_000 },
  )
}

/** The rendered story, its state kept, in another locale: the provider's, and the component's own where set. */
async function switchLocale(storyId: string, locale: string) {
  await page.evaluate(
    ({ id, tag }) => {
      const preview = globalThis as unknown as Preview
      preview.__STORYBOOK_ADDONS_CHANNEL__.emit('updateGlobals', { globals: { locale: tag } })
      const args = preview.__STORYBOOK_PREVIEW__?.currentRender?.story?.initialArgs ?? {}
      // a story that sets the component's own locale (it wins over the provider's) is given this one
      if ('locale' in args)
        preview.__STORYBOOK_ADDONS_CHANNEL__.emit('updateStoryArgs', {
          storyId: id,
          updatedArgs: { locale: tag },
        })
    },
    { id: storyId, tag: locale },
  )
  await page.waitForTimeout(200)
  await settled(page, () => requests)
  const script = scriptOf[locale]
  if (script)
    await page
      .waitForFunction((source) => new RegExp(source).test(document.body.innerText), script.source, {
        timeout: 5000,
      })
      .catch(() => report(`${locale} ${storyId}: none of the locale's words showed`))
}

const withoutText = (line: string) => line.replace(/: ".*/, '')
await page.goto(`${base}/iframe.html?id=${stories[0]?.id}&viewMode=story&globals=locale:en`, {
  timeout: 60_000,
})
await page.waitForFunction(
  () => !!(globalThis as { __STORYBOOK_ADDONS_CHANNEL__?: unknown }).__STORYBOOK_ADDONS_CHANNEL__,
)
let checked = 0
for (const story of stories) {
  try {
    await openInEnglish(story.id)
    await settled(page, () => requests)
    const english = new Set((await page.evaluate(findOverflows)).map(withoutText))
    for (const tag of tags.filter((tag) => tag !== 'en')) {
      await switchLocale(story.id, tag)
      for (const line of await page.evaluate(findOverflows))
        if (!english.has(withoutText(line))) report(`${tag} ${story.id}: ${line}`)
      if (values.shots && shootFilter.test(story.id))
        await page.screenshot({ path: join(values.shots, `${story.id}.${tag}.${width}.png`), fullPage: true })
      checked++
    }
  } catch (error) {
    // a reload under the page (the dev server's) or a story that throws: said, and the run goes on
    report(`${story.id}: not checked (${(error as Error).message.split('\n')[0]})`)
  }
  console.log(`${story.id}: checked`)
}
await browser.close()
console.log(`${checked} story renders at ${width}px (${tags.join(', ')})`)
console.log(
  problems.length ? `not as in English:\n${problems.join('\n')}` : 'every locale lays out as English does',
)
process.exitCode = problems.length ? 1 : 0
