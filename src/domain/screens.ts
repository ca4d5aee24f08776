/**
 * A machine state's screen as its `meta.screen` names it, for the visualiser and the QA report:
 * one route name, or several that the state shows alike (joined with ' | ').
 */
export function screenText(screen: unknown): string | null {
  if (typeof screen === 'string') return screen
  return Array.isArray(screen) && screen.length > 0 && screen.every((name) => typeof name === 'string')
    ? screen.join(' | ')
    : null
}
