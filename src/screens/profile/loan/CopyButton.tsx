import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { Button } from '../../../ui'

/**
 * Copies a figure a borrower must type elsewhere (a CLABE into her bank's app, a reference at the
 * till): one press, no typo. It says so for a moment, to screen readers too.
 */
/** `what` names the figure with its article ("the CLABE"), as the button reads it. */
export function CopyButton({ value, what }: { value: string; what: string }) {
  const { t } = useLingui()
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), 3000)
    return () => clearTimeout(timer)
  }, [copied])
  return (
    <dd className="loan-copy">
      <Button
        variant="ghost"
        aria-label={t`Copy ${what}`}
        onPress={() =>
          void navigator.clipboard?.writeText(value).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        {copied ? t`Copied` : t`Copy`}
      </Button>
      <span className="ui-visually-hidden" role="status">
        {copied ? t`Copied: ${what}` : ''}
      </span>
    </dd>
  )
}
