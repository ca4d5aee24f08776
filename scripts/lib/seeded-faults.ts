/**
 * Faults seeded on purpose, one small edit each, that the tests must catch: `npm run faults`
 * (scripts/faults.ts) applies each to a copy of the project and runs the vitest files that should
 * fail. Each is a wrong behaviour a plausible edit could bring in, and that once went unseen
 * because the model tests compared the machine with itself. A fault whose text is no longer in
 * its file is reported as stale: write it again against the file as it is now.
 */
export interface SeededFault {
  id: string
  /** The wrong behaviour, in the product's words. */
  what: string
  file: string
  /** The text replaced, found exactly once in the file. */
  find: string
  replace: string
  /** The vitest files expected to catch it (at least one must fail). */
  tests: string[]
}

/** The random walks of every machine against its table: each fault of a machine is theirs to catch too. */
const WALKS = 'tests/model/walks.test.ts'

const APPLICATION_TESTS = [
  'tests/model/application.machine.test.ts',
  WALKS,
  'tests/unit/application-status.test.ts',
  'tests/unit/oracle-tables.test.ts',
]
const CALCULATOR_TESTS = [
  'tests/model/calculator.machine.test.ts',
  WALKS,
  'tests/unit/calculator-rules.test.ts',
  'tests/unit/pay-dates.test.ts',
  'tests/unit/oracle-tables.test.ts',
]

export const SEEDED_FAULTS: SeededFault[] = [
  {
    id: '1',
    what: "application: retrying the offer figures shows 'nothing chosen' instead of asking again",
    file: 'machines/application.machine.ts',
    find: "on: { 'quote.retry': 'quoting', 'application.submit': '#application.creating' },",
    replace: "on: { 'quote.retry': 'noDraft', 'application.submit': '#application.creating' },",
    tests: APPLICATION_TESTS,
  },
  {
    id: '2',
    what: 'application: retrying a failed creation follows the application without creating it',
    file: 'machines/application.machine.ts',
    find: "on: { 'application.retry': 'creating', 'application.submit': 'creating' },",
    replace: "on: { 'application.retry': 'following', 'application.submit': 'creating' },",
    tests: APPLICATION_TESTS,
  },
  {
    id: '3',
    what: 'calculator: a pay date is taken before any pay cycle is chosen',
    file: 'machines/calculator.machine.ts',
    find: "              guard: 'hasPayCycle',\n",
    replace: '',
    tests: CALCULATOR_TESTS,
  },
  {
    id: '4',
    what: 'status reading: a rejected application shows the accepted stage',
    file: 'src/domain/application-status.ts',
    find: "return stage('rejected')",
    replace: "return stage('accepted')",
    tests: APPLICATION_TESTS,
  },
  {
    id: '8',
    what: 'application: every failed creation follows an application, as if the ERP held one already',
    file: 'machines/application.machine.ts',
    find: "            guard: { type: 'isActiveApplication', params: ({ event }) => ({ error: event.error }) },\n",
    replace: '',
    tests: APPLICATION_TESTS,
  },
  {
    id: '9',
    what: 'calculator: the offer on screen is always asked again, even when it answers the question',
    file: 'machines/calculator.machine.ts',
    find: "{ guard: 'isStale', target: 'waiting' },",
    replace: "{ target: 'waiting' },",
    tests: CALCULATOR_TESTS,
  },
  {
    id: 'o1',
    what: 'offer: refusing a decrease approves the desired amount, as only an increase may',
    file: 'machines/offer.machine.ts',
    find: "'offer.refuse': { guard: 'isIncrease', target: 'approving'",
    replace: "'offer.refuse': { target: 'approving'",
    tests: ['tests/model/offer.machine.test.ts', 'tests/model/oracles.test.ts', WALKS],
  },
  {
    id: 's1',
    what: 'sign-up: a wrong phone code goes on to the address',
    file: 'machines/signup.machine.ts',
    find: "onDone: { target: '#signUp.done' },\n            onError: { target: 'waiting'",
    replace: "onDone: { target: '#signUp.done' },\n            onError: { target: '#signUp.done'",
    tests: ['tests/model/signup.machine.test.ts', 'tests/model/oracles.test.ts', WALKS],
  },
  {
    id: '5',
    what: "flow: leaving the sandbox sends a signed-in client to no flow, and a guest to the ERP's",
    file: 'machines/flow.machine.ts',
    find: "'sandbox.stop': [{ guard: 'isSignedIn', target: 'client' }, { target: 'guest' }],",
    replace: "'sandbox.stop': [{ guard: 'isSignedIn', target: 'guest' }, { target: 'client' }],",
    tests: ['tests/model/flow.machine.test.ts', 'tests/model/oracles.test.ts', WALKS],
  },
  {
    id: '6',
    what: 'loan: a card charge that pays the loan off shows the loan again instead of paid',
    file: 'machines/loan.machine.ts',
    find: "guard: { type: 'isLoanPaidOutput', params: ({ event }) => ({ loan: event.output }) },\n                target: '#loan.paid',",
    replace:
      "guard: { type: 'isLoanPaidOutput', params: ({ event }) => ({ loan: event.output }) },\n                target: '#loan.overview',",
    tests: ['tests/model/loan.machine.test.ts', 'tests/model/oracles.test.ts', WALKS],
  },
  {
    id: '7',
    what: 'loan: repaying by card is offered without a registered card',
    file: 'machines/loan.machine.ts',
    find: "'repay.card': { guard: 'hasCard', target: 'card' },\n            'repay.spei': 'loadingSpei',\n            'repay.cash': { target: 'issuingCash', actions: 'newCashKey' },\n          },\n        },\n        card: {",
    replace:
      "'repay.card': { target: 'card' },\n            'repay.spei': 'loadingSpei',\n            'repay.cash': { target: 'issuingCash', actions: 'newCashKey' },\n          },\n        },\n        card: {",
    tests: ['tests/model/loan.machine.test.ts', 'tests/model/oracles.test.ts', WALKS],
  },
]
