import { describe, expect, it } from 'vitest'
import { matchLocale } from './match.ts'
import { locales } from './tags.ts'

describe('matchLocale', () => {
  it('takes the exact tag, in any case, with _ for -', () => {
    expect(matchLocale('pt-BR', locales)).toBe('pt-BR')
    expect(matchLocale('zh-cn', locales)).toBe('zh-CN')
    expect(matchLocale('pt_BR', locales)).toBe('pt-BR')
  })

  it('else the language', () => {
    expect(matchLocale('pt', locales)).toBe('pt-BR')
    expect(matchLocale('pt-PT', locales)).toBe('pt-BR')
    expect(matchLocale('zh', locales)).toBe('zh-CN')
    expect(matchLocale('zh-Hans', locales)).toBe('zh-CN')
    expect(matchLocale('zh-SG', locales)).toBe('zh-CN')
    expect(matchLocale('de-AT', locales)).toBe('de')
    expect(matchLocale('ko-KR', locales)).toBe('ko')
  })

  it('English for any English tag; nothing for a language no locale speaks', () => {
    expect(matchLocale('en', locales)).toBe('en')
    expect(matchLocale('en-GB', locales)).toBe('en')
    expect(matchLocale('xx', locales)).toBeUndefined()
    expect(matchLocale('', locales)).toBeUndefined()
    expect(matchLocale('<script>', locales)).toBeUndefined()
  })
})
