import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { MACHINE_FILE, stripMachineMeta } from '../../scripts/lib/strip-machine-meta'

describe("the built app's machines without their meta", () => {
  it('removes every meta of states and transitions, and nothing else', async () => {
    const source = `
      const machine = setup({ types: {} as { context: { meta: number } } }).createMachine({
        initial: 'idle',
        meta: { description: 'The root' },
        states: {
          idle: { meta: { description: 'Waiting', screen: 'home' }, on: { go: { target: 'busy', meta: { unreachable: 'Never sent' } } } },
          busy: { entry: assign({ meta: () => 1 }) },
        },
      })`
    const stripped = (await stripMachineMeta(source, 'machines/x.machine.ts'))!.code
    expect(stripped).not.toMatch(/description|screen|unreachable/)
    // A property named meta whose value is not an object literal is the machine's own business.
    expect(stripped).toContain('meta: () => 1')
    expect(stripped).toContain("target: 'busy'")
    expect(stripped).toContain('types: {} as {')
  })

  it('applies to the machine files only, and leaves a file without meta as it is', async () => {
    expect(MACHINE_FILE.test('/work/machines/auth.machine.ts')).toBe(true)
    expect(MACHINE_FILE.test('/work/machines/navigation.ts')).toBe(false)
    expect(MACHINE_FILE.test('/work/src/app/auth.machine.ts')).toBe(false)
    expect(await stripMachineMeta('export const a = 1', 'machines/a.machine.ts')).toBeNull()
  })

  it('keeps a real machine working: the auth machine without meta has the same states and transitions', async () => {
    const source = readFileSync('machines/auth.machine.ts', 'utf8')
    const stripped = (await stripMachineMeta(source, 'machines/auth.machine.ts'))!.code
    expect(source).toContain('description:')
    expect(stripped).not.toContain('description:')
    expect(stripped.match(/\btarget:/g)?.length).toBe(source.match(/\btarget:/g)?.length)
  })
})
