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
  // What only a state's meta reads (the ignorer leaves meta itself unmutated).
  {
    file: /^machines\//,
    mutator: 'ObjectLiteral',
    original: /^\{ meta: \{[^{}]*\},? \}$/,
    replacement: '{}',
    why: 'A state whose only content is its meta: emptied, the state is still there and behaves the same',
  },
  {
    file: 'machines/account.machine.ts',
    mutator: 'StringLiteral',
    original: /^'A new (e-mail|mobile|password)/,
    replacement: '""',
    why: "A change's description, which the helper puts in its state's meta",
  },
  // Each of these holds wherever the code runs.
  {
    file: 'machines/offer.machine.ts',
    mutator: 'StringLiteral',
    original: "'accept'",
    replacement: '""',
    why: 'The fallback of a choice that is always made before approving (accept or refuse sets it)',
  },
  {
    file: 'machines/registration.machine.ts',
    mutator: 'StringLiteral',
    original: "''",
    replacement: '"Stryker was here!"',
    why: 'No route (null) is looked up as a text no registration step is named: any such text is',
  },
  {
    file: 'machines/registration.machine.ts',
    mutator: 'ConditionalExpression',
    original: 'context.opened !== null',
    replacement: 'true',
    why: 'The opening state is entered only by registration.opened, which sets the page opened',
  },
  {
    file: 'machines/registration.machine.ts',
    mutator: 'StringLiteral',
    original: "'replace'",
    replacement: '""',
    why: 'The agreement is signed from the summary, reached only by a page opened, whose move is already replace',
  },
  {
    file: 'machines/registration.machine.ts',
    mutator: 'ConditionalExpression',
    original: "typeof snapshot.value === 'string'",
    replacement: 'true',
    why: 'The registration has no nested states: its value is always a name',
  },
  {
    file: 'machines/signup.machine.ts',
    mutator: 'BooleanLiteral',
    original: 'false',
    replacement: 'true',
    near: 'assignProblem: assign(',
    why: 'Every refusal follows a step that cleared codeResent already (clearProblem)',
  },
  {
    file: 'machines/uploads.machine.ts',
    mutator: 'ConditionalExpression',
    original: '!context.items.some((item) => item.key === key)',
    replacement: 'false',
    why: 'The end of an actor not listed stops no child and filters nothing out: going on is the same as returning early',
  },
  {
    file: 'machines/uploads.machine.ts',
    mutator: 'ConditionalExpression',
    original: 'item.key === key',
    replacement: 'true',
    why: 'The end of an actor not listed stops no child and filters nothing out: going on is the same as returning early',
  },
]
