import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { devnetUrl } from '../.storybook/preview.tsx'
import { NftGallery, type ResolveNftGalleryMedia } from '../src/components/NftGallery/NftGallery.tsx'
import type { NftMedia } from '../src/media/nftMedia.ts'
import usage from './docs/components/NftGallery.md?raw'
import { evm, hangingClient, showsRetryableError, unknownChainClient } from './fixtures.ts'

// The devnet serves what the token URIs point at: an IPFS gateway (and one that is down, and one that is slow) and
// a plain metadata host, with pictures, videos and traits, and a few tokens that fail as real hosts do.
const gateway = (name: string) => `${devnetUrl()}/${name}/`
// the first gateway is down: every ipfs picture comes from the second, the fallback a dApp sees on a bad day
const fallbackGateways = [gateway('gateway-down/ipfs'), gateway('ipfs')]

const meta = {
  title: 'Components/NftGallery',
  component: NftGallery,
  // a docs page: the props table, and the usage in docs/components
  tags: ['autodocs'],
  parameters: { docs: { description: { component: usage } } },
  args: { collectionAddr: evm.bigCollection, height: 520, gateways: fallbackGateways },
} satisfies Meta<typeof NftGallery>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Every card's media has settled: its picture decoded, or fallen back to its placeholder. No broken image is left:
 * one that failed on every gateway gave way to the placeholder.
 */
const settled = (canvasElement: HTMLElement) =>
  waitFor(
    () => {
      expect(canvasElement.querySelectorAll('.rs-nft-grid > li').length).toBeGreaterThan(0)
      expect(canvasElement.querySelectorAll('.rs-nft-pending')).toHaveLength(0)
      for (const image of canvasElement.querySelectorAll('img'))
        expect(image.complete && image.naturalWidth > 0, image.src).toBe(true)
    },
    { timeout: 20_000 },
  )

const pictures = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll('img')]

/** Cards side by side in the first row: the columns a person sees. */
const columnsShown = (canvas: HTMLElement) => {
  const cards = [...canvas.querySelectorAll('.rs-nft-grid > li')].map((card) => card.getBoundingClientRect())
  const firstRow = cards.filter((card) => Math.abs(card.top - (cards[0]?.top ?? 0)) < 1)
  return firstRow.length
}

export const Success: Story = {
  name: 'Success by collection',
  parameters: {
    visual: {
      check: async (viewport: { name: string }, canvas: HTMLElement) => {
        await waitFor(() =>
          expect(columnsShown(canvas)).toBeGreaterThanOrEqual(viewport.name === 'desktop' ? 4 : 2),
        )
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByText('271 NFTs')).toBeVisible())
    const grid = canvas.getByRole('region', { name: 'NFTs' })
    await expect(within(grid).getAllByRole('button', { name: /^Initia Punks #\d+$/ }).length).toBeGreaterThan(
      3,
    )
    // each picture came through the second gateway: the first is down
    await settled(canvasElement)
    await expect(pictures(grid).length).toBeGreaterThan(3)
    for (const image of pictures(grid)) await expect(image.currentSrc).toContain(`${devnetUrl()}/ipfs/`)
    // the caption names the card: its picture is decoration (alt="")
    const card = within(grid).getByRole('button', { name: 'Initia Punks #99' })
    await expect(card.querySelector('img[alt=""]')).toBeVisible()
  },
}

export const ByAccount: Story = {
  name: 'By account',
  args: { collectionAddr: undefined, account: evm.nft.owner },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByText('25 NFTs')).toBeVisible())
    await expect(canvas.getByRole('button', { name: 'Kong Club #9' })).toBeVisible()
    // several collections: on IPFS and on a plain metadata host
    await settled(canvasElement)
    const sources = pictures(canvasElement).map((image) => image.currentSrc)
    await expect(sources.some((src) => src.includes('/nft-media/'))).toBe(true)
    await expect(sources.some((src) => src.includes('/ipfs/'))).toBe(true)
  },
}

export const BrokenMedia: Story = {
  name: 'Broken media: placeholders, never a broken image',
  // ascending ids: among the first, tokens whose metadata is missing (404) or rate-limited (429), whose picture is
  // HTML or broken bytes
  args: { reverse: false, pageSize: 30, collectionAddr: evm.collections[1] },
  play: async ({ canvasElement }) => {
    await settled(canvasElement)
    const placeholders = canvasElement.querySelectorAll('.rs-nft-grid .rs-nft-placeholder')
    await expect(placeholders.length).toBeGreaterThan(0)
    await expect(pictures(canvasElement).length).toBeGreaterThan(placeholders.length)
  },
}

export const SlowMedia: Story = {
  name: 'Slow media: skeletons, then pictures',
  args: { gateways: [gateway('slow-gateway/ipfs')], pageSize: 12 },
  play: async ({ canvasElement }) => {
    // the gateway takes 1.5 s per file: each card waits on its skeleton
    await waitFor(() => expect(canvasElement.querySelectorAll('.rs-nft-pending').length).toBeGreaterThan(3))
    await expect(pictures(canvasElement)).toHaveLength(0)
    await settled(canvasElement)
    await expect(pictures(canvasElement).length).toBeGreaterThan(3)
  },
}

export const LongList: Story = {
  // where the scrolling stopped depends on timing: the picture is taken back at the top
  parameters: { visual: { scrollToTop: true } },
  args: { pageSize: 24, height: 420 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByText('271 NFTs')).toBeVisible())
    const grid = canvas.getByRole('region', { name: 'NFTs' })
    // scroll to the end of what is loaded: the next pages arrive, and the DOM stays small
    const lastPosition = () => Number(grid.querySelector('li:last-child')?.getAttribute('aria-posinset'))
    // each try scrolls to the bottom again, until the last page has arrived (a busy machine just takes more tries)
    await waitFor(
      () => {
        grid.scrollTop = grid.scrollHeight
        expect(lastPosition()).toBe(271)
      },
      { timeout: 30_000, interval: 100 },
    )
    await expect(grid.querySelectorAll('li').length).toBeLessThanOrEqual(60)
    await expect(grid.querySelector('li')?.getAttribute('aria-setsize')).toBe('271')
  },
}

