import type { Behaviour } from '../../machines/tracking.machine'

/** The contract's bound on a field name (api/routes/tracking.ts TrackingEvent.field). */
const MAX_FIELD_NAME = 64
/** Fields whose last key time is remembered (for key intervals); more forget the oldest. */
const MAX_FIELDS = 64

/**
 * The named form control an event happened on: an input, textarea or select inside a form,
 * identified by its name attribute, never by what it holds.
 */
function fieldOf(target: EventTarget | null): { name: string; secret: boolean } | null {
  if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement))
    return null
  const name = target.getAttribute('name')
  if (!name || target.closest('form') === null) return null
  // A password's keystroke rhythm says too much about it: only its focus and blur are kept.
  const secret = target instanceof HTMLInputElement && (target.type === 'password' || target.autocomplete === 'one-time-code')
  return { name: name.slice(0, MAX_FIELD_NAME), secret }
}

/**
 * Listens to the page's forms (plain DOM listeners, capture phase) and hands each behaviour event
 * to `send`: per field focus and blur times, the interval between keys, corrections (Backspace,
 * Delete), pastes (how many characters), pointer and touch presses. What a key or a paste holds is
 * never read into an event: a key is counted by its timing only, a paste by its length. Times
 * are milliseconds since `origin`. Gives back the function that removes the listeners.
 */
export function collectBehaviour(
  root: Document,
  send: (event: Behaviour) => void,
  options: { now?: () => number; origin?: number } = {},
): () => void {
  const now = options.now ?? (() => performance.now())
  const origin = options.origin ?? now()
  const at = () => Math.max(0, Math.round(now() - origin))
  const lastKey = new Map<string, number>()

  const listeners: [string, (event: Event) => void][] = [
    [
      'focusin',
      (event) => {
        const field = fieldOf(event.target)
        if (field) send({ type: 'focus', field: field.name, at: at() })
      },
    ],
    [
      'focusout',
      (event) => {
        const field = fieldOf(event.target)
        if (field) send({ type: 'blur', field: field.name, at: at() })
      },
    ],
    [
      'keydown',
      (event) => {
        const field = fieldOf(event.target)
        const { key, repeat, ctrlKey, metaKey, altKey } = event as KeyboardEvent
        if (!field || field.secret || repeat) return
        const time = at()
        if (key === 'Backspace' || key === 'Delete') {
          send({ type: 'correction', field: field.name, at: time, count: 1 })
          return
        }
        // Characters typed only: not Tab, arrows, Shift, nor shortcuts (a paste is its own event).
        if (key.length !== 1 || ctrlKey || metaKey || altKey) return
        const previous = lastKey.get(field.name)
        lastKey.delete(field.name)
        lastKey.set(field.name, time)
        if (lastKey.size > MAX_FIELDS) lastKey.delete(lastKey.keys().next().value!)
        send({ type: 'key', field: field.name, at: time, ...(previous === undefined ? {} : { interval: time - previous }) })
      },
    ],
    [
      'paste',
      (event) => {
        const field = fieldOf(event.target)
        if (!field || field.secret) return
        const length = (event as ClipboardEvent).clipboardData?.getData('text/plain').length ?? 0
        send({ type: 'paste', field: field.name, at: at(), count: length })
      },
    ],
    [
      'pointerdown',
      (event) => {
        const target = event.target
        if (!(target instanceof Element) || target.closest('form') === null) return
        const field = fieldOf(target)
        const type = (event as PointerEvent).pointerType === 'touch' ? 'touch' : 'pointer'
        send({ type, at: at(), count: 1, ...(field ? { field: field.name } : {}) })
      },
    ],
  ]
  for (const [type, listener] of listeners) root.addEventListener(type, listener, { capture: true, passive: true })
  return () => {
    for (const [type, listener] of listeners) root.removeEventListener(type, listener, { capture: true })
  }
}
