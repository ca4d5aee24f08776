import { createFileRoute, redirect } from '@tanstack/react-router'

// `/` lands on the Spanish site.
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/$locale', params: { locale: 'es' }, replace: true })
  },
})
