// The devnet's profiles.json: one profile per rollup (profile.schema.json), shaped after the registry's
// profiles/civitia.json. InterwovenKit reads them to name chains that chains.json no longer lists.
import { EVM_CHAIN_ID, opBridges } from '../router/registry.ts'
import { registryImage } from './chains.ts'

const bridgeOf = (l2: string) => opBridges.find((bridge) => bridge.l2 === l2)!.bridgeId

export function devnetProfiles() {
  return [
    {
      $schema: '../profile.schema.json',
      name: 'evm',
      pretty_name: 'Evm',
      chain_id: 'evm-1',
      category: 'Others',
      l2: true,
      description:
        'The rollscope devnet EVM rollup: a generated rollytics indexer, and anvil for its JSON-RPC.',
      summary: 'The devnet EVM rollup',
      logo: registryImage('minievm'),
      status: 'live',
      op_bridge_id: bridgeOf(EVM_CHAIN_ID),
    },
    {
      $schema: '../profile.schema.json',
      name: 'move',
      pretty_name: 'Move',
      chain_id: 'move-1',
      category: 'Others',
      l2: true,
      description:
        'The rollscope devnet Move rollup: a generated rollytics indexer and a Cosmos chain stand-in.',
      summary: 'The devnet Move rollup',
      logo: registryImage('minimove'),
      status: 'live',
      op_bridge_id: bridgeOf('move-1'),
    },
  ]
}
