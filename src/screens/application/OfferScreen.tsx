import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { ApplicationView } from '../../domain/application'
import type { OfferKind } from '../../domain/application-status'
import { formatMoney } from '../../domain/money'
import type { Offer } from '../../domain/pricing'
import type { Problem } from '../../domain/problem'
import { Banner, Button, Link } from '../../ui'
import { TITLES } from '../titles'
import { OfferFigures } from './OfferFigures'
import './application.css'

export type OfferState =
  'loading' | 'loadFailed' | 'ready' | 'approving' | 'approveFailed' | 'reloading' | 'reloadFailed' | 'done'

export interface OfferView {
  state: OfferState
  kind: OfferKind
  application: ApplicationView
  offer: Offer | null
  choice: 'accept' | 'refuse' | null
  problem: Problem | null
}

export interface OfferScreenProps {
  /** Null until the application is known (a fresh page load). */
  view: OfferView | null
  route: 'application-offer-increase' | 'application-offer-decrease'
  profileHref: string
  onAccept: () => void
  onRefuse: () => void
  onRetry: () => void
  /** The cancel of the application (button and confirmation): the offer may also be declined altogether. */
  cancel?: ReactNode
}

/**
 * `/application/offer-increase` and `/application/offer-decrease`: the new
 * amount beside the one asked for, what the new loan costs, and the choice.
 */
export function OfferScreen({ view, route, profileHref, onAccept, onRefuse, onRetry, cancel }: OfferScreenProps) {
  const { t, i18n } = useLingui()
  const title = i18n._(TITLES[route])
  if (view === null) {
    return (
      <section className="application-screen" aria-labelledby="page-title" data-route={route}>
        <h1 id="page-title">{title}</h1>
        <p role="status">
          <Trans>Loading your offer…</Trans>
        </p>
        {cancel}
      </section>
    )
  }
  const { state, kind, application, offer, choice, problem } = view
  const desired = application.desiredLoanAmount.amount
  const offered = application.offeredAmount?.amount ?? desired
  const increase = kind === 'increase'
  const busy = state === 'approving' || state === 'reloading' || state === 'done'
  const failure =
    state === 'loadFailed'
      ? i18n._(msg`We could not load the details of your offer.`)
      : state === 'approveFailed'
        ? problem?.status === -1
          ? i18n._(msg`We got no answer. Check your connection and try again.`)
          : i18n._(msg`We could not save your choice.`)
        : state === 'reloadFailed'
          ? i18n._(msg`Your choice was saved, but we could not show the result.`)
          : null

  return (
    <section className="application-screen" aria-labelledby="page-title" data-route={route}>
      <h1 id="page-title">{title}</h1>
      <p className="application-lead">
        {increase ? (
          <Trans>Good news: your application is approved, and you can borrow up to {formatMoney(offered)}.</Trans>
        ) : (
          <Trans>We cannot lend you the whole amount you asked for, but we can lend you {formatMoney(offered)} today.</Trans>
        )}
      </p>
      <dl className="application-compare">
        <div>
          <dt>
            <Trans>You asked for</Trans>
          </dt>
          <dd data-testid="offer-desired">{formatMoney(desired)}</dd>
        </div>
        <div className="application-compare__new">
          <dt>
            <Trans>We offer you</Trans>
          </dt>
          <dd data-testid="offer-offered">{formatMoney(offered)}</dd>
        </div>
      </dl>
      <div className="application-card" aria-busy={state === 'loading' || undefined}>
        <h2>
          <Trans>Your loan of {formatMoney(offered)}</Trans>
        </h2>
        {offer ? (
          <OfferFigures offer={offer} />
        ) : state === 'loading' ? (
          <p role="status">
            <Trans>Loading the details of your offer…</Trans>
          </p>
        ) : null}
      </div>
      {failure && (
        <Banner
          tone="error"
          title={failure}
          actions={
            <Button variant="secondary" onPress={onRetry}>
              <Trans>Try again</Trans>
            </Button>
          }
        />
      )}
      {(state === 'ready' || busy) && (
        // No pushing to borrow more: on an increase the primary choice is the amount she asked for,
        // the larger one beside it; on a decrease the lower amount is the only way on.
        <div className="application-actions">
          {increase && (
            <Button size="lg" onPress={onRefuse} isPending={busy && choice === 'refuse'} isDisabled={busy && choice !== 'refuse'}>
              <Trans>Keep {formatMoney(desired)}</Trans>
            </Button>
          )}
          <Button
            variant={increase ? 'secondary' : 'primary'}
            size="lg"
            onPress={onAccept}
            isPending={busy && choice === 'accept'}
            isDisabled={busy && choice !== 'accept'}
          >
            <Trans>Accept {formatMoney(offered)}</Trans>
          </Button>
        </div>
      )}
      {!increase && (
        <p className="application-note">
          <Trans>Not now? The offer stays open while your application is in progress.</Trans>{' '}
          <Link href={profileHref}>{t`Go to my profile`}</Link>
        </p>
      )}
      {cancel}
    </section>
  )
}
