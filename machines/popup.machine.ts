import { assign, setup } from 'xstate'

/** Popups close by themselves after 7000 ms unless told otherwise. */
export const POPUP_AUTO_CLOSE_MS = 7_000

/** An info popup opens after a pointer rests on its link for 1000 ms. */
export const INFO_HOVER_MS = 1_000

/** What the machine knows of the open popup: an id the UI maps to content, and its timing. */
export interface OpenPopup {
  id: string
  autoClose: boolean
  duration: number
}

export interface PopupContext {
  current: OpenPopup | null
  /** The popup a pointer rests on, opened once it has rested for the hover delay. */
  hovered: string | null
}

export type PopupEvent =
  | { type: 'popup.open'; id: string; autoClose?: boolean; duration?: number }
  | { type: 'popup.close' }
  /** A pointer rests on an info link: its popup opens after 1000 ms, unless it leaves first. */
  | { type: 'popup.hover'; id: string }
  | { type: 'popup.unhover' }
  /** Popups close on route change; the root forwards its own `route.changed`. */
  | { type: 'route.changed'; pathname?: string }

/**
 * One popup at a time: opening another replaces the
 * current one and restarts its timer; a route change or the close button closes it.
 */
export const popupMachine = setup({
  types: {
    context: {} as PopupContext,
    events: {} as PopupEvent,
  },
  actions: {
    assignPopup: assign({
      current: (_, params: { id: string; autoClose?: boolean; duration?: number }) => ({
        id: params.id,
        autoClose: params.autoClose ?? true,
        duration: params.duration ?? POPUP_AUTO_CLOSE_MS,
      }),
    }),
    clearPopup: assign({ current: null }),
    assignHovered: assign({ hovered: (_, params: { id: string }) => params.id }),
    clearHovered: assign({ hovered: null }),
    openHovered: assign(({ context }) => ({
      current: context.hovered ? { id: context.hovered, autoClose: true, duration: POPUP_AUTO_CLOSE_MS } : null,
      hovered: null,
    })),
  },
  guards: {
    closesByItself: (_, params: { autoClose?: boolean }) => params.autoClose !== false,
  },
  delays: {
    popupAutoClose: ({ context }) => context.current?.duration ?? POPUP_AUTO_CLOSE_MS,
    infoHover: INFO_HOVER_MS,
  },
}).createMachine({
  id: 'popup',
  context: { current: null, hovered: null },
  initial: 'closed',
  states: {
    closed: {
      meta: { description: 'No popup is shown' },
      initial: 'idle',
      states: {
        idle: {
          meta: { description: 'Nothing is pointed at' },
          on: { 'popup.hover': { target: 'hovering', actions: { type: 'assignHovered', params: ({ event }) => event } } },
        },
        hovering: {
          meta: { description: 'A pointer rests on an info link; its popup opens after 1000 ms' },
          after: { infoHover: { target: '#popup.open.timed', actions: 'openHovered' } },
          on: {
            'popup.unhover': { target: 'idle', actions: 'clearHovered' },
            'route.changed': { target: 'idle', actions: 'clearHovered' },
          },
        },
      },
      on: {
        'popup.open': [
          {
            guard: { type: 'closesByItself', params: ({ event }) => ({ autoClose: event.autoClose }) },
            target: 'open.timed',
            actions: ['clearHovered', { type: 'assignPopup', params: ({ event }) => event }],
          },
          { target: 'open.pinned', actions: ['clearHovered', { type: 'assignPopup', params: ({ event }) => event }] },
        ],
      },
    },
    open: {
      meta: { description: 'A popup is shown over the page' },
      on: {
        'popup.open': [
          {
            guard: { type: 'closesByItself', params: ({ event }) => ({ autoClose: event.autoClose }) },
            target: '.timed',
            reenter: true,
            actions: { type: 'assignPopup', params: ({ event }) => event },
          },
          { target: '.pinned', reenter: true, actions: { type: 'assignPopup', params: ({ event }) => event } },
        ],
        'popup.close': { target: 'closed', actions: 'clearPopup' },
        'route.changed': { target: 'closed', actions: 'clearPopup' },
        // Opening by hover a popup that is already shown keeps it, timer and all.
      },
      // XState needs an initial child; every way in names `timed` or `pinned` explicitly.
      initial: 'timed',
      states: {
        timed: {
          meta: { description: 'Closes by itself after its duration (7000 ms by default)' },
          after: { popupAutoClose: { target: '#popup.closed', actions: 'clearPopup' } },
        },
        pinned: {
          meta: { description: 'Stays until closed by the user or a route change (autoClose: false)' },
        },
      },
    },
  },
})
