import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RollscopeProvider, useIndexerStatus } from 'rollscope'
import { RichListTable } from 'rollscope/explorer'
import 'rollscope/styles.css'

function Status() {
  const { data } = useIndexerStatus()
  return <p id="status">{data ? `chain ${data.chain_id} at ${data.height}` : 'Loading…'}</p>
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={new QueryClient()}>
      <RollscopeProvider indexer={{ baseUrl: import.meta.env.VITE_ROLLSCOPE_INDEXER }}>
        <Status />
        <RichListTable denom="uinit" height={600} />
      </RollscopeProvider>
    </QueryClientProvider>
  </StrictMode>,
)
