import { describe, expect, it, vi } from 'vitest'
import type { AnyStateNode } from 'xstate'
import { DRAWN_MACHINES } from '../../src/app/dev-flows-machines'
import { CONTENT_PAGES } from '../../src/domain/content-pages'
import { routeTree } from '../../src/routeTree.gen'

interface RouteLike {
  options: { id?: string; staticData?: { name?: string } }
  children?: RouteLike[] | Record<string, RouteLike>
}

/** Every page of the generated route tree (a route with no child routes), by its full id and name. */
function pages(route: RouteLike, parent = ''): { id: string; name: string | undefined }[] {
  const id = `${parent}${route.options.id ?? ''}`.replace(/\/{2,}/g, '/')
  const children = route.children ? Object.values(route.children) : []
  if (children.length === 0) return [{ id, name: route.options.staticData?.name }]
  return children.flatMap((child) => pages(child, id))
}

/** Every route name a state of a machine shows (`meta.screen`: one name, or several). */
function screens(node: AnyStateNode): string[] {
  const screen = (node.meta as { screen?: string | string[] } | undefined)?.screen
  const own = screen === undefined ? [] : Array.isArray(screen) ? screen : [screen]
  return [...own, ...Object.values(node.states).flatMap((child) => screens(child))]
}

// The visualiser's page imports the graphs the build makes (vite.config.ts `flow-graphs`); its route is what is read here.
vi.mock('virtual:flow-graphs', () => ({ default: [] }))

const SHOWN = new Set(DRAWN_MACHINES.flatMap(({ machine }) => screens(machine.root)))
// `/` only sends the visitor to the Spanish site.
const REDIRECTS = new Set(['/'])

describe('every page is a machine state’s screen or a content page', () => {
  const tree = pages(routeTree as unknown as RouteLike).filter((page) => !REDIRECTS.has(page.id))

  it('reads the pages from the generated route tree', () => {
    expect(tree.length).toBeGreaterThan(40)
  })

  it.each(tree.map((page) => [page.id, page.name] as const))('%s (%s)', (_, name) => {
    expect(name, 'every page names its route').toBeDefined()
    const content = (CONTENT_PAGES as readonly string[]).includes(name!)
    const shown = SHOWN.has(name!)
    expect({ name, content, shown }).toEqual({ name, content: !shown, shown: !content })
  })

  it('lists as content only pages that exist', () => {
    const names = new Set(tree.map((page) => page.name))
    expect(CONTENT_PAGES.filter((name) => !names.has(name))).toEqual([])
  })
})
