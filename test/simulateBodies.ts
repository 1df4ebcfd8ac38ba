// Simulate answers in the shapes cosmos-sdk's REST gives them, for tests and stories over msw.
// Success: SimulateResponse (x/auth/tx/service.go) with the infinite gas meter's limit as gas_wanted (a simulation
// runs without a gas limit: baseapp's simulate mode, store/types/gas.go infiniteGasMeter.Limit is MaxUint64) and
// the bank module's events, each marked with msg_index (baseapp/baseapp.go createEvents, 0.50).
// Failure: grpc-gateway's error body for codes.Unknown (HTTP 500) with the SDK's wording "%v With gas wanted: ...".

const event = (type: string, attributes: Record<string, string>) => ({
  type,
  attributes: Object.entries(attributes).map(([key, value]) => ({ key, value, index: true })),
})

/** The events of a MsgSend of `amount` (e.g. `1000000uinit`) from `from` to `to`, message 0. */
export function msgSendEvents(from: string, to: string, amount: string) {
  return [
    event('message', {
      action: '/cosmos.bank.v1beta1.MsgSend',
      sender: from,
      module: 'bank',
      msg_index: '0',
    }),
    event('coin_spent', { spender: from, amount, msg_index: '0' }),
    event('coin_received', { receiver: to, amount, msg_index: '0' }),
    event('transfer', { recipient: to, sender: from, amount, msg_index: '0' }),
    event('message', { sender: from, msg_index: '0' }),
  ]
}

export function simulateSuccessBody(gasUsed: bigint, events: unknown[]) {
  return {
    gas_info: { gas_wanted: '18446744073709551615', gas_used: gasUsed.toString() },
    result: {
      data: '',
      log: '',
      events,
      msg_responses: [{ '@type': '/cosmos.bank.v1beta1.MsgSendResponse' }],
    },
  }
}

export function simulateFailureBody(log: string, gasUsed = 51_234n) {
  return {
    code: 2,
    message: `${log} With gas wanted: '18446744073709551615' and gas used: '${gasUsed}' `,
    details: [],
  }
}

/** The account answer of `GET /cosmos/auth/v1beta1/accounts/{address}` (x/auth/keeper/grpc_query.go). */
export function accountBody(address: string, sequence: bigint, pubkey?: { type: string; key: string }) {
  return {
    account: {
      '@type': '/cosmos.auth.v1beta1.BaseAccount',
      address,
      pub_key: pubkey ? { '@type': pubkey.type, key: pubkey.key } : null,
      account_number: '7',
      sequence: sequence.toString(),
    },
  }
}
