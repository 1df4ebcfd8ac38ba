// The registry is data anyone can propose a change to: a URL in it is used only when it is https, or http to this
// machine (a local devnet). Anything else (javascript:, data:, http to another host, credentials in the
// authority) is dropped, never followed or linked.

const loopback = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/

/** `value` as a parsed URL when it is safe to request or link; undefined otherwise. */
export function safeUrl(value: string | undefined): URL | undefined {
  if (!value) return undefined
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return undefined
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && loopback.test(url.hostname))
  // `https://scan.initia.xyz@evil.example` reads like the explorer but goes to evil.example
  return secure && !url.username && !url.password ? url : undefined
}

/** A safe base URL without its trailing slashes (`https://rpc.testnet.initia.xyz/` -> `https://rpc.testnet.initia.xyz`). */
export function safeBaseUrl(value: string | undefined): string | undefined {
  return safeUrl(value)?.href.replace(/\/+$/, '')
}

/**
 * A link template such as `https://scan.testnet.initia.xyz/evm-1/txs/${txHash}`: a function filling `${name}`
 * with an encoded value, or undefined when the template is unsafe. The placeholder may only follow the origin,
 * so no value can change where the link goes.
 */
export function linkTemplate(
  template: string | undefined,
  name: string,
): ((value: string) => string) | undefined {
  const placeholder = `\${${name}}`
  const probe = template && safeUrl(template.replaceAll(placeholder, '0'))
  if (!probe || !template.startsWith(`${probe.origin}/`)) return undefined
  return (value) => template.split(placeholder).join(encodeURIComponent(value))
}
