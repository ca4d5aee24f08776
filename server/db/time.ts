/**
 * Instants are stored as ISO-8601 UTC text with milliseconds (schema.ts). Always write them with
 * this function: text comparison orders them correctly only while every value has this shape.
 */
export function stamp(instant: Date): string {
  return instant.toISOString()
}

/** The instant `ms` milliseconds before `instant`, as stored text: the start of a window. */
export function stampBefore(instant: Date, ms: number): string {
  return stamp(new Date(instant.getTime() - ms))
}

/** The instant `ms` milliseconds after `instant`, as stored text: an expiry. */
export function stampAfter(instant: Date, ms: number): string {
  return stamp(new Date(instant.getTime() + ms))
}