export const TokenDetailOpen: Story = {
  name: 'Token detail open',
  // ascending token ids: the devnet's busiest token (#1, with 10 txs) comes first
  args: { collectionAddr: undefined, account: evm.nft.owner, reverse: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const card = await canvas.findByRole('button', { name: 'Initia Punks #1' })
    await userEvent.click(card)
    const dialog = await canvas.findByRole('dialog', { name: 'Initia Punks #1' })
    await expect(dialog).toContainElement(document.activeElement as HTMLElement)
    await within(dialog).findByRole('heading', { name: `Tx history (${evm.nft.txCount})` })
    const history = within(dialog).getByRole('table', { name: 'Tx history' })
    await waitFor(() => expect(within(history).getAllByRole('row')).toHaveLength(evm.nft.txCount + 1))
    await expect(within(dialog).getByText(evm.nft.owner)).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull())
    await expect(card).toHaveFocus()
  },
}

export const TokenDialog: Story = {
  name: 'Token dialog: video, traits and tx history',
  // the video's frame depends on how far it has loaded
  parameters: { visual: { mask: ['.rs-nft-dialog video'] } },
  args: { collectionAddr: undefined, account: evm.nft.owner, reverse: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Initia Punks #1' }))
    const dialog = await canvas.findByRole('dialog', { name: 'Initia Punks #1' })
    const history = await within(dialog).findByRole('table', { name: 'Tx history' })
    await waitFor(() => expect(within(history).getAllByRole('row')).toHaveLength(evm.nft.txCount + 1))
    // token #1 has a video beside its picture, and four traits
    const video = dialog.querySelector('video')
    await expect(video?.getAttribute('src')).toMatch(/\/ipfs\/bafybeim[0-9a-f]+\/1\.webm$/)
    await expect(video).toHaveAttribute('controls')
    await waitFor(() => expect(video?.readyState).toBeGreaterThanOrEqual(1), { timeout: 10_000 })
    const traits = await within(dialog).findByRole('region', { name: 'Traits (4)' })
    await expect(within(traits).getByText('Background')).toBeVisible()
    await expect(within(traits).getByText('Generation')).toBeVisible()
    await expect(within(dialog).getByText(/drawn by the rollscope devnet/)).toBeVisible()
  },
}

/** A tiny generated picture per token: the success path, with no network. */
function swatch(tokenId: string): string {
  const canvas = document.createElement('canvas')
  canvas.width = canvas.height = 96
  const context = canvas.getContext('2d')
  if (!context) return ''
  context.fillStyle = `hsl(${(Number(tokenId) * 47) % 360} 65% 55%)`
  context.fillRect(0, 0, 96, 96)
  context.fillStyle = '#fff'
  // the story font (.storybook/fonts.ts), loaded before the story: a machine's sans-serif differs
  context.font = 'bold 28px "Inter Variable"'
  context.textAlign = 'center'
  context.fillText(tokenId, 48, 58)
  return canvas.toDataURL('image/png')
}

const generatedMedia: ResolveNftGalleryMedia = (token) => ({
  name: `Punk ${token.nft.token_id}`,
  description: 'A generated picture, resolved by a custom `resolveMedia`.',
  image: { kind: 'image', urls: [swatch(token.nft.token_id)] },
})

export const WithMedia: Story = {
  name: 'With media (custom resolver)',
  args: { resolveMedia: generatedMedia },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const card = await canvas.findByRole('button', { name: 'Punk 99 Initia Punks #99' })
    await waitFor(() => expect(card.querySelector('img')).not.toBeNull())
    const image = card.querySelector('img')!
    await expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/)
    await expect(image).toHaveAttribute('loading', 'lazy')
  },
}

const hostileMedia: ResolveNftGalleryMedia = (): NftMedia => ({
  name: 'Hostile',
  image: {
    kind: 'image',
    urls: [
      'javascript:alert(1)',
      'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
      'data:text/html,<script>',
    ],
  },
  animation: { kind: 'video', urls: ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='] },
})

export const UnsafeMedia: Story = {
  name: 'Unsafe media refused',
  args: { resolveMedia: hostileMedia, pageSize: 8 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getAllByRole('button', { name: /^Hostile/ }).length).toBeGreaterThan(0))
    await settled(canvasElement)
    // nothing of it reaches the DOM: placeholders only
    await expect(canvasElement.querySelectorAll('img, video, audio')).toHaveLength(0)
    await expect(canvasElement.innerHTML).not.toMatch(/javascript:|data:text|svg\+xml/)
  },
}

export const Empty: Story = {
  args: { collectionAddr: undefined, account: '0x0000000000000000000000000000000000000001' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('No NFTs yet.')).toBeVisible())
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { client: unknownChainClient() },
  play: showsRetryableError,
}

export const Loading: Story = {
  args: { client: hangingClient() },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-state="loading"]')).not.toBeNull()
    await expect(within(canvasElement).getByText('Loading NFTs…')).toBeInTheDocument()
  },
}

export const Dark: Story = {
  args: { resolveMedia: generatedMedia },
  globals: { theme: 'dark' },
  // axe checks the loaded dark state, not the skeleton
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-state="loading"]')).toBeNull(), {
      timeout: 10_000,
    })
  },
}
