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
  hourCycle: 'h23',
})

export function mexicoDateTime(at: Date): { date: string; time: string } {
  const part = (type: Intl.DateTimeFormatPartTypes) => PARTS.formatToParts(at).find((p) => p.type === type)?.value ?? ''
  return { date: `${part('day')}/${part('month')}/${part('year')}`, time: `${part('hour')}:${part('minute')}` }
}
