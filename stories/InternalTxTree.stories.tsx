import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { InternalTxTree } from '../src/components/InternalTxTree/InternalTxTree.tsx'
import usage from './docs/components/InternalTxTree.md?raw'
import { evm, hangingClient, showsRetryableError, unknownChainClient } from './fixtures.ts'

const meta = {
  title: 'Components/InternalTxTree',
  component: InternalTxTree,
  // a docs page: the props table, and the usage in docs/components
  tags: ['autodocs'],
  parameters: { docs: { description: { component: usage } } },
  args: { txHash: evm.nestedEvmTxHash ?? undefined },
} satisfies Meta<typeof InternalTxTree>

export default meta
type Story = StoryObj<typeof meta>

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const tree = await canvas.findByRole('tree', { name: 'Internal calls' })
    const items = () => within(tree).getAllByRole('treeitem')
    // the fixture nests two levels below the top call, all expanded at first
    const top = items()[0] as HTMLElement
    await expect(top).toHaveAttribute('aria-level', '1')
    await expect(top).toHaveAttribute('aria-expanded', 'true')
    await expect(tree.querySelector('[aria-level="3"]')).not.toBeNull()
    await expect(top).toHaveAccessibleName(/^(CALL|CREATE) 0x.* to 0x.* gas used \/ limit [\d,]+ \/ [\d,]+$/)
    const count = items().length

    // keyboard: Tab into the tree, Down to the first child, Left to its parent, Left collapses, Right expands
    await userEvent.tab()
    await expect(top).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    const child = items()[1] as HTMLElement
    await expect(child).toHaveFocus()
    await expect(child).toHaveAttribute('aria-level', '2')
    if (child.getAttribute('aria-expanded') === 'true') {
      await userEvent.keyboard('{ArrowLeft}')
      await expect(child).toHaveAttribute('aria-expanded', 'false')
      await expect(child).toHaveFocus()
    }
    await userEvent.keyboard('{ArrowLeft}')
    await expect(top).toHaveFocus()
    await userEvent.keyboard('{ArrowLeft}')
    await expect(top).toHaveAttribute('aria-expanded', 'false')
    await expect(items()).toHaveLength(1)
    await userEvent.keyboard('{ArrowRight}')
    await expect(top).toHaveAttribute('aria-expanded', 'true')
    await userEvent.keyboard('{End}')
    await expect(items().at(-1)).toHaveFocus()
    await userEvent.keyboard('{Home}')
    await expect(top).toHaveFocus()
    // a click toggles too
    await userEvent.click(within(top).getAllByText(/CALL|CREATE/)[0] as HTMLElement)
    await expect(top).toHaveAttribute('aria-expanded', 'false')
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(items().length).toBeGreaterThanOrEqual(count - 1))
  },
}

export const WithDecimals: Story = {
  name: "A call that moves value, in the chain's fee token",
  args: { txHash: evm.valueEvmTxHash ?? undefined },
  play: async ({ canvasElement }) => {
    const tree = await within(canvasElement).findByRole('tree')
    // only the calls that move value say so: no "value 0" rows
    const values = within(tree).getAllByText(/^value$/)
    await expect(values.length).toBeLessThan(within(tree).getAllByRole('treeitem').length)
    await expect(tree).toHaveTextContent(/value \d[\d,]*(\.\d+)? INIT/)
  },
}

export const Reverted: Story = {
  name: 'A reverted call and its reason',
  args: { txHash: evm.revertedEvmTxHash ?? undefined },
  play: async ({ canvasElement }) => {
    const tree = await within(canvasElement).findByRole('tree')
    const [top] = within(tree).getAllByRole('treeitem')
    await expect(top).toHaveAccessibleName(/Reverted: ERC20: transfer amount exceeds balance/)
  },
}

export const Empty: Story = {
  args: { txHash: `0x${'ab'.repeat(32)}` },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('No internal calls.')).toBeVisible())
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
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('tree')
  },
}
