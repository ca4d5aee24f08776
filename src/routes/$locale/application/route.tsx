import { createFileRoute } from '@tanstack/react-router'
import { requireClient } from '../../../app/guards'
import { TrackedForms } from '../../../app/tracking-forms'

/** The application stages: a client's own pages, their forms' behaviour tracked. */
export const Route = createFileRoute('/$locale/application')({
  beforeLoad: ({ context, location, params }) => requireClient({ context, location, params }),
  component: TrackedForms,
})
