'use client'

import { useNamedParts } from '../shared/AccountHash.tsx'

/** The recipient's Initia username before its address (which stays in full), once the L1 has answered; else nothing. */
export function RecipientName({ address }: { address: string }) {
  const named = useNamedParts()
  return named ? (
    <named.AccountUsername
      address={address}
      show={(username) => (
        <>
          <span className="rs-bridge-name" title={`${username}\n${address}`}>
            {username}
          </span>{' '}
        </>
      )}
    />
  ) : null
}
