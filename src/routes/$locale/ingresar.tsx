import { createFileRoute, redirect } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { homeRouteOf } from '../../../machines/navigation'
import { isLocale, pathFor, safeReturnPath, DEFAULT_LOCALE } from '../../domain/routes'
import { useHydrated, useRestoredState } from '../../ui/hydration'
import { sessionStore } from '../../app/storage'
import { authActor } from '../../app/system'
import { LoginScreen, type LoginView } from '../../screens/auth/LoginScreen'
import { WithCaptchaSource } from '../../app/captcha'

interface LoginSearch {
  /** The page to return to after login (a private page asked while logged out). */
  redirect?: string
  /** `equipo`: the back-office login. */
  cuenta?: 'equipo'
  /** The password was just reset. */
  restablecida?: true
}

const DRAFT_KEY = 'draft.login'

export const Route = createFileRoute('/$locale/ingresar')({
  staticData: { name: 'login' },
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    ...(safeReturnPath(search.redirect) ? { redirect: safeReturnPath(search.redirect)! } : {}),
    ...(search.cuenta === 'equipo' ? { cuenta: 'equipo' as const } : {}),
    ...(search.restablecida === true || search.restablecida === 'true' ? { restablecida: true as const } : {}),
  }),
  beforeLoad: ({ context, params, search }) => {
    // Someone already signed in has nothing to do here: on to the page asked for, or their home.
    const auth = context.authActor.getSnapshot()
    if (!auth.matches('loggedIn') || !auth.context.type) return
    const locale = isLocale(params.locale) ? params.locale : DEFAULT_LOCALE
    throw redirect({
      href: search.redirect ?? pathFor(homeRouteOf(auth.context.type), locale),
      replace: true,
    })
  },
  component: LoginRoute,
})

function loginView(snapshot: ReturnType<typeof authActor.getSnapshot>): LoginView {
  const step: LoginView['step'] = snapshot.matches({ loggedOut: 'submitting' })
    ? 'submitting'
    : snapshot.matches({ loggedOut: { mfa: 'verifying' } })
      ? 'verifying'
      : snapshot.matches({ loggedOut: { mfa: 'resending' } })
        ? 'resending'
        : snapshot.matches({ loggedOut: 'mfa' })
          ? 'mfa'
          : 'form'
  const { problem, challenge, codeResent, ended, captcha } = snapshot.context
  return { step, problem, challenge, codeResent, ended, captcha }
}

function sameView(a: LoginView, b: LoginView): boolean {
  return (
    a.step === b.step &&
    a.problem === b.problem &&
    a.challenge === b.challenge &&
    a.codeResent === b.codeResent &&
    a.ended === b.ended &&
    a.captcha === b.captcha
  )
}

function LoginRoute() {
  const { locale } = Route.useParams()
  const search = Route.useSearch()
  const view = useSelector(authActor, loginView, sameView)
  // The rendered HTML is the clients' login with an empty form: the query and the draft show once hydrated (ui/hydration.ts).
  const hydrated = useHydrated()
  const [draft, setDraft] = useRestoredState(() => sessionStore.get(DRAFT_KEY) ?? '', '')
  return (
    <WithCaptchaSource>
      <LoginScreen
        locale={locale}
        kind={hydrated && search.cuenta === 'equipo' ? 'admin' : 'client'}
        view={view}
        send={authActor.send}
        passwordReset={hydrated && search.restablecida === true}
        draft={draft}
        onDraftChange={(value) => {
          setDraft(value)
          sessionStore.set(DRAFT_KEY, value)
        }}
      />
    </WithCaptchaSource>
  )
}
