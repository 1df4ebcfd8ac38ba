import '@testing-library/jest-dom/vitest'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test } from 'vitest'
import { LazyView } from './LazyView.tsx'
import { defaultBridgeWidgetLabels as labels } from './labels.ts'

afterEach(cleanup)

/** A view's chunk that fails to load the first time (offline), then loads. */
function flakyChunk() {
  let calls = 0
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  const load = async () => {
    calls++
    await released
    if (calls === 1) throw new TypeError('Failed to fetch dynamically imported module')
    return ({ who }: { who: string }) => <h3>Review for {who}</h3>
  }
  return { load, release, calls: () => calls }
}

test('behavior: a view that cannot load says so in words, keeps the rest of the page, and loads on Try again', async () => {
  const chunk = flakyChunk()
  render(
    <main>
      <h2>Bridge</h2>
      <LazyView load={chunk.load} labels={labels} loading="Loading the review">
        {(Review) => <Review who="alice" />}
      </LazyView>
    </main>,
  )
  expect(await screen.findByRole('status')).toHaveTextContent('Loading the review')
  chunk.release()

  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent(labels.errors.ModuleLoadError)
  expect(labels.errors.ModuleLoadError).toMatch(/could not be loaded/)
  expect(screen.getByRole('heading', { name: 'Bridge' })).toBeInTheDocument()

  await userEvent.click(screen.getByRole('button', { name: labels.retry }))
  expect(await screen.findByRole('heading', { name: 'Review for alice' })).toBeInTheDocument()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  expect(chunk.calls()).toBe(2)
})
