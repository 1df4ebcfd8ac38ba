/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The devnet's base URL for Storybook, set by `npm start`. */
  readonly STORYBOOK_DEVNET_URL?: string
}
