import { expect, test } from 'vitest'
import { HttpError } from '../errors/http.ts'
import { indexerHasNoRecord } from './notFound.ts'
import { indexerLacksPath } from './unserved.ts'

const url = 'https://indexer.test/indexer/tx/v1/txs/AB'
const answer = (status: number, body: string) => new HttpError('Indexer', url, status, body)

test('behavior: each indexer’s "no such record", told apart from a path it does not serve', () => {
  const rollytics = answer(404, '[NOT_FOUND] transaction not found')
  const core = answer(404, '{"status_code":404,"message":"No valid transaction files found for hash AB"}')
  const unrouted = answer(404, 'Cannot GET /indexer/block/v1/blocks/7')
  expect([rollytics, core, unrouted].map(indexerHasNoRecord)).toEqual([true, true, false])
  expect([rollytics, core, unrouted].map(indexerLacksPath)).toEqual([false, false, true])
  // the core indexer's other errors, and a 404 from something in front of the indexer, are errors
  expect(indexerHasNoRecord(answer(500, '{"status_code":500,"message":"Internal server error"}'))).toBe(false)
  expect(indexerHasNoRecord(answer(404, '<html>Not Found</html>'))).toBe(false)
  expect(indexerHasNoRecord(new Error('[NOT_FOUND]'))).toBe(false)
})
