import type { StorybookConfig } from '@storybook/react-vite'
import remarkGfm from 'remark-gfm'

const config: StorybookConfig = {
  // the guides (stories/docs/*.mdx) first, then each component's docs page and stories
  stories: ['../stories/docs/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: [
    // the guides' tables are GitHub-flavoured markdown
    {
      name: '@storybook/addon-docs',
      options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } },
    },
    '@storybook/addon-vitest',
    '@storybook/addon-a11y',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // the props tables: TypeScript's view of each component's props, so props a component takes from a shared
  // type (BridgeWidget's from useBridgeTransfer's options) are listed too; an HTML element's own attributes are not
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      propFilter: (prop) => !prop.parent?.fileName.includes('node_modules'),
    },
  },
}

export default config
