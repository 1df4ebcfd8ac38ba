import { HttpResponse, http } from 'msw'
import { describe, expect, test } from 'vitest'
import { setupMswServer } from '../../test/msw.ts'
import { ResponseValidationError } from '../errors/http.ts'
import { richListResponseSchema } from '../indexer/richList.ts'
import { routeSchema } from '../router/schemas.ts'
import { requestJson } from './request.ts'
import * as z from './zodCore.ts'

// zod's classes load in two chunks: zodBuild.ts for an indexer's first page, zodBuildMore.ts for the other kinds
const server = setupMswServer()
const baseUrl = 'http://split.test'
const kindSchema = z.looseObject({ kind: z.union([z.literal('send'), z.enum(['swap', 'transfer'])]) })

describe('zod in two chunks', () => {
  test('behavior: a rich list page needs only the first chunk; a route needs the second', () => {
    expect(z.moreOf(richListResponseSchema)).toBeUndefined()
    expect(z.moreOf(routeSchema)).toBeTypeOf('function')
    expect(z.moreOf(z.looseObject({ list: z.array(z.optional(z.nonNegativeInt())) }))).toBeTypeOf('function')
  })

  test('behavior: the first chunk alone refuses a kind it does not hold, rather than passing it unchecked', async () => {
    const { safeParse } = await import('./zodBuild.ts')
    expect(() => safeParse(kindSchema, { kind: 'send' })).toThrow(/needs zodBuildMore/)
  })

  test('behavior: an answer whose schema has a union is checked with the second chunk, loaded for it', async () => {
    let kind = 'swap'
    server.use(http.get(`${baseUrl}/kind`, () => HttpResponse.json({ kind })))
    const get = () =>
      requestJson({ baseUrl, retry: false }, { service: 'Test', path: '/kind', schema: kindSchema })
    await expect(get()).resolves.toEqual({ kind: 'swap' })
    kind = 'burn'
    await expect(get()).rejects.toBeInstanceOf(ResponseValidationError)
  })
})
