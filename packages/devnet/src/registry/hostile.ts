// A registry with every kind of bad entry the kit must survive (served at `<devnet>/registry-hostile`): a chain
// without an indexer, javascript: and data: URLs and explorer templates, plain http to other hosts, credentials
// in an explorer URL, a placeholder in the host, two chains with one chain id, an assetlist URL off the registry,
// and assets whose exponents are 300, -1 and 1.5. Every entry is otherwise valid, so only the bad field is tested.

const chain = (
  chainId: string,
  chainName: string,
  overrides: { apis?: object; explorers?: object[]; metadata?: object } = {},
) => ({
  chain_id: chainId,
  chain_name: chainName,
  pretty_name: chainName,
  network_type: 'devnet',
  bech32_prefix: 'init',
  fees: { fee_tokens: [{ denom: 'uinit' }] },
  ...overrides,
  apis: {
    rpc: [{ address: 'https://rpc.hostile.example' }],
    rest: [{ address: 'https://rest.hostile.example' }],
    indexer: [{ address: 'https://indexer.hostile.example' }],
    ...overrides.apis,
  },
})

/** The hostile chains.json; `registry` is where it is served. */
export function hostileChains(registry: string) {
  return [
    chain('noindexer-1', 'noindexer', {
      apis: { indexer: undefined },
      // not under the registry: the kit reads <registry>/chains/noindexer/assetlist.json instead
      metadata: { assetlist: 'https://evil.example/assetlist.json' },
    }),
    chain('scripted-1', 'scripted', {
      apis: {
        rpc: [{ address: 'data:text/html,<script>alert(1)</script>' }],
        rest: [{ address: 'javascript:alert(1)' }],
        'json-rpc': [{ address: 'javascript:alert(1)' }],
      },
      explorers: [
        {
          kind: 'x',
          tx_page: `javascript:alert(1)//\${txHash}`,
          account_page: `javascript:alert(1)//\${accountAddress}`,
        },
      ],
      metadata: {
        executor_uri: 'javascript:alert(1)',
        minitia: { type: 'minievm', version: 'v1' },
        assetlist: `${registry}/chains/scripted/assetlist.json`,
      },
    }),
    chain('plainhttp-1', 'plainhttp', {
      apis: {
        rpc: [{ address: 'http://rpc.hostile.example' }],
        rest: [{ address: 'http://rest.hostile.example' }],
        indexer: [{ address: 'http://indexer.hostile.example' }],
        'json-rpc': [{ address: 'http://jsonrpc.hostile.example' }],
      },
      explorers: [
        {
          tx_page: `http://scan.hostile.example/txs/\${txHash}`,
          account_page: `http://scan.hostile.example/accounts/\${accountAddress}`,
        },
      ],
      metadata: {
        executor_uri: 'http://executor.hostile.example',
        minitia: { type: 'minievm', version: 'v1' },
      },
    }),
    chain('phished-1', 'phished', {
      explorers: [
        {
          tx_page: `https://scan.initia.xyz@evil.example/txs/\${txHash}`,
          account_page: `https://\${accountAddress}.evil.example/`,
        },
      ],
    }),
    chain('twin-1', 'twina'),
    chain('twin-1', 'twinb'),
  ]
}

const asset = (base: string, symbol: string, exponent: number, logo?: string) => ({
  denom_units: [
    { denom: base, exponent: 0 },
    { denom: symbol, exponent },
  ],
  base,
  display: symbol,
  name: symbol,
  symbol,
  ...(logo && { logo_URIs: { png: logo } }),
})

/** The assetlist every hostile chain serves (under its own chain name). */
export function hostileAssetList(chainName: string) {
  return {
    chain_name: chainName,
    assets: [
      asset('uhuge', 'HUGE', 300),
      asset('uneg', 'NEG', -1),
      asset('uhalf', 'HALF', 1.5),
      asset('uscript', 'SCRIPT', 6, 'javascript:alert(1)'),
      asset('uplain', 'PLAIN', 6, 'http://images.hostile.example/PLAIN.png'),
      asset('uok', 'OK', 6, 'https://images.hostile.example/OK.png'),
    ],
  }
}
