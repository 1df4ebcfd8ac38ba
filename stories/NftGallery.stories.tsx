import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { devnetUrl } from '../.storybook/preview.tsx'
import { NftGallery, type ResolveNftGalleryMedia } from '../src/components/NftGallery/NftGallery.tsx'
import type { NftMedia } from '../src/media/nftMedia.ts'
import { evm, hangingClient, showsRetryableError, unknownChainClient } from './fixtures.ts'

// the devnet's token URIs are ipfs:// and https:// to hosts that do not exist here: every card ends on
// its placeholder (the token id), which is the fallback path a dApp sees when a gateway is down

const meta = {
  title: 'Components/NftGallery',
  component: NftGallery,
  // gateways on the devnet, which has no IPFS: the fallback path without reaching out to public gateways
  args: {
    collectionAddr: evm.bigCollection,
    height: 520,
    gateways: [`${devnetUrl()}/ipfs-a/`, `${devnetUrl()}/ipfs-b/`],
  },
} satisfies Meta<typeof NftGallery>

export default meta
type Story = StoryObj<typeof meta>

/** Every card's media has settled: loaded, or fallen back to its placeholder. */
const settled = (canvasElement: HTMLElement) =>
  waitFor(() => expect(canvasElement.querySelectorAll('.rs-nft-pending')).toHaveLength(0), {
    timeout: 20_000,
  })

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
    // the metadata hosts are unreachable: placeholders with the token id, no broken image
    await settled(canvasElement)
    const card = within(grid).getByRole('button', { name: 'Initia Punks #99' })
    await expect(card.querySelector('.rs-nft-placeholder')).toHaveAttribute('data-label', '#99')
    await expect(grid.querySelectorAll('img')).toHaveLength(0)
  },
}

export const ByAccount: Story = {
  name: 'By account',
  args: { collectionAddr: undefined, account: evm.nft.owner },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByText('25 NFTs')).toBeVisible())
    await expect(canvas.getByRole('button', { name: 'Kong Club #9' })).toBeVisible()
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
  name: 'Token dialog: details and tx history',
  args: { collectionAddr: undefined, account: evm.nft.owner, reverse: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Initia Punks #1' }))
    const dialog = await canvas.findByRole('dialog', { name: 'Initia Punks #1' })
    const history = await within(dialog).findByRole('table', { name: 'Tx history' })
    await waitFor(() => expect(within(history).getAllByRole('row')).toHaveLength(evm.nft.txCount + 1))
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
  context.font = 'bold 28px sans-serif'
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
    const image = await canvas.findByRole('img', { name: 'Punk 99' })
    await expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/)
    await expect(image).toHaveAttribute('loading', 'lazy')
    await expect(canvas.getByRole('button', { name: 'Punk 99 Initia Punks #99' })).toBeVisible()
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
