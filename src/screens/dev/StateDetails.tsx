import { Trans, useLingui } from '@lingui/react/macro'
import type { FlowGraph, FlowState } from './flow-model'
import { transitionsOf, useMachineTexts } from './machine-texts'

/**
 * What the chosen state is, in the reader's language: its description, screen and invoked actors,
 * and the transitions that leave it (event, guard with what it checks, target). The code's names
 * stay as they are, small, for whoever reads the machine next.
 */
export function StateDetails({ machine, graph, selected }: { machine: string; graph: FlowGraph; selected: FlowState }) {
  const { t } = useLingui()
  const texts = useMachineTexts(machine)
  const transitions = transitionsOf(graph, selected.id)
  return (
    <dl data-selected-state={selected.id}>
      <dt>
        <Trans>State</Trans>
      </dt>
      <dd>
        <code className="dev-flows__id">{selected.id}</code>
      </dd>
      <dt>
        <Trans>Description</Trans>
      </dt>
      <dd>{texts.description(selected.id, selected.description) ?? t`No description in meta.`}</dd>
      <dt>
        <Trans>Screen</Trans>
      </dt>
      <dd>{selected.screen ?? t`None of its own.`}</dd>
      {selected.invokes.length > 0 ? (
        <>
          <dt>
            <Trans>Invokes</Trans>
          </dt>
          <dd>{selected.invokes.join(', ')}</dd>
        </>
      ) : null}
      <dt>
        <Trans>Transitions</Trans>
      </dt>
      <dd>
        {transitions.length === 0 ? (
          <Trans>None leave this state.</Trans>
        ) : (
          <ul className="dev-flows__transitions">
            {transitions.map((transition) => {
              const { guard } = transition
              const checks = guard ? texts.guard(guard) : null
              return (
                <li key={transition.id} data-transition={transition.id}>
                  <Trans>
                    On <code className="dev-flows__id">{transition.event}</code>
                  </Trans>
                  {guard ? (
                    <>
                      {' '}
                      <Trans>
                        if <code className="dev-flows__id">{guard}</code>
                      </Trans>
                      {checks ? <>: {checks}</> : null}
                    </>
                  ) : transition.otherwise ? (
                    <> {t`otherwise`}</>
                  ) : null}{' '}
                  {transition.target === null ? (
                    <Trans>(stays)</Trans>
                  ) : (
                    <>
                      → <code className="dev-flows__id">{transition.target}</code>
                    </>
                  )}
                </li>
              )
            })}
          </ul>
        )}
      </dd>
    </dl>
  )
}
