/**
 * The start-up's steps after the entry (src/main.tsx), each a dynamic import evaluated in a task of
 * its own: the HTML names their chunks for the entry to preload all at once (vite.config.ts), and
 * the pages rendered at build time inline their stylesheets (scripts/build-web.ts).
 */
export const START_UP_STEPS = [
  'machines/root.machine.ts',
  'src/app/system.ts',
  'src/app/router.tsx',
  'src/app/start.tsx',
] as const

/** The HTML's meta element naming the start-up's chunks. */
export const START_UP_META = 'start-up-chunks'
