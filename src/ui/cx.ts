/** Joins class names, skipping empty ones. Free of react-aria: plain components use it on start-up. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ')
}
