// The devnet's explorer: the pages the registry's explorer templates point at (`/explorer/<chain id>/txs/<hash>`
// and `/accounts/<address>`, scan.testnet.initia.xyz's paths). A small page naming the record, with a link to its
// JSON where the devnet has an indexer for the chain.

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

export function explorerPage(path: string, indexerUrl: (chainId: string) => string | undefined): Response {
  const match = /^\/([^/]+)\/(txs|accounts)\/([^/]+)$/.exec(path)
  if (!match) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } })
  let parts: string[]
  try {
    parts = match.map((part) => decodeURIComponent(part))
  } catch {
    return new Response('Bad request', { status: 400, headers: { 'content-type': 'text/plain' } })
  }
  const [, chainId, kind, id] = parts as [string, string, string, string]
  const indexer = indexerUrl(chainId)
  const json =
    indexer &&
    (kind === 'txs'
      ? `${indexer}/indexer/tx/v1/txs/${encodeURIComponent(id)}`
      : `${indexer}/indexer/tx/v1/txs/by_account/${encodeURIComponent(id)}`)
  const title = `${kind === 'txs' ? 'Transaction' : 'Account'} ${id} on ${chainId}`
  const body = [
    '<!doctype html><meta charset="utf-8">',
    `<title>${escapeHtml(title)}</title>`,
    `<h1>${escapeHtml(title)}</h1>`,
    '<p>The rollscope devnet explorer.</p>',
    json ? `<p><a href="${escapeHtml(json)}">The record from the devnet indexer</a></p>` : '',
  ].join('\n')
  return new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } })
}
