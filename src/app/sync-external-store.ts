/**
 * `use-sync-external-store/shim` for React 19 (vite.config.ts aliases it here): @xstate/react
 * imports the shim, which carries a fallback for React 17 that this app never runs on.
 */
export { useSyncExternalStore } from 'react'
