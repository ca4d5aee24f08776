export interface SiteEnv {
  PROD: boolean
  VITE_RELEASE?: string
  VITE_SCORING_SCRIPT_URL?: string
  VITE_SCORING_SCRIPT_URL_DEV?: string
}

export interface SiteState {
  release: string
  scoringScriptUrl: string | undefined
}

/** Site state: a production build uses only the production scoring-script URL. */
export function siteState(env: SiteEnv): SiteState {
  return {
    release: env.VITE_RELEASE || 'dev',
    scoringScriptUrl:
      (env.PROD ? env.VITE_SCORING_SCRIPT_URL : env.VITE_SCORING_SCRIPT_URL_DEV || env.VITE_SCORING_SCRIPT_URL) || undefined,
  }
}
