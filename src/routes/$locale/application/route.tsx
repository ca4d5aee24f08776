import { createFileRoute } from '@tanstack/react-router'
import { requireClient } from '../../../app/guards'
import { TrackedForms } from '../../../app/tracking-forms'

/** The application stages: a client's own pages (spec part 6), their forms' behaviour tracked (spec part 4). */
export const Route = createFileRoute('/$locale/application')({
  beforeLoad: ({ context, location, params }) => requireClient({ context, location, params }),
  component: TrackedForms,
})
