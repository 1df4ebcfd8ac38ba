'use client'

import { useNamedParts, useNamesOn } from '../shared/AccountHash.tsx'

/** The recipient's Initia username before its address (which stays in full), once the L1 has answered; else nothing. */
export function RecipientName({ address }: { address: string }) {
  const names = useNamesOn()
  const named = useNamedParts()
  if (!names) return null
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
  ) : (
    <span data-name="loading" />
  )
}
