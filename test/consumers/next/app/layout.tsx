import type { ReactNode } from 'react'
import { RollscopeProvider } from 'rollscope'
import 'rollscope/styles.css'
import { indexerUrl, routerUrl } from './indexer'
import { Providers } from './providers'

// a Server Component: the provider and the components are imported directly
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <Providers>
          <RollscopeProvider indexer={{ baseUrl: indexerUrl }} router={{ baseUrl: routerUrl }}>
            {children}
          </RollscopeProvider>
        </Providers>
      </body>
    </html>
  )
}
