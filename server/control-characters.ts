/**
 * Text the ERP takes holds no C0 control character but tab, line feed and carriage return. A NUL
 * byte is the one that matters most: PostgreSQL refuses it in text (the write fails), while
 * SQLite stores it and every later reader gets a string cut short or a mangled document. The
 * validation hooks (server/errors.ts, server/accounts/forms.ts) refuse such text as 400 on the
 * field, on both databases alike, before any handler runs.
 */
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/

export const CONTROL_CHARACTERS_MESSAGE = 'Control characters (a NUL byte among them) are not allowed.'

/**
 * The paths of every string in a parsed request value (object keys included) that holds a control
 * character, in document order. A key's path ends with the key itself.
 */
export function controlCharacterPaths(value: unknown, path: readonly PropertyKey[] = []): PropertyKey[][] {
  if (typeof value === 'string') return CONTROL_CHARACTERS.test(value) ? [[...path]] : []
  if (Array.isArray(value)) return value.flatMap((item, index) => controlCharacterPaths(item, [...path, index]))
  if (value === null || typeof value !== 'object' || value instanceof Date || value instanceof Uint8Array) return []
  return Object.entries(value).flatMap(([key, item]) =>
    CONTROL_CHARACTERS.test(key) ? [[...path, key]] : controlCharacterPaths(item, [...path, key]),
  )
}
