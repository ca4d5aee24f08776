import { notFound } from '@tanstack/react-router'

/** A page's validity check: when it fails, the 404 page is shown. */
export function assertValid(valid: boolean): void {
  if (!valid) throw notFound()
}
