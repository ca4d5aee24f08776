import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { RouteName } from '../../domain/routes'
import { Banner, Button } from '../../ui'
import { TITLES } from '../titles'
import './sandbox.css'

export interface SandboxBarProps {
  hidden: boolean
  /** The simulated step now. */
  step: string
  steps: readonly string[]
  stages: readonly RouteName[]
  onHide: () => void
  onShow: () => void
  onDisable: () => void
  onStep: (step: string) => void
  onVisit: (route: RouteName) => void
  /** The status the simulated application is decided with. */
  applicationStatus: number
  applicationStatuses: readonly number[]
  onApplicationStatus: (status: number) => void
}

/** The application statuses, as the panel names them. */
const STATUS_NAMES: Record<number, MessageDescriptor> = {
  3: msg`accepted`,
  6: msg`rejected`,
  7: msg`verification`,
  13: msg`special offer`,
  14: msg`manual verification`,
  17: msg`offer decrease`,
  18: msg`offer increase`,
  401: msg`decision error`,
}

/**
 * Sandbox mode at the top of the page: the
 * banner with Hide and Disable, and a panel to jump to any simulated step or open any stage.
 */
export function SandboxBar({
  hidden,
  step,
  steps,
  stages,
  onHide,
  onShow,
  onDisable,
  onStep,
  onVisit,
  applicationStatus,
  applicationStatuses,
  onApplicationStatus,
}: SandboxBarProps) {
  const { i18n, t } = useLingui()
  if (hidden)
    return (
      <div className="sandbox-bar sandbox-bar--hidden">
        <Button variant="ghost" onPress={onShow}>
          <Trans>Show sandbox</Trans>
        </Button>
      </div>
    )
  return (
    <div className="sandbox-bar">
      <Banner
        tone="warning"
        title={<Trans>You are running sandbox mode, don't trust your eyes</Trans>}
        actions={
          <>
            <Button variant="secondary" onPress={onHide}>
              <Trans>Hide</Trans>
            </Button>
            <Button variant="secondary" onPress={onDisable}>
              <Trans>Disable</Trans>
            </Button>
          </>
        }
      >
        <p>
          <Trans>
            Nothing here reaches the lender: the steps are simulated. Simulated step: <code>{step}</code>
          </Trans>
        </p>
      </Banner>
      <nav className="sandbox-panel" aria-label={t`Sandbox panel`}>
        <Choices
          id="sandbox-steps"
          title={<Trans>Flow steps</Trans>}
          items={steps}
          current={step}
          onChoose={onStep}
          label={(name) => <code>{name}</code>}
        />
        <Choices
          id="sandbox-statuses"
          title={<Trans>Application decision</Trans>}
          items={applicationStatuses}
          current={applicationStatus}
          onChoose={onApplicationStatus}
          label={(status) => `${status} · ${STATUS_NAMES[status] ? i18n._(STATUS_NAMES[status]) : ''}`}
        />
        <section aria-labelledby="sandbox-stages">
          <h2 id="sandbox-stages">
            <Trans>Screens and stages</Trans>
          </h2>
          <ul>
            {stages.map((route) => (
              <li key={route}>
                <Button variant="ghost" onPress={() => onVisit(route)}>
                  {i18n._(TITLES[route])}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      </nav>
    </div>
  )
}

/** A titled list of toggle buttons, the current one pressed. */
function Choices<T extends string | number>({
  id,
  title,
  items,
  current,
  onChoose,
  label,
}: {
  id: string
  title: ReactNode
  items: readonly T[]
  current: T
  onChoose: (item: T) => void
  label: (item: T) => ReactNode
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item}>
            <Button
              variant={item === current ? 'primary' : 'ghost'}
              onPress={() => onChoose(item)}
              aria-pressed={item === current}
            >
              {label(item)}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  )
}
