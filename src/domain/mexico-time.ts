/**
 * An instant as a person in Mexico reads it on screen: the day dd/mm/yyyy and the time HH:mm
 * (24 hours) in Mexico City, whatever the device's own time zone.
 */
const PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'America/Mexico_City',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})

function partsOf(at: Date) {
  const parts = PARTS.formatToParts(at)
  return (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
}

export function mexicoDateTime(at: Date): { date: string; time: string } {
  const part = partsOf(at)
  return { date: `${part('day')}/${part('month')}/${part('year')}`, time: `${part('hour')}:${part('minute')}` }
}

/** An instant to the second, dd/mm/yyyy HH:mm:ss in Mexico City: how records (an evidence file) state it. */
export function mexicoInstant(at: Date): string {
  const { date, time } = mexicoDateTime(at)
  return `${date} ${time}:${partsOf(at)('second')}`
}
