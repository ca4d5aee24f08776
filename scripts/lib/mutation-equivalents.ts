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
  // The calculator's amount rules run only where the limits are known, and a tab already the
  // repeated one stays so: these guards cannot change what they decide.
  {
    file: 'machines/calculator.machine.ts',
    mutator: 'ConditionalExpression',
    original: /^!settings$/,
    replacement: 'false',
    why: 'The amount is slid or typed only once the limits are read (config ready), when the settings are always there',
  },
  {
    file: 'machines/calculator.machine.ts',
    mutator: 'ConditionalExpression',
    original: /^context\.tab === 0$/,
    replacement: 'true',
    why: 'Past the first-loan maximum a guest goes to the repeated tab (1): on that tab already, she stays there either way',
  },
  {
    file: 'machines/calculator.machine.ts',
    mutator: 'ConditionalExpression',
    original: /^context\.amount !== null$/,
    replacement: 'true',
    why: 'Once the limits are read the amount is always a number (the settings bring a missing one into range)',
  },
  {
    file: 'machines/calculator.machine.ts',
    mutator: 'EqualityOperator',
    original: /^context\.amount > settings\.first$/,
    replacement: 'context.amount >= settings.first',
    why: 'Back on the first-loan tab at exactly the first-loan maximum, the amount is set to that same maximum',
  },
  {
    file: 'machines/calculator.machine.ts',
    mutator: 'ConditionalExpression',
    original: "event.type === 'calculator.shown'",
    replacement: 'true',
    why: 'assignLimit runs only on calculator.shown',
  },
  // The auth machine's guards and actions, each used where its condition always holds.
  {
    file: 'machines/auth.machine.ts',
    mutator: 'ConditionalExpression',
    original: "event.type === 'login'",
    replacement: 'true',
    why: 'assignLoginKind runs only on a login',
  },
  {
    file: 'machines/auth.machine.ts',
    mutator: 'ConditionalExpression',
    original: "event.type === 'session.rejected'",
    replacement: 'true',
    why: 'isBlockedRefusal guards only session.rejected',
  },
  {
    file: 'machines/auth.machine.ts',
    mutator: 'ConditionalExpression',
    original: /^context\.type && context\.token$/,
    replacement: 'true',
    why: 'A logout comes from a signed-in session, whose kind and token are always there',
  },
  {
    file: 'machines/auth.machine.ts',
    mutator: 'LogicalOperator',
    original: /^context\.type && context\.token$/,
    replacement: 'context.type || context.token',
    why: 'A logout comes from a signed-in session, whose kind and token are always there',
  },
  {
    file: 'machines/auth.machine.ts',
    mutator: 'LogicalOperator',
    original: 'context.token !== null && context.user !== null',
    replacement: 'context.token !== null || context.user !== null',
    why: 'isLoggedIn is asked of a restored session only, where the token and the user are set together or not at all',
  },
  {
    file: 'machines/auth.machine.ts',
    mutator: 'ConditionalExpression',
    original: /^context\.(token|user) !== null$/,
    replacement: 'true',
    why: 'isLoggedIn is asked of a restored session only, where the token and the user are set together or not at all',
  },
  {
    file: 'machines/auth.machine.ts',
    mutator: 'ObjectLiteral',
    original: '{ error: null }',
    replacement: '{}',
    why: 'A missing error and a null one read the same: no answer (toProblem)',
  },
]
