import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { pathFor, type Locale } from '../../../domain/routes'
import { Banner, Link } from '../../../ui'

export interface PayoutAlertProps {
  /** The card it stands for (`payout`, `cash-payout`) and that card's state, as tests and QA read it. */
  testId: string
  state: string
  title: ReactNode
  locale: Locale
  /** What the client can do first; contacting us always follows. */
  action?: ReactNode
  children: ReactNode
}

/**
 * The loan money did not reach the client as it should after signing (the bank returned the
 * transfer, the cash reference expired uncollected): a warning in place of the payout's card, what
 * happened and what to do, and the way to contact us.
 */
export function PayoutAlert({ testId, state, title, locale, action, children }: PayoutAlertProps) {
  return (
    <div data-testid={testId} data-state={state}>
      <Banner
        tone="warning"
        title={title}
        actions={
          <>
            {action}
            <Link variant="button-secondary" href={pathFor('contacts', locale)}>
              <Trans>Contact us</Trans>
            </Link>
          </>
        }
      >
        {children}
      </Banner>
    </div>
  )
}
