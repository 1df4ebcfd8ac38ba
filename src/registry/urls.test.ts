// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the registry's explorer templates are plain strings with ${...}
import { describe, expect, test } from 'vitest'
import { linkTemplate, safeBaseUrl, safeUrl } from './urls.ts'

describe('safeUrl', () => {
  test.each([
    'https://rest.testnet.initia.xyz',
    'http://127.0.0.1:4350/evm-1',
    'http://localhost:4350',
    'http://[::1]:4350',
    'HTTPS://REST.example/',
  ])('default: %s is kept', (url) => {
    expect(safeUrl(url)).toBeInstanceOf(URL)
  })

  test.each([
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://rest.example',
    'http://10.0.0.1:1317',
    'http://127.0.0.1.evil.example',
    'ws://127.0.0.1:8545',
    'https://user:pass@rest.example',
    'https://scan.initia.xyz@evil.example/txs',
    '//rest.example',
    '',
    undefined,
  ])('behavior: %s is dropped', (url) => {
    expect(safeUrl(url)).toBeUndefined()
  })

  test('behavior: a base URL loses its trailing slashes', () => {
    expect(safeBaseUrl('https://rpc.testnet.initia.xyz/')).toBe('https://rpc.testnet.initia.xyz')
    expect(safeBaseUrl('http://127.0.0.1:4350/evm-1//')).toBe('http://127.0.0.1:4350/evm-1')
  })
})

describe('linkTemplate', () => {
  test('default: the placeholder is filled, encoded', () => {
    const txUrl = linkTemplate('https://scan.testnet.initia.xyz/evm-1/txs/${txHash}', 'txHash')
    expect(txUrl?.('ABC')).toBe('https://scan.testnet.initia.xyz/evm-1/txs/ABC')
    // a value cannot add a path, a query, a fragment or another host
    expect(txUrl?.('../x?y#z@evil.example')).toBe(
      'https://scan.testnet.initia.xyz/evm-1/txs/..%2Fx%3Fy%23z%40evil.example',
    )
    expect(linkTemplate('https://x.example/a/${id}/b/${id}', 'id')?.('$&')).toBe(
      'https://x.example/a/%24%26/b/%24%26',
    )
  })

  test.each([
    'javascript:alert(1)//${txHash}',
    '${txHash}',
    'https${txHash}://x.example/',
    'https://${txHash}.evil.example/',
    'https://scan.example@evil.example/${txHash}',
    'http://scan.example/${txHash}',
    'https://scan.example\\@evil.example/${txHash}',
    undefined,
  ])('behavior: %s gives no link', (template) => {
    expect(linkTemplate(template, 'txHash')).toBeUndefined()
  })
})
