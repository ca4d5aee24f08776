import { Link } from '../../ui'

export interface Contact {
  phone: string
  phoneHref: string
  email: string
}

/** A contact's phone and e-mail as links, one per line. */
export function ContactLines({ contact }: { contact: Contact }) {
  return (
    <p>
      <Link href={contact.phoneHref}>{contact.phone}</Link>
      <br />
      <Link href={`mailto:${contact.email}`}>{contact.email}</Link>
    </p>
  )
}
