import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../../locales/es/screens.po'
import type { Referral } from '../../src/api/referrals'
import { EMPTY_REFERRAL, ReferralsSection } from '../../src/screens/profile/referrals/ReferralsSection'

// No DOM here: the section is rendered to HTML on the server, in Spanish.
beforeAll(() => {
  i18n.loadAndActivate({ locale: 'es', messages })
})

const referral = (id: number, status: Referral['status'], reason: Referral['reason']): Referral => ({
  id,
  name: `Amigo ${id}`,
  phone: `55000000${String(id).padStart(2, '0')}`,
  email: null,
  code: `CODE${id}`,
  status,
  reason,
  createdAt: '2025-06-15T18:00:00.000Z',
})

function html(data: Referral[]): string {
  const idle = { state: 'editing' as const, problem: null }
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <ReferralsSection
        load={{ state: 'ready', data }}
        onRetry={() => {}}
        draft={EMPTY_REFERRAL}
        onDraftChange={() => {}}
        inviteView={idle}
        onInvite={() => {}}
        validate={() => []}
        updateView={idle}
        onUpdate={() => {}}
        edit={null}
        onEditChange={() => {}}
      />
    </I18nProvider>,
  )
}

describe('a referral that does not count', () => {
  it('says why, in Spanish, beside the status', () => {
    const page = html([
      referral(1, 'not_counted', 'same_person'),
      referral(2, 'not_counted', 'phone_not_verified'),
      referral(3, 'registered', null),
    ])
    expect(page).toContain('No cuenta')
    expect(page).toContain('Esta cuenta es tuya: invitarte a ti no cuenta.')
    expect(page).toContain(
      'Tu amigo o amiga ya se registró, pero aún no verifica su teléfono. La invitación contará cuando lo haga.',
    )
    expect(page.match(/data-testid="referral-reason"/g)).toHaveLength(2)
  })

  it('says nothing more for one that counts', () => {
    const page = html([referral(3, 'registered', null)])
    expect(page).not.toContain('referral-reason')
    expect(page).not.toContain('No cuenta')
  })
})
