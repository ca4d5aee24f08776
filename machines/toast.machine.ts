import { assign, cancel, enqueueActions, setup } from 'xstate'

/** Each toast is dismissed after 5000 ms. */
export const TOAST_MS = 5_000

export type ToastTone = 'info' | 'success' | 'warning' | 'error'

export interface Toast {
  id: string
  /** Plain text, already translated by the sender. */
  message: string
  tone: ToastTone
}

export interface ToastContext {
  toasts: Toast[]
  /** Feeds generated ids, so that runs are repeatable. */
  nextId: number
}

export type ToastEvent =
  { type: 'toast.show'; message: string; tone?: ToastTone; id?: string } | { type: 'toast.dismiss'; id: string }

/** The id of the delayed dismissal of a toast, used to cancel it when dismissed early. */
const timerOf = (toastId: string) => `toast.timer.${toastId}`

/**
 * A queue of short messages. Every toast carries its own delayed `toast.dismiss` (a raise
 * with the named delay `toast`), cancelled when the user dismisses it first. Showing a
 * toast with the id of one on screen replaces its message and restarts its timer.
 */
export const toastMachine = setup({
  types: {
    context: {} as ToastContext,
    events: {} as ToastEvent,
  },
  actions: {
    addToast: assign(({ context }, params: { message: string; tone?: ToastTone; id?: string }) => {
      const toast: Toast = {
        id: params.id ?? `toast-${context.nextId}`,
        message: params.message,
        tone: params.tone ?? 'info',
      }
      const others = context.toasts.filter((t) => t.id !== toast.id)
      return { toasts: [...others, toast], nextId: params.id ? context.nextId : context.nextId + 1 }
    }),
    removeToast: assign({
      toasts: ({ context }, params: { id: string }) => context.toasts.filter((t) => t.id !== params.id),
    }),
    cancelTimer: cancel((_, params: { id: string }) => timerOf(params.id)),
    // A raise's own id cannot be an expression, so the delayed dismissal is enqueued.
    scheduleDismiss: enqueueActions(({ enqueue }, params: { id: string }) => {
      enqueue.cancel(timerOf(params.id))
      enqueue.raise({ type: 'toast.dismiss', id: params.id }, { delay: 'toast', id: timerOf(params.id) })
    }),
  },
  guards: {
    hasNoToasts: ({ context }) => context.toasts.length === 0,
  },
  delays: {
    toast: TOAST_MS,
  },
}).createMachine({
  id: 'toast',
  context: { toasts: [], nextId: 1 },
  initial: 'empty',
  on: {
    'toast.show': {
      target: '.showing',
      actions: [
        { type: 'addToast', params: ({ event }) => event },
        // The id the toast got: the one asked for, or the one just generated.
        { type: 'scheduleDismiss', params: ({ context }) => ({ id: lastToastId(context) }) },
      ],
    },
  },
  states: {
    empty: {
      meta: { description: 'No toast is shown' },
    },
    showing: {
      meta: { description: 'One or more toasts are shown, each until its own 5000 ms pass or it is dismissed' },
      always: { guard: 'hasNoToasts', target: 'empty' },
      on: {
        'toast.dismiss': {
          actions: [
            { type: 'cancelTimer', params: ({ event }) => ({ id: event.id }) },
            { type: 'removeToast', params: ({ event }) => ({ id: event.id }) },
          ],
        },
      },
    },
  },
})

function lastToastId(context: ToastContext): string {
  return context.toasts.at(-1)?.id ?? ''
}
