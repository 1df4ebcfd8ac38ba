'use client'

import { useState } from 'react'
import type { Nft } from '../indexer/nft.ts'
import type { RegistryClient } from '../registry/client.ts'
import type { RegistryNetwork } from '../registry/networks.ts'
import type { RegistryChain } from '../registry/schemas.ts'
import { type NftTransferRequest, type NftVm, nftTransferRequest } from '../send/nftTransfer.ts'
import { accountForms, type RecipientResult, readRecipient } from '../send/recipient.ts'
import type { WalletAdapter } from '../wallet/types.ts'
import { useChains } from './useChains.ts'
import { type RecipientUsername, useRecipientUsername } from './useRecipientUsername.ts'
import { useWalletAddress } from './useWalletAddress.ts'

export type { NftTransferRequest }

export interface UseSendNftFormParameters {
  wallet: WalletAdapter
  /** The token, as the indexer lists it (NftGallery's detail gives it). */
  token: Nft
  /** The chain the token is on. */
  chainId: string
  /** Another registry than the provider's `network`. */
  registry?: RegistryClient | RegistryNetwork | undefined
}

export interface UseSendNftFormReturnType {
  status: 'loading' | 'error' | 'ready'
  error: Error | null
  retry: () => void
  /** The chain's VM; undefined for a chain whose NFTs the kit cannot move (`custom`). */
  vm: NftVm | undefined
  recipientText: string
  setRecipientText: (text: string) => void
  /** The recipient typed as a name (`alice.init`): looked up after the typing pause; `recipient` is its address. */
  recipientName: RecipientUsername
  recipient: RecipientResult
  /** The tx that moves the token, once the recipient is right. */
  request: NftTransferRequest | undefined
}

/** The VM of a registry chain: the L1 runs Move; a rollup says so in `metadata.minitia.type`. */
export function nftVmOf(chain: RegistryChain): NftVm | undefined {
  if (chain.metadata?.is_l1) return 'minimove'
  const type = chain.metadata?.minitia?.type
  return type === 'minievm' || type === 'minimove' || type === 'miniwasm' ? type : undefined
}

/** The Send NFT form's state: the recipient, checked, and the VM's transfer of the token once it is right. */
export function useSendNftForm({
  wallet,
  token,
  chainId,
  registry,
}: UseSendNftFormParameters): UseSendNftFormReturnType {
  const chains = useChains({ registry })
  const chain = chains.data?.find((entry) => entry.chain_id === chainId)
  const vm = chain && nftVmOf(chain)
  // an ERC-721 is moved by an EVM call, which an EVM wallet signs on the rollup's EVM chain id (the router's id)
  const evmChainId =
    vm === 'minievm' && chain?.evm_chain_id !== undefined ? String(chain.evm_chain_id) : undefined
  const address = useWalletAddress(wallet, chain ? (evmChainId ?? chainId) : undefined)
  const prefix = chain?.bech32_prefix ?? 'init'
  const sender = address.address === undefined ? undefined : accountForms(address.address, prefix)?.bech32
  const [recipientText, setRecipientText] = useState('')
  // an NFT moves on its own chain only: another chain's address is refused as another network's
  const recipientName = useRecipientUsername({ text: recipientText, initia: prefix === 'init' })
  const recipient = readRecipient(recipientName.kind === 'found' ? recipientName.address : recipientText, {
    prefix,
  })
  const error =
    address.error ??
    chains.error ??
    (chains.data && !chain ? new Error(`The registry lists no chain ${chainId}.`) : null)
  return {
    status: error ? 'error' : sender && chain ? 'ready' : 'loading',
    error,
    retry: () => void chains.refetch(),
    vm,
    recipientText,
    setRecipientText,
    recipientName,
    recipient,
    request:
      vm && sender && recipient.kind === 'account'
        ? buildOrNone(vm, chainId, sender, recipient.bech32, token)
        : undefined,
  }
}

/** The transfer, or none when the token or the recipient cannot take it (an EVM recipient of 32 bytes, a token id
 * that is no uint256 on minievm): the form then offers no Review. */
function buildOrNone(vm: NftVm, chainId: string, sender: string, recipient: string, token: Nft) {
  try {
    return nftTransferRequest({
      vm,
      chainId,
      sender,
      recipient,
      collectionAddr: token.collection_addr,
      objectAddr: token.object_addr,
      tokenId: token.nft.token_id,
    })
  } catch {
    return undefined
  }
}
