import { createFileRoute } from '@tanstack/react-router'
import { TrackedForms } from '../../../app/tracking-forms'

/** The registration steps: their forms' behaviour is tracked. */
export const Route = createFileRoute('/$locale/registration')({
  component: TrackedForms,
})
