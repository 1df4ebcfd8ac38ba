/// <reference types="vitest/config" />
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vite'
import packageJson from './package.json' with { type: 'json' }
import { chromiumLaunchOptions } from './test/chromium.ts'
import { pinnedFontRendering } from './test/fontRendering.ts'

// Peers and dependencies stay imports, resolved (and deduplicated) by the app's bundler.
const external = [...Object.keys(packageJson.peerDependencies), ...Object.keys(packageJson.dependencies)]
const isExternal = (id: string) => external.some((name) => id === name || id.startsWith(`${name}/`))

// The tests run as on an en-US machine in UTC, whatever this one's settings: the workers (forked from here) take
// their default locale and time zone from these. The kit itself follows the user's; its tests say which they use.
process.env.TZ = 'UTC'
process.env.LANG = 'en_US.UTF-8'
process.env.LC_ALL = 'en_US.UTF-8'

const browser = (name: string) => ({
  enabled: true,
  headless: true,
  screenshotFailures: false,
  provider: playwright({
    launchOptions: {
      ...chromiumLaunchOptions,
      // glyphs drawn the same whatever the machine's fontconfig asks for (the screenshots)
      env: { ...process.env, FONTCONFIG_FILE: pinnedFontRendering() },
    },
    // the same language and time zone on any machine (amounts are read and written in the browser's locale)
    contextOptions: { locale: 'en-US', timezoneId: 'UTC' },
  }),
  instances: [{ browser: 'chromium' as const, name }],
})

export default defineConfig({
  // the browser tests' dependencies, optimized up front: discovered mid-run, they make Vite reload a test
  optimizeDeps: {
    include: [
      '@cosmjs/amino',
      '@cosmjs/encoding',
      '@cosmjs/proto-signing',
      '@cosmjs/stargate',
      'cosmjs-types/binary',
      'cosmjs-types/cosmos/base/v1beta1/coin',
      'cosmjs-types/cosmos/tx/v1beta1/tx',
      'cosmjs-types/cosmwasm/wasm/v1/tx',
      '@initia/initia.proto/initia/move/v1/tx.js',
      '@initia/initia.proto/minievm/evm/v1/tx.js',
      '@initia/opinit.proto/opinit/ophost/v1/tx.js',
      '@initia/opinit.proto/opinit/opchild/v1/tx.js',
      'cosmjs-types/cosmos/auth/v1beta1/auth',
      'cosmjs-types/cosmos/auth/v1beta1/query',
      'cosmjs-types/cosmos/tx/signing/v1beta1/signing',
      'cosmjs-types/cosmos/tx/v1beta1/service',
      '@tanstack/react-query',
      '@tanstack/react-virtual',
      'react-dom/client',
      'viem',
      'viem/accounts',
      'wagmi',
      'wagmi/actions',
      'zod/v4/core',
    ],
  },
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    minify: false,
    sourcemap: true,
    lib: {
      entry: [
        'src/exports/index.ts',
        'src/exports/explorer.ts',
        'src/exports/bridge.ts',
        'src/exports/wallet.ts',
        'src/exports/recipients.ts',
        'src/exports/actions.ts',
        'src/exports/query.ts',
        'src/exports/wagmi.ts',
        'src/exports/cosmjs.ts',
        'src/exports/initia.ts',
        'src/exports/server.ts',
      ],
      formats: ['es'],
    },
    rolldownOptions: {
      external: isExternal,
      // with modules preserved each keeps its "use client" (scripts/build.ts checks): the warning does not apply
      onLog: (level, log, handler) => {
        if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log)
      },
      // One file per module, so an app's bundler drops the hooks it never imports, and each module keeps its own
      // "use client" (rolldown keeps a module's directives when modules are preserved; scripts/build.ts checks).
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
  test: {
    globalSetup: ['test/globalSetup.ts'],
    // CI is a two-core machine running four projects at once: a test's own waits end on their conditions, and
    // this ceiling only stops one that hangs
    testTimeout: 20_000,
    // expect.poll gives up after 10 s (vitest's 1 s), as Testing Library's waits do (test/domSetup.ts,
    // .storybook/vitest.setup.ts): a wait ends when its condition holds, however loaded the machine
    expect: { poll: { timeout: 10_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // *.server.test.tsx: rendering on a server, where there is no DOM
          include: [
            'src/**/*.test.ts',
            'src/**/*.server.test.tsx',
            'packages/devnet/src/**/*.test.ts',
            'test/**/*.test.ts',
          ],
          exclude: ['test/browser/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          setupFiles: ['test/domSetup.ts'],
          include: ['src/**/*.test.tsx', 'packages/devnet/src/**/*.test.tsx'],
          exclude: ['src/**/*.server.test.tsx'],
        },
      },
      {
        extends: true,
        test: { name: 'browser', include: ['test/browser/**/*.test.{ts,tsx}'], browser: browser('browser') },
      },
      {
        extends: true,
        // every story is a test in Chromium: it renders, its play function passes, and axe finds nothing
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          browser: browser('storybook'),
          // the OPinit withdrawal stories wait through a finalization period (6 s at the test devnet's speed)
          testTimeout: 45_000,
          setupFiles: ['.storybook/vitest.setup.ts'],
        },
      },
    ],
  },
})
