/**
 * `npm run machine-texts`: writes src/screens/dev/machine-texts.gen.ts, a Lingui message for each
 * state description of the machines the flow visualiser draws (their `meta.description`, in
 * English). `npm run i18n:extract` then puts them in the `dev` catalog, where they are given their
 * Spanish: the product owner reads the diagrams in Spanish while the machines keep their English.
 *
 * tests/unit/machine-texts.test.ts writes the module again and compares it with the committed one:
 * a description changed without running this script fails there.
 */
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { AnyStateMachine, AnyStateNode } from 'xstate'
import { DRAWN_MACHINES } from '../src/app/dev-flows-machines'

export const MACHINE_TEXTS_FILE = 'src/screens/dev/machine-texts.gen.ts'

function* walk(node: AnyStateNode): Generator<AnyStateNode> {
  yield node
  for (const child of Object.values(node.states)) yield* walk(child as AnyStateNode)
}

/** Every state with a description, by state id (as the visualiser's graph names it), in the machines' order. */
export function stateDescriptions(machines: readonly { machine: AnyStateMachine }[]): [string, string][] {
  return machines.flatMap(({ machine }) =>
    [...walk(machine.root)].flatMap((node): [string, string][] => {
      const description = (node.meta as { description?: unknown } | undefined)?.description
      return typeof description === 'string' ? [[node.id, description]] : []
    }),
  )
}

/**
 * A description as a message: its braces (`application/{id}`) quoted, so that Lingui shows them
 * rather than reading a placeholder. The Spanish keeps them quoted the same way.
 */
export const asMessage = (english: string) => english.replace(/\{[^{}]*\}/g, "'$&'")

export function machineTextsModule(descriptions: readonly [string, string][]): string {
  const entries = descriptions.map(
    ([id, english]) =>
      `  ${JSON.stringify(id)}: {\n    english: ${JSON.stringify(english)},\n    text: msg({ message: ${JSON.stringify(asMessage(english))} }),\n  },`,
  )
  return [
    '// Written by `npm run machine-texts` (scripts/machine-texts.ts) from the machines’ meta.description: not by hand.',
    "import type { MessageDescriptor } from '@lingui/core'",
    "import { msg } from '@lingui/core/macro'",
    '',
    '/** Each state’s description by state id: the English it was written from (a changed one is not shown in Spanish) and its message. */',
    'export const STATE_TEXTS: Record<string, { english: string; text: MessageDescriptor }> = {',
    ...entries,
    '}',
    '',
  ].join('\n')
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(MACHINE_TEXTS_FILE, machineTextsModule(stateDescriptions(DRAWN_MACHINES)))
}
