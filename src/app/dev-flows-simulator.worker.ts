/**
 * The flow visualiser's simulator (src/app/dev-flows-simulation.ts) in a Web Worker built on its
 * own: the machines' code runs here, not in the visualiser's chunk, which would otherwise share it
 * with (and split it out of) the borrowers' pages. Started when the reader opens the simulator.
 */
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import { fromJson, type JsonObject, type SimulatorReply, type SimulatorRequest } from '../screens/dev/simulator-model'
import { DRAWN_MACHINES } from './dev-flows-machines'
import { startSimulation, stepSimulation, viewOf } from './dev-flows-simulation'

const revive = (data: JsonObject) => fromJson(data) as object

let simulated: { machine: AnyStateMachine; snapshot: AnyMachineSnapshot; examples: Record<string, JsonObject[]> } | null = null

function answer(request: SimulatorRequest): SimulatorReply {
  if (request.kind === 'start') {
    const machine = DRAWN_MACHINES.find(({ name }) => name === request.machine)?.machine
    if (!machine) return { kind: 'failed', id: request.id, message: `No machine ${request.machine}` }
    const snapshot = startSimulation(machine, request.input === undefined ? undefined : fromJson(request.input))
    simulated = { machine, snapshot, examples: request.examples }
    return { kind: 'view', id: request.id, view: viewOf(snapshot, simulated.examples, revive), step: null }
  }
  if (!simulated) return { kind: 'failed', id: request.id, message: 'Nothing started' }
  const { snapshot, step } = stepSimulation(simulated.machine, simulated.snapshot, {
    ...revive(request.event),
    type: typeof request.event.type === 'string' ? request.event.type : '',
  })
  simulated.snapshot = snapshot
  return { kind: 'view', id: request.id, view: viewOf(snapshot, simulated.examples, revive), step }
}

addEventListener('message', (message: MessageEvent<SimulatorRequest>) => {
  let reply: SimulatorReply
  try {
    reply = answer(message.data)
  } catch (error) {
    reply = { kind: 'failed', id: message.data.id, message: error instanceof Error ? error.message : String(error) }
  }
  postMessage(reply)
})
