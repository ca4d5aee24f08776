import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../../../ui'

export interface PagerProps {
  /** The page shown, from 1. */
  page: number
  totalPages: number
  onPage: (page: number) => void
  /** What is paged, for the navigation's name ("Signed documents"). */
  label: string
  isPending?: boolean
}

/**
 * Previous and next through a long list read page by page (the pagination of the ERP's list
 * answers, src/api/answer.ts). Nothing when the list fits on one page.
 */
export function Pager({ page, totalPages, onPage, label, isPending = false }: PagerProps) {
  const { t } = useLingui()
  if (totalPages <= 1) return null
  return (
    <nav className="profile-pager" aria-label={t`${label}: pages`}>
      <Button variant="secondary" isDisabled={page <= 1 || isPending} onPress={() => onPage(page - 1)}>
        <Trans>Previous</Trans>
      </Button>
      <span className="profile-pager__status" aria-live="polite">
        <Trans>
          Page {page} of {totalPages}
        </Trans>
      </span>
      <Button variant="secondary" isDisabled={page >= totalPages || isPending} onPress={() => onPage(page + 1)}>
        <Trans>Next</Trans>
      </Button>
    </nav>
  )
}
