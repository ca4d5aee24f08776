import { createFileRoute } from '@tanstack/react-router'
import { TrackedForms } from '../../../app/tracking-forms'

/** The registration steps: their forms' behaviour is tracked (spec part 4 "Behaviour tracking"). */
export const Route = createFileRoute('/$locale/registration')({
  component: TrackedForms,
})
