import type { TxRequest } from '../../tx/types.ts'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A type URL's short name: `/cosmos.bank.v1beta1.MsgSend` → `Send`. */
export const messageName = (typeUrl: string) =>
  (typeUrl.split('.').pop() ?? typeUrl).replace(/^Msg/, '').slice(0, 60)

/** What a message names, when it says in a known field: a Move function, a contract, a recipient. */
function messageDetail(value: unknown): string | undefined {
  if (!isRecord(value)) return undefined
  const { moduleAddress, moduleName, functionName, contract, contractAddr, toAddress } = value
  if (typeof moduleName === 'string' && typeof functionName === 'string')
    return `${typeof moduleAddress === 'string' ? `${moduleAddress}::` : ''}${moduleName}::${functionName}`
  const target = contract ?? contractAddr ?? toAddress
  return typeof target === 'string' ? target : undefined
}

/** One line per message, capped: a dApp may send many. */
export function summarise(request: TxRequest, limit = 20): { name: string; detail: string | undefined }[] {
  if ('evm' in request) return []
  return request.messages.slice(0, limit).map((message) => ({
    name: messageName(message.typeUrl),
    detail: messageDetail(message.value)?.slice(0, 120),
  }))
}
