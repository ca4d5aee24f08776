import { describe, expect, it } from 'vitest'
import { loadScreenTitles, titleOf } from '../../src/app/titles'
import type { RouteName } from '../../src/domain/routes'

// The frame names the page by these (the English msgids; the catalogs translate them).
describe('the titles the frame gives a page', () => {
  it.each<[RouteName, string]>([
    ['home', 'Online personal loans'],
    ['faq', 'Frequently asked questions'],
    ['how-to-pay', 'How to pay your loan'],
  ])('knows the landing page %s from the start: %s', (route, title) => {
    expect(titleOf(route)?.message).toBe(title)
  })

  it('knows a screen behind the landing pages only once the screens catalog brought its titles', async () => {
    expect(titleOf('registration')).toBeNull()
    expect(titleOf('profile-my-loan')).toBeNull()
    await loadScreenTitles()
    expect(titleOf('registration')?.message).toBe('Create your account')
    expect(titleOf('profile-my-loan')?.message).toBe('My loan')
    expect(titleOf('home')?.message).toBe('Online personal loans')
  })
})
