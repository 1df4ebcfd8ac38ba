// Every story in every locale at a phone's width: which stories scroll sideways, and which words overflow their
// box, that English does not. Storybook (with the devnet) must be running; `npm start` serves both.
//   node scripts/check-locales-layout.ts [--storybook http://localhost:6006] [--stories regex]
//     [--locales ko,de] [--per-component N] [--width 390] [--shots dir (PNGs of the stories matching --shoot)] [--shoot regex]
// The play functions look for English words, so in another locale a story is checked as it first renders (and as
// far as its play gets); the locale's words have loaded once the page's requests are done.
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
async function settled(page: Page, inFlight: () => number, limit = 3000) {
  const start = Date.now()
  let quietSince = Date.now()
  while (Date.now() - start < limit) {
    if (inFlight() > 0) quietSince = Date.now()
    else if (Date.now() - quietSince > 400) return
    await page.waitForTimeout(100)
  }
}

/** What a person would see as broken: a page wider than the phone, and text cut or spilling out of its box. */
const findOverflows = () => {
  const root = document.querySelector('#storybook-root') ?? document.body
  const found: string[] = []
  if (document.documentElement.scrollWidth > window.innerWidth + 1)
    found.push(`page is ${document.documentElement.scrollWidth}px wide`)
  for (const element of root.querySelectorAll<HTMLElement>('*')) {
    const ownText = [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent ?? '')
      .join('')
      .trim()
    if (!ownText || element.clientWidth === 0) continue
    const style = getComputedStyle(element)
    // a scroll area scrolls on purpose (tables, code)
    if (/auto|scroll/.test(style.overflowX)) continue
    const rect = element.getBoundingClientRect()
    const cut = element.scrollWidth > element.clientWidth + 1
    const outside = rect.right > window.innerWidth + 1
    if (!cut && !outside) continue
    const name = `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''}`
    const how = outside ? 'past the screen' : style.textOverflow === 'ellipsis' ? 'cut with …' : 'overflows'
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
const english = new Map<string, Set<string>>()
const problems: string[] = []
let checked = 0
for (const tag of tags) {
  const page = await browser.newPage({ viewport: { width, height: 844 } })
  let requests = 0
  page.on('request', () => requests++)
  page.on('requestfinished', () => requests--)
  page.on('requestfailed', () => requests--)
  // one page load per locale; each story is then switched to as Storybook's own UI does
  await page.goto(`${base}/iframe.html?id=${stories[0]?.id}&viewMode=story&globals=locale:${tag}`, {
    timeout: 60_000,
  })
  await page.waitForFunction(
    () => !!(globalThis as { __STORYBOOK_ADDONS_CHANNEL__?: unknown }).__STORYBOOK_ADDONS_CHANNEL__,
  )
  for (const story of stories) {
    try {
      await page.evaluate((storyId) => {
        const channel = (
          globalThis as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit: (...a: unknown[]) => void } }
        ).__STORYBOOK_ADDONS_CHANNEL__
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' })
      }, story.id)
      await page
        .waitForFunction(
          (storyId) => {
            const render = (
              globalThis as unknown as {
                __STORYBOOK_PREVIEW__?: {
                  currentRender?: { id?: string; story?: { id: string }; phase?: string }
                }
              }
            ).__STORYBOOK_PREVIEW__?.currentRender
            return (
              (render?.story?.id ?? render?.id) === storyId &&
              !['preparing', 'loading', 'beforeEach', 'rendering'].includes(render?.phase ?? 'preparing')
            )
          },
          story.id,
          { timeout: 30_000 },
        )
        .catch(() => problems.push(`${tag} ${story.id}: did not render`))
      // a story that sets the component's own locale (it wins over the provider's) is given this one
      const ownLocale = await page.evaluate(
        ({ storyId, locale }) => {
          const preview = globalThis as unknown as {
            __STORYBOOK_PREVIEW__?: { currentRender?: { story?: { initialArgs?: Record<string, unknown> } } }
            __STORYBOOK_ADDONS_CHANNEL__: { emit: (...a: unknown[]) => void }
          }
          const args = preview.__STORYBOOK_PREVIEW__?.currentRender?.story?.initialArgs ?? {}
          if (!('locale' in args) || args.locale === locale) return false
          preview.__STORYBOOK_ADDONS_CHANNEL__.emit('updateStoryArgs', { storyId, updatedArgs: { locale } })
          return true
        },
        { storyId: story.id, locale: tag },
      )
      if (ownLocale) await page.waitForTimeout(300)
      await settled(page, () => requests)
      const script = scriptOf[tag]
      if (script)
        await page
          .waitForFunction((source) => new RegExp(source).test(document.body.innerText), script.source, {
            timeout: 5000,
          })
          .catch(() => problems.push(`${tag} ${story.id}: none of the locale's words showed`))
      const found = await page.evaluate(findOverflows)
      if (tag === 'en') english.set(story.id, new Set(found.map((line) => line.replace(/: ".*/, ''))))
      else {
        const known = english.get(story.id) ?? new Set()
        for (const line of found)
          if (!known.has(line.replace(/: ".*/, ''))) problems.push(`${tag} ${story.id}: ${line}`)
      }
      if (values.shots && shootFilter.test(story.id))
        await page.screenshot({ path: join(values.shots, `${story.id}.${tag}.${width}.png`), fullPage: true })
    } catch (error) {
      // a reload under the page (the dev server's) or a story that throws: said, and the run goes on
      problems.push(`${tag} ${story.id}: not checked (${(error as Error).message.split('\n')[0]})`)
    }
    checked++
  }
  await page.close()
  console.log(`${tag}: ${stories.length} stories checked`)
}
await browser.close()
console.log(`${checked} story renders at ${width}px (${tags.join(', ')})`)
console.log(
  problems.length ? `not as in English:\n${problems.join('\n')}` : 'every locale lays out as English does',
)
process.exitCode = problems.length ? 1 : 0
