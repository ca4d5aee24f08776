import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Footer } from './Footer'
import { Header, type HeaderProps } from './Header'
import './frame.css'

export type FrameProps = HeaderProps & { children: ReactNode; onExplainCat: () => void }

/** Header, main content and footer; the print layout renders without it. */
export function Frame({ children, onExplainCat, ...header }: FrameProps) {
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <Header {...header} />
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <Footer locale={header.locale} onExplainCat={onExplainCat} />
    </div>
  )
}
