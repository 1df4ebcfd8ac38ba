'use client'

import { useContext } from 'react'
import { useUsername } from '../../hooks/useUsername.ts'
import { ShowNames } from '../shared/AccountHash.tsx'

/** The recipient's Initia username before its address (which stays in full), once the L1 has answered; else nothing. */
export function RecipientName({ address }: { address: string }) {
  const names = useContext(ShowNames)
  const { username } = useUsername({ address, query: { enabled: names } })
  return username === undefined ? null : (
    <>
      <span className="rs-bridge-name" title={`${username}\n${address}`}>
        {username}
      </span>{' '}
    </>
  )
}
