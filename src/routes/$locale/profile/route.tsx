import { createFileRoute } from '@tanstack/react-router'
import { requireClient } from '../../../app/guards'

/** The client area: a client's own pages. */
export const Route = createFileRoute('/$locale/profile')({
  beforeLoad: ({ context, location, params }) => requireClient({ context, location, params }),
})
