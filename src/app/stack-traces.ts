/**
 * Runs `load` with `Error.stackTraceLimit` removed, so that an Error constructed meanwhile records
 * no stack, and puts the limit back afterwards, however `load` ends.
 *
 * For React DOM's module (src/main.tsx). As it loads, it constructs five Errors that it keeps as
 * markers (SuspenseException and its kin); nothing reads their stacks. Where an inspector is
 * attached (DevTools, and so Lighthouse), V8 records a detailed stack for every Error constructed,
 * with a line and column per frame. Finding those, it parses again each function on the stack:
 * all of React DOM, and the chunk that holds it. That took 10 to 25 ms here, 40 to 100 ms under
 * Lighthouse's fourfold slowdown: most of the home page's blocking time (performance budget). With no limit,
 * V8 records no stack at all, detailed or not. In a browser without an inspector, the same
 * evaluation took 2 ms either way: the stacks it records there are cheap, so nothing changes.
 */
export async function withoutStackTraces<T>(load: () => Promise<T>): Promise<T> {
  const errors = Error as { stackTraceLimit?: number }
  if (!Object.hasOwn(errors, 'stackTraceLimit')) return load() // not V8
  const limit = errors.stackTraceLimit
  delete errors.stackTraceLimit
  try {
    return await load()
  } finally {
    errors.stackTraceLimit = limit
  }
}
