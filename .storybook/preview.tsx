import type { Preview } from '@storybook/react-vite'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RollscopeProvider } from '../src/hooks/RollscopeProvider.tsx'
import { locales } from '../src/i18n/tags.ts'
import '../src/components/theme/theme.css'
import { loadStoryFonts } from './fonts.ts'
import './preview.css'

// every component's stylesheet, as `rollscope/styles.css` ships them
import.meta.glob('../src/components/*/*.css', { eager: true })

declare global {
  /** The devnet's base URL, set by the test setup; Storybook itself reads STORYBOOK_DEVNET_URL. */
  var __ROLLSCOPE_DEVNET__: string | undefined
  /** A second devnet the test setup starts for the stories that sign (stories/fixtures.ts `onSigningDevnet`). */
  var __ROLLSCOPE_SIGNING_DEVNET__: string | undefined
}

/** Where the stories find the devnet (`npm start` serves it on 4350). */
export const devnetUrl = () =>
  globalThis.__ROLLSCOPE_DEVNET__ ?? import.meta.env.STORYBOOK_DEVNET_URL ?? 'http://127.0.0.1:4350'

const preview: Preview = {
  parameters: {
    layout: 'padded',
    // every story is checked with axe; a violation fails its test
    a11y: { test: 'error' },
    // the docs pages first, in reading order, then the components
    options: {
      storySort: {
        order: [
          'Docs',
          [
            'Introduction',
            'Hooks',
            'Chain registry',
            'Names and saved recipients',
            'Languages',
            'Components',
            'Balance changes',
            'Bridge',
            'Wallet adapters',
            'Router client',
            'Without React',
            'Runtimes',
            'Wallet panel',
          ],
          'Components',
          'dApp',
        ],
      },
    },
  },
  globalTypes: {
    theme: {
      description: 'Color scheme',
      toolbar: { title: 'Theme', items: ['light', 'dark'], dynamicTitle: true },
    },
    locale: {
      description: "The components' language (RollscopeProvider's locale)",
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [{ value: 'en', title: 'English' }, ...locales.map((tag) => ({ value: tag, title: tag }))],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en' },
  // the first layout (and every virtualizer's measurement) is in the story fonts
  loaders: [loadStoryFonts],
  decorators: [
    (Story, context) => {
      // a fresh cache per story, so each state renders from the start
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
      const indexerChain = (context.parameters.indexerChain as string | undefined) ?? 'evm-1'
      // one network and one chain id, as an app gives them: the devnet's chain registry names the chain's indexer,
      // explorer and tokens
      return (
        <QueryClientProvider client={queryClient}>
          <RollscopeProvider
            network={{ url: `${devnetUrl()}/registry` }}
            chainId={indexerChain}
            router={{ baseUrl: `${devnetUrl()}/router` }}
            locale={context.globals.locale === 'en' ? undefined : context.globals.locale}
          >
            <div data-rollscope-theme={context.globals.theme}>
              <Story />
            </div>
          </RollscopeProvider>
        </QueryClientProvider>
      )
    },
  ],
}

export default preview
