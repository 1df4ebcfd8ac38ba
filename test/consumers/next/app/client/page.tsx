'use client'
import { useIndexerStatus } from 'rollscope'

// a client page with a hook
export default function ClientPage() {
  const { data } = useIndexerStatus()
  return <p id="status">{data ? `chain ${data.chain_id} at ${data.height}` : 'Loading…'}</p>
}
