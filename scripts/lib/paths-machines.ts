import { createMachine, type AnyEventObject, type AnyMachineSnapshot } from 'xstate'
import { popupMachine } from '../../machines/popup.machine'
import { rootMachine } from '../../machines/root.machine'
import { sandboxMachine } from '../../machines/sandbox.machine'
import { toastMachine } from '../../machines/toast.machine'
import * as account from '../../tests/model/events/account'
import * as application from '../../tests/model/events/application'
import * as auth from '../../tests/model/events/auth'
import * as calculator from '../../tests/model/events/calculator'
import * as flow from '../../tests/model/events/flow'
import * as form from '../../tests/model/events/form'
import * as identity from '../../tests/model/events/identity'
import * as loan from '../../tests/model/events/loan'
import * as offer from '../../tests/model/events/offer'
import * as popup from '../../tests/model/events/popup'
import * as recovery from '../../tests/model/events/recovery'
import * as registration from '../../tests/model/events/registration'
import * as sandbox from '../../tests/model/events/sandbox'
import * as signup from '../../tests/model/events/signup'
import * as toast from '../../tests/model/events/toast'
import * as tracking from '../../tests/model/events/tracking'
import * as upload from '../../tests/model/events/upload'
import * as uploads from '../../tests/model/events/uploads'
import type { MachineName } from '../../machines/ids'
import type { MachinePaths } from './paths'

// The event lists, models and serialisations are the model tests' own (tests/model/events).
const loose = (serialize: unknown) => serialize as (snapshot: AnyMachineSnapshot) => unknown
const events = (list: unknown) => list as AnyEventObject[]
const valueOnly = (snapshot: AnyMachineSnapshot) => snapshot.value

/** Every machine of the one list (machines/ids.ts MACHINES), as the QA paths report walks it. */
export const MACHINE_PATHS: (MachinePaths & { name: MachineName })[] = [
  {
    name: 'root',
    model: rootMachine,
    starts: [{ label: 'a guest', input: { auth: { storedToken: null, now: 0 } } }],
    events: [
      { type: 'erp.failed', status: 502, path: '/web/private/client/flow' },
      { type: 'page.failed', status: 404, message: 'Not found' },
      { type: 'route.changed', pathname: '/es/' },
      { type: 'actor.join', systemId: 'calculator', logic: createMachine({}) },
    ],
    serialize: valueOnly,
  },
  {
    name: 'auth',
    model: auth.model,
    starts: [
      { label: 'a guest', input: { storedToken: null, now: auth.now } },
      { label: 'a client with a stored token', input: { storedToken: auth.client, now: auth.now } },
      { label: 'an admin with a stored token', input: { storedToken: auth.admin, now: auth.now } },
    ],
    events: auth.EVENTS,
    serialize: loose(auth.serialize),
  },
  {
    name: 'calculator',
    model: calculator.model,
    starts: [{ label: 'a guest', input: calculator.input }],
    events: calculator.EVENTS,
    serialize: loose(calculator.serialize),
  },
  {
    name: 'application',
    model: application.model,
    starts: [{ label: 'start', input: {} }],
    events: application.EVENTS,
    serialize: loose(application.serialize),
  },
  {
    name: 'registration',
    model: registration.model,
    starts: [{ label: 'start' }],
    events: registration.EVENTS,
    serialize: loose(registration.serialize),
  },
  {
    name: 'account',
    model: account.model,
    starts: [{ label: 'start' }],
    events: account.EVENTS,
    serialize: loose(account.serialize),
  },
  {
    name: 'recovery',
    model: recovery.model,
    starts: recovery.INPUTS.map(([label, input]) => ({ label, input })),
    events: recovery.EVENTS,
    serialize: loose(recovery.serialize),
  },
  {
    name: 'offer',
    model: offer.model,
    starts: offer.INPUTS.map(([label, input]) => ({ label, input })),
    events: offer.EVENTS,
    serialize: loose(offer.serialize),
  },
  { name: 'flow', model: flow.model, starts: [{ label: 'start' }], events: flow.EVENTS, serialize: loose(flow.serialize) },
  {
    name: 'sandbox',
    model: sandboxMachine,
    starts: [{ label: 'start' }],
    events: sandbox.EVENTS,
    serialize: loose(sandbox.serialize),
  },
  { name: 'loan', model: loan.model, starts: [{ label: 'start' }], events: loan.EVENTS, serialize: loose(loan.serialize) },
  {
    name: 'signup',
    model: signup.model,
    starts: [
      { label: 'a guest', input: { signedIn: false, phone: null } },
      { label: 'a signed-in client whose phone is not verified', input: { signedIn: true, phone: '5512345678' } },
    ],
    events: signup.EVENTS,
    serialize: loose(signup.serialize),
  },
  {
    name: 'form',
    model: form.model,
    starts: [{ label: 'start' }],
    events: form.EVENTS,
    serialize: loose((s: { value: unknown; context: { problem: unknown } }) => ({
      value: s.value,
      problem: s.context.problem !== null,
    })),
  },
  {
    name: 'upload',
    model: upload.model,
    starts: upload.INPUTS.map(([label, input]) => ({ label, input })),
    events: upload.EVENTS,
    serialize: loose(upload.serialize),
  },
  {
    name: 'uploads',
    model: uploads.model,
    starts: uploads.INPUTS.map(([label, input]) => ({ label, input })),
    events: uploads.EVENTS,
    serialize: loose(uploads.serialize),
  },
  {
    name: 'identity',
    model: identity.model,
    starts: [{ label: 'start' }],
    events: identity.EVENTS,
    serialize: loose(identity.serialize),
  },
  {
    name: 'tracking',
    model: tracking.model,
    starts: [{ label: 'start' }],
    events: tracking.EVENTS,
    serialize: loose(tracking.serialize),
  },
  {
    name: 'popup',
    model: popupMachine,
    starts: [{ label: 'start' }],
    events: (s) => events(popup.events(s as never)),
    serialize: valueOnly,
  },
  {
    name: 'toast',
    model: toastMachine,
    starts: [{ label: 'start' }],
    events: (s) => events(toast.events(s as never)),
    serialize: valueOnly,
  },
]
