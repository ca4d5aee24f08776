import { escapeHtml } from './outbox-page'

/**
 * The simulated identity provider's hosted flow (GET /web/dev/veriff/{id}/hosted, dev tools only):
 * where a real provider would take the ID photo and the selfie, a person testing the product
 * chooses the decision. The page posts it back (POST the same path) and is sent on to `returnTo`,
 * the app's identity-check page. Spanish, as the client reads it; no script at all, so the
 * Content-Security-Policy holds; every value is escaped.
 */

/** Where the page may send the client back: a page of this site's app (`/es/...`), never another host. */
export function safeReturn(value: string | undefined): string | null {
  return value && /^\/[a-z]{2}\/[A-Za-z0-9/_-]*$/.test(value) ? value : null
}

export interface VeriffPage {
  sessionId: string
  /** The decision already taken, if any. */
  decision: string | null
  returnTo: string | null
}

const CHOICES: ReadonlyArray<readonly [decision: string, label: string]> = [
  ['approved', 'Aprobar: la identidad coincide'],
  ['declined', 'Rechazar: la identidad no coincide'],
  ['resubmission_requested', 'Pedir una foto nueva del documento'],
]

const STYLE = `
body { font: 16px/1.4 system-ui, sans-serif; margin: 1.5rem auto; padding: 0 1rem; max-width: 32rem; color: #1a1a1a; }
form { margin: 0.75rem 0; }
button { font: inherit; width: 100%; padding: 0.75rem 1rem; min-height: 44px; cursor: pointer; }
.note { background: #fff4ce; border: 1px solid #b38600; padding: 0.5rem 0.75rem; }
code { overflow-wrap: anywhere; }
`

export function renderVeriffPage(page: VeriffPage): string {
  const action = `/web/dev/veriff/${encodeURIComponent(page.sessionId)}/hosted`
  const back = page.returnTo ? `<input type="hidden" name="returnTo" value="${escapeHtml(page.returnTo)}">` : ''
  const forms = CHOICES.map(
    ([decision, label]) => `<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="decision" value="${decision}">${back}
<button type="submit">${escapeHtml(label)}</button>
</form>`,
  ).join('\n')
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>Verificación de identidad (simulada)</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Verificación de identidad</h1>
<p class="note">Simulación del proveedor de verificación, solo en desarrollo: aquí un proveedor real toma la foto de tu identificación y una selfie.</p>
<p>Sesión <code>${escapeHtml(page.sessionId)}</code>${page.decision ? `, ya decidida: <strong>${escapeHtml(page.decision)}</strong>` : ''}.</p>
${forms}
${page.returnTo ? `<p><a href="${escapeHtml(page.returnTo)}">Volver sin decidir</a></p>` : ''}
</main>
</body>
</html>
`
}
