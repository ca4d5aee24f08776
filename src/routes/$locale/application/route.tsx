import { createFileRoute } from '@tanstack/react-router'
import { requireClient } from '../../../app/guards'

/** The application stages: a client's own pages (spec part 6). */
export const Route = createFileRoute('/$locale/application')({
  beforeLoad: ({ context, location, params }) => requireClient({ context, location, params }),
})
