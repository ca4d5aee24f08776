import { startTransition, useEffect, useState, useSyncExternalStore } from 'react'

/*
 * A landing page's HTML is rendered at build time for a guest (scripts/build-web.ts), and the app
 * hydrates it (src/main.tsx): React adopts the elements already on screen instead of building them
 * again, which needs the app's first render to be exactly the rendered HTML. What only the visitor's
 * browser knows (a draft in session storage, the calculator's cookie, the query, this year)
 * therefore shows in a render right after hydration; in a page the app renders itself (any later
 * navigation, a page without rendered HTML) it shows from the first render, as before.
 */

const never = () => () => {}
const same = () => 0

/**
 * True while this component's render hydrates HTML rendered at build time, or is that build-time
 * render. React asks a store for its server snapshot in exactly those renders (the page's content
 * hydrates after the root, in a pass of its own, so no flag set from outside would tell).
 */
export function useHydrating(): boolean {
  let hydrating = false
  useSyncExternalStore(never, same, () => {
    hydrating = true
    return 0
  })
  return hydrating
}

/**
 * False at build time and while React hydrates the rendered HTML; true afterwards, and from the
 * first render in a page that is not being hydrated. The render after hydration is a transition,
 * in slices like the hydration itself (the blocking-time budget), not one long task.
 */
export function useHydrated(): boolean {
  const hydrating = useHydrating()
  const [hydrated, setHydrated] = useState(!hydrating)
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true))
  }, [hydrated])
  return hydrated
}

/**
 * State whose first value comes from the visitor's browser (`restore`): the rendered HTML's value
 * (`rendered`) while React hydrates, `restore()` right after; `restore()` at once elsewhere.
 */
export function useRestoredState<T>(restore: () => T, rendered: T) {
  const hydrated = useHydrated()
  const [value, setValue] = useState<T>(() => (hydrated ? restore() : rendered))
  const [restored, setRestored] = useState(hydrated)
  if (hydrated && !restored) {
    // Set while rendering: React renders again before anything is shown (no flash of the rendered value).
    setRestored(true)
    setValue(restore())
  }
  return [value, setValue] as const
}

/**
 * The rendered HTML is inert until the app has taken it over (scripts/build-web.ts), so that a press
 * or a key before then is never lost: by the root when the app renders the page itself, by the
 * page's frame (src/app/LocaleLayout.tsx) when the page is hydrated, once it has rendered again
 * with the visitor's values.
 */
export function takeOver(): void {
  document.getElementById('root')?.removeAttribute('inert')
}
