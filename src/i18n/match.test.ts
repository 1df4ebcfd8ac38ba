import { describe, expect, it } from 'vitest'
import { matchLocale } from './match.ts'

describe('matchLocale', () => {
  it('takes the exact tag, in any case, with _ for -', () => {
    expect(matchLocale('pt-BR')).toBe('pt-BR')
    expect(matchLocale('zh-cn')).toBe('zh-CN')
    expect(matchLocale('pt_BR')).toBe('pt-BR')
  })

  it('else the language', () => {
    expect(matchLocale('pt')).toBe('pt-BR')
    expect(matchLocale('pt-PT')).toBe('pt-BR')
    expect(matchLocale('zh')).toBe('zh-CN')
    expect(matchLocale('zh-Hans')).toBe('zh-CN')
    expect(matchLocale('zh-SG')).toBe('zh-CN')
    expect(matchLocale('de-AT')).toBe('de')
    expect(matchLocale('ko-KR')).toBe('ko')
  })

  it('English for any English tag; nothing for a language no locale speaks', () => {
    expect(matchLocale('en')).toBe('en')
    expect(matchLocale('en-GB')).toBe('en')
    expect(matchLocale('xx')).toBeUndefined()
    expect(matchLocale('')).toBeUndefined()
    expect(matchLocale('<script>')).toBeUndefined()
  })
})
