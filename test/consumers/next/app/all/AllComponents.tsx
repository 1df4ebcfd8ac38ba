'use client'
import { useState } from 'react'
import { BridgeWidget, createMemoryStorage, type WalletAdapter } from 'rollscope/bridge'
import {
  AccountActivity,
  BlockDetail,
  BlockList,
  EvmTxDetail,
  EvmTxList,
  IndexerStatus,
  InternalTxTree,
  NftGallery,
  Portfolio,
  RichListTable,
  TxDetail,
  TxList,
} from 'rollscope/explorer'

export interface DevnetFacts {
  url: string
  registry: string
  prices: string
  account: string
  txHash: string
  evmTxHash: string
  nestedEvmTxHash: string
  collection: string
}

export function AllComponents({ devnet }: { devnet: DevnetFacts }) {
  const [storage] = useState(createMemoryStorage)
  // a wallet that knows its address and signs nothing: the page is looked at, not used
  const [wallet] = useState<WalletAdapter>(() => ({
    getAddress: async () => devnet.account,
    sendTx: async () => {
      throw new Error('This page signs nothing.')
    },
  }))
  return (
    <main style={{ display: 'grid', gap: 16 }}>
      <IndexerStatus />
      <RichListTable denom="uinit" height={300} />
      <TxList height={300} />
      <BlockList height={300} />
      <EvmTxList height={300} />
      <AccountActivity account={devnet.account} height={300} />
      <Portfolio
        account={devnet.account}
        registry={{ url: devnet.registry }}
        prices={{ baseUrl: devnet.prices }}
      />
      <NftGallery collectionAddr={devnet.collection} height={400} gateways={[`${devnet.url}/ipfs/`]} />
      <TxDetail txHash={devnet.txHash} />
      <BlockDetail height="100" />
      <EvmTxDetail txHash={devnet.evmTxHash} />
      <InternalTxTree txHash={devnet.nestedEvmTxHash} />
      <BridgeWidget
        wallet={wallet}
        storage={storage}
        defaultSource="noble-1/uusdc"
        defaultDestination="initiation-2/uinit"
      />
    </main>
  )
}
