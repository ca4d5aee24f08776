import { Trans, useLingui } from '@lingui/react/macro'
import { type Ref, use, useId, useRef, useState } from 'react'
import type { Problem } from '../../domain/problem'
import { Button } from '../../ui'
import { CaptchaSourceContext } from '../../ui/captcha-source'
import { CaptchaWidget } from '../../ui/CaptchaWidget'

export interface CaptchaChallengeProps {
  /** What the form is for: the provider and the ERP check the token was solved for it. */
  action: 'login' | 'signup' | 'recover'
  /** The ERP's last refusal: `captcha_invalid` says the last token did not pass. */
  problem: Problem | null
  onToken: (token: string | null) => void
  /** Changed by the form after each send (a token is single-use). */
  resetKey: number
  /** The form was sent without solving it. */
  missing: boolean
  /** The group, focused when the ERP asks for the captcha. */
  groupRef?: Ref<HTMLDivElement>
}

/**
 * A form's captcha state: the token of the last solved widget, whether the form was sent without
 * one, and the round that starts the widget over once a send spent the token (it is single-use).
 * `props` goes to CaptchaChallenge; `unsolved(shown)` before a send says (and marks, and focuses)
 * a shown captcha nobody solved; `spend()` after a send starts it over.
 */
export function useCaptcha() {
  const ref = useRef<HTMLDivElement>(null)
  const [token, setToken] = useState<string | null>(null)
  const [missing, setMissing] = useState(false)
  const [round, setRound] = useState(0)
  return {
    ref,
    token,
    props: {
      groupRef: ref,
      resetKey: round,
      missing,
      onToken: (next: string | null) => {
        setToken(next)
        if (next) setMissing(false)
      },
    },
    unsolved(shown: boolean): boolean {
      if (!shown || token) return false
      setMissing(true)
      ref.current?.focus()
      return true
    },
    spend(): void {
      if (token) setRound((n) => n + 1)
    },
  }
}

/**
 * Shown once the ERP answered `captcha_required` (after several failed logins, or many requests
 * from one network): why, the provider's widget, and what went wrong with it. The form around it
 * keeps what the person typed and sends the token with the next attempt.
 */
export function CaptchaChallenge({ action, problem, onToken, resetKey, missing, groupRef }: CaptchaChallengeProps) {
  const { i18n } = useLingui()
  const titleId = useId()
  const [failed, setFailed] = useState(false)
  // A new widget after a failed load: the script is asked for again.
  const [attempt, setAttempt] = useState(0)
  const source = use(CaptchaSourceContext)
  const invalid = problem?.code === 'captcha_invalid'
  return (
    <div ref={groupRef} role="group" aria-labelledby={titleId} tabIndex={-1} className="captcha-challenge">
      <p id={titleId} className="captcha-challenge__title">
        <Trans>Confirm you are a person</Trans>
      </p>
      <p className="captcha-challenge__text">
        <Trans>
          There were several attempts from this account or this network. To protect you, tick the box below and send again; what
          you wrote is still here.
        </Trans>
      </p>
      {failed ? (
        <div role="alert" className="captcha-challenge__error">
          <p>
            <Trans>The check could not load. Check your connection and try again.</Trans>
          </p>
          <Button
            variant="secondary"
            onPress={() => {
              setFailed(false)
              setAttempt((n) => n + 1)
            }}
          >
            <Trans>Load the check again</Trans>
          </Button>
        </div>
      ) : (
        <CaptchaWidget
          key={attempt}
          src={source.src}
          siteKey={source.siteKey}
          action={action}
          language={i18n.locale === 'en' ? 'en' : 'es'}
          onToken={onToken}
          onError={() => setFailed(true)}
          resetKey={resetKey}
        />
      )}
      {invalid && !missing && (
        <p role="alert" className="captcha-challenge__error">
          <Trans>We could not confirm the check. Do it again and send.</Trans>
        </p>
      )}
      {missing && (
        <p role="alert" className="captcha-challenge__error">
          <Trans>Tick the box to confirm you are a person, then send.</Trans>
        </p>
      )}
    </div>
  )
}
