import { describe, expect, it } from 'vitest'
import { routeNameOf } from '../../machines/navigation'

describe('the route name of a path', () => {
  it('reads the locale alone as the home page', () => {
    expect(routeNameOf('/es')).toBe('home')
    expect(routeNameOf('/en')).toBe('home')
  })

  it('drops every trailing slash', () => {
    expect(routeNameOf('/es/flow//')).toBe('flow')
  })

  it('reads a locale only at the start of the path', () => {
    expect(routeNameOf('/flow/es')).toBeNull()
  })
})
