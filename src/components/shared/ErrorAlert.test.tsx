import '@testing-library/jest-dom/vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, expect, test } from 'vitest'
import { setupMswServer } from '../../../test/msw.ts'
import * as errors from '../../errors/index.ts'
import { errorOf } from '../../errors/index.ts'
import { createIndexerClient } from '../../indexer/client.ts'
import { userErrorOf } from '../BridgeWidget/errorText.ts'
import { defaultBridgeErrorWords } from '../BridgeWidget/errorWords.ts'
import { defaultBridgeWidgetLabels } from '../BridgeWidget/labels.ts'
import { TxDetail } from '../TxDetail/TxDetail.tsx'
import { defaultErrorLabels, ErrorAlert } from './ErrorAlert.tsx'
import { defaultErrorWords, type ErrorWords } from './errorWords.ts'

afterEach(cleanup)
const server = setupMswServer()

/** Every error class src/errors exports, by name. */
const classNames = Object.entries(errors)
  .filter(([, value]) => typeof value === 'function' && value.prototype instanceof Error)
  .map(([name]) => name)

test("default: ErrorAlert has words of its own for every class a data component can show, and the bridge's classes the generic sentence; the developer text stays behind Details", () => {
  expect(classNames.length).toBeGreaterThan(40)
  // the root's words and the bridge's split the classes: each class has its words in exactly one of them
  for (const name of classNames)
    expect(
      Number(Object.hasOwn(defaultErrorWords, name)) + Number(Object.hasOwn(defaultBridgeErrorWords, name)),
      `${name} has words in exactly one entry`,
    ).toBe(1)
  for (const name of classNames) {
    const own = Object.hasOwn(defaultErrorWords, name)
    expect(Object.hasOwn(defaultErrorLabels, name)).toBe(own)
    const words = own ? defaultErrorLabels[name as keyof ErrorWords] : defaultErrorLabels.generic
    expect(words).toMatch(/\w.*\./)
    render(<ErrorAlert error={errorOf({ name, message: `developer text of ${name}` })} />)
    const alert = screen.getByRole('alert')
    expect(alert.firstChild).toHaveTextContent(words)
    expect(within(alert).getByText(`developer text of ${name}`)).not.toBeVisible()
    cleanup()
  }
})

test("default: the BridgeWidget has words of its own for every error class, none of them the generic one's", () => {
  const { errors: words } = defaultBridgeWidgetLabels
  for (const name of classNames) {
    expect(Object.hasOwn(words, name), `BridgeWidget's labels have no words for ${name}`).toBe(true)
    const { text, details } = userErrorOf(
      errorOf({ name, message: 'developer text' })!,
      defaultBridgeWidgetLabels,
    )
    expect(text).toBe(words[name as errors.ErrorName])
    expect(text).not.toBe(words.generic)
    expect(details).toBe('developer text')
  }
  // "transaction 2 of 2 needs your signature" in words
  expect(
    userErrorOf(
      errorOf({
        name: 'SignatureRequiredError',
        message: 'Transaction 2 of 2 needs your signature to continue.',
      })!,
      defaultBridgeWidgetLabels,
    ).text,
  ).toMatchInlineSnapshot(
    `"Part of your transfer is done. Sign the next transaction in your wallet to continue."`,
  )
  // an error that is not the kit's
  expect(userErrorOf(new TypeError('x is undefined'), defaultBridgeWidgetLabels).text).toBe(words.generic)
})

test('parameters: labels override the words of any class, the rest keep theirs', () => {
  render(
    <ErrorAlert
      error={errorOf({ name: 'JsonRpcError', message: 'code -32000' })}
      labels={{ JsonRpcError: 'Le nœud de la chaîne a refusé la requête.' }}
    />,
  )
  expect(screen.getByRole('alert').firstChild).toHaveTextContent('Le nœud de la chaîne a refusé la requête.')
  cleanup()
  render(
    <ErrorAlert error={errorOf({ name: 'NetworkError', message: '' })} labels={{ details: 'Détails' }} />,
  )
  expect(screen.getByRole('alert').firstChild).toHaveTextContent(defaultErrorLabels.NetworkError)
  expect(screen.getByText('Détails')).toBeInTheDocument()
})

test("behavior: a component's labels reach the error it shows (an indexer answer it cannot read, translated), the words it is not given kept", async () => {
  server.use(
    http.get('http://indexer.test/indexer/tx/v1/txs/:hash', () =>
      HttpResponse.json({ tx: { unexpected: true } }),
    ),
  )
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <TxDetail
        txHash={'AB'.repeat(32)}
        client={createIndexerClient({ baseUrl: 'http://indexer.test' })}
        labels={{
          errors: {
            ResponseValidationError: 'Der Indexer hat etwas geschickt, das diese Seite nicht lesen kann.',
          },
        }}
      />
    </QueryClientProvider>,
  )
  const alert = await screen.findByRole('alert')
  expect(alert.firstChild).toHaveTextContent(
    'Der Indexer hat etwas geschickt, das diese Seite nicht lesen kann.',
  )
  expect(within(alert).getByText(defaultErrorLabels.details)).toBeVisible()
  expect(within(alert).getByText(/Indexer response for \/indexer\/tx\/v1\/txs\/ABAB/)).not.toBeVisible()
})
