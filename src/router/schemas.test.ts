import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { safeParse } from '../http/zodBuildMore.ts'
import { msgsSchema, routerErrorBodySchema, routeSchema, statusSchema, trackSchema } from './schemas.ts'

// Real router bodies recorded by other apps; beside the repository (../shared), not in it. CI always has them.
const samples = join(import.meta.dirname, '../../../shared/specs/samples/router')
const schemaFor = (file: string) =>
  file.includes('error')
    ? file.startsWith('status-')
      ? statusSchema
      : routerErrorBodySchema
    : file.startsWith('route-')
      ? routeSchema
      : file.startsWith('msgs-')
        ? msgsSchema
        : file.startsWith('status-')
          ? statusSchema
          : trackSchema

describe.skipIf(!existsSync(samples) && !process.env.CI)('recorded router samples', () => {
  const files = existsSync(samples) ? readdirSync(samples).filter((file) => file.endsWith('.json')) : []

  test('default: there are samples to check', () => {
    expect(files.length).toBeGreaterThanOrEqual(30)
  })

  test.each(files)('behavior: the schema accepts %s, keeping every field', (file) => {
    const body: unknown = JSON.parse(readFileSync(join(samples, file), 'utf8'))
    const result = safeParse(schemaFor(file), body)
    expect(result.error?.issues ?? []).toEqual([])
    expect(result.data).toEqual(body)
  })
})
