import type { Equivalent } from './mutation-report'

/**
 * Surviving mutants that no test can kill, each with why (docs/QA.md, "Mutation score", lists
 * them too). `npm run mutation` shows them as ignored with this reason and leaves them out of the
 * score, and names an entry that no longer matches a surviving mutant, to be removed.
 */
export const EQUIVALENT_MUTANTS: readonly Equivalent[] = [
  {
    file: /^machines\//,
    mutator: 'StringLiteral',
    original: /^'\w+ (is provided by|not provided)/,
    replacement: '""',
    why: "The message of a call's stand-in, which throws when the app has not given the call: a thrown Error reaches the machine as no answer (toProblem), whatever it says",
  },
  {
    file: 'machines/auth.machine.ts',
    mutator: 'BlockStatement',
    original: "{ throw new Error('revokeSession is provided by the app') }",
    replacement: '{}',
    why: 'The revocation of a logged-out session leads to the login form whether it answers or fails',
  },
  {
    file: 'machines/sandbox.machine.ts',
    mutator: 'ObjectLiteral',
    original: '{ types: {',
    replacement: '{}',
    why: "setup() is given only the machine's types, which TypeScript alone reads",
  },
]
