import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { Button } from '../../ui/Button'
import { Simulator } from './Simulator'
import type { FollowedSimulation, SimulatorPort } from './simulator-model'

/**
 * The visualiser's section "Simulate without the ERP": what it does, and the button that opens the
 * simulator (src/screens/dev/Simulator.tsx), whose worker (`connect`) starts only then.
 */
export function SimulatorSection({
  connect,
  onFollow,
}: {
  connect: () => SimulatorPort
  /** Told the simulation as it moves (null: none running), for the diagrams to follow it. */
  onFollow: (simulation: FollowedSimulation | null) => void
}) {
  const [open, setOpen] = useState(false)
  return (
    <section className="dev-flows__machine" aria-labelledby="dev-flows-sim-title" data-simulator="">
      <h2 id="dev-flows-sim-title">
        <Trans>Simulate without the ERP</Trans>
      </h2>
      <p>
        <Trans>
          Pick a machine and a start, then send it the events its states handle: the answers of the ERP calls and the ends of its
          delays are events too, with example data you can change. Nothing the machine would do runs: no call reaches the ERP.
        </Trans>
      </p>
      {open ? (
        <Simulator connect={connect} onFollow={onFollow} />
      ) : (
        <Button variant="secondary" onPress={() => setOpen(true)}>
          <Trans>Open the simulator</Trans>
        </Button>
      )}
    </section>
  )
}
