// What a transfer needs beyond its quote: the route request names no address (the router's POST /v2/fungible/route
// takes the pair and the amount; only /v2/fungible/msgs takes `address_list`), so the form quotes without a wallet
// and asks for these at Review, as skip-go's widget builds its route request from the assets and the amount alone
// (packages/widget/src/state/route.ts, `skipRouteRequestAtom`).

/** What Review must still ask for before Confirm. */
export interface MissingForTransfer {
  /** No address from the wallet on the source chain (not connected, no key there, or still asked). */
  wallet: boolean
  /** No recipient on the destination: the wallet has no address there and none was typed, or the one typed is not one yet. */
  recipient: boolean
}

type AddressAnswer = { status: 'pending' | 'ready' | 'error' }

export function missingForTransfer(form: {
  sender: AddressAnswer
  ownRecipient: AddressAnswer
  /** A recipient other than the user's own: whether it is an address of the destination (a name found). */
  custom: { usable: boolean } | undefined
}): MissingForTransfer {
  return {
    wallet: form.sender.status !== 'ready',
    recipient: form.custom ? !form.custom.usable : form.ownRecipient.status !== 'ready',
  }
}
