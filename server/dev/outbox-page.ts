import type { VerificationCodeRow } from '../db'

/**
 * The development outbox as a page a developer or QA opens in the browser
 * (GET /web/dev/outbox.html): the codes and links the ERP "sent", newest first, with a GET form
 * to filter by destination. Rendered on the server with no script at all, so the
 * Content-Security-Policy (no inline scripts) holds; every value is escaped.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Text safe in HTML content and in quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char)
}

/**
 * A link of the app inside a message (`https://site/es/recover?token=...` or the bare path): its
 * path, opened on this origin, never on the host the message names.
 */
const APP_LINK = /(?:^|\s)(?:https?:\/\/[^\s/]+)?(\/[a-z]{2}\/[^\s/][^\s]*)/

export function linkIn(message: string): string | null {
  return APP_LINK.exec(message)?.[1] ?? null
}

/** `2025-06-15T18:00:01.000Z` → `2025-06-15 18:00:01 UTC`. */
function when(stamp: string): string {
  return stamp.replace('T', ' ').replace(/\.\d+Z$/, ' UTC')
}

export interface OutboxPage {
  /** The destination as typed, shown back in the form. */
  destination: string
  limit: number
  messages: readonly VerificationCodeRow[]
  /** Why the request was refused (a bad limit), shown instead of the messages. */
  error?: string
}

function row(message: VerificationCodeRow, limit: number): string {
  const link = linkIn(message.message)
  const filter = `?destination=${encodeURIComponent(message.destination)}&limit=${limit}`
  return `<tr>
<td class="when">${escapeHtml(when(message.created_at))}</td>
<td>${escapeHtml(message.channel)}</td>
<td><a href="${escapeHtml(filter)}">${escapeHtml(message.destination)}</a></td>
<td>${escapeHtml(message.purpose)}</td>
<td><code class="${message.code.length > 8 ? 'token' : 'code'}">${escapeHtml(message.code)}</code></td>
<td>${escapeHtml(message.message)}${link ? `<br><a href="${escapeHtml(link)}">Open the link</a>` : ''}</td>
<td class="when">${escapeHtml(when(message.expires_at))}</td>
<td class="when">${message.used_at ? escapeHtml(when(message.used_at)) : 'no'}</td>
</tr>`
}

function body(page: OutboxPage): string {
  if (page.error) return `<p role="alert" class="error">${escapeHtml(page.error)}</p>`
  if (page.messages.length === 0) {
    return `<p>No messages${page.destination ? ` to ${escapeHtml(page.destination)}` : ''} yet.</p>`
  }
  return `<table>
<caption>${page.messages.length} message${page.messages.length === 1 ? '' : 's'} ${page.destination ? `to ${escapeHtml(page.destination)}` : 'to any destination'}, newest first</caption>
<thead><tr><th scope="col">Sent</th><th scope="col">Channel</th><th scope="col">Destination</th><th scope="col">Purpose</th><th scope="col">Code</th><th scope="col">Message</th><th scope="col">Expires</th><th scope="col">Used</th></tr></thead>
<tbody>
${page.messages.map((message) => row(message, page.limit)).join('\n')}
</tbody>
</table>`
}

const STYLE = `
body { font: 16px/1.4 system-ui, sans-serif; margin: 1.5rem; color: #1a1a1a; }
form { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: end; margin-bottom: 1rem; }
label { display: flex; flex-direction: column; font-size: 0.875rem; }
input, button { font: inherit; padding: 0.25rem 0.5rem; }
table { border-collapse: collapse; width: 100%; }
caption { text-align: left; font-weight: 600; margin-bottom: 0.5rem; }
th, td { border: 1px solid #ccc; padding: 0.375rem 0.5rem; text-align: left; vertical-align: top; }
.when { white-space: nowrap; }
.code { font-size: 1.25rem; font-weight: 700; }
/* A link's token: long, so smaller and broken anywhere. */
.token { display: inline-block; max-width: 14rem; overflow-wrap: anywhere; }
.error { color: #a00000; }
`

/** The whole page. */
export function renderOutboxPage(page: OutboxPage): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>Outbox (development)</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Outbox</h1>
<p>Codes and links the ERP "sent" by SMS and e-mail; nothing leaves the machine. Development tools only.</p>
<form method="get">
<label>Destination (a phone in any spelling, or an e-mail)<input name="destination" value="${escapeHtml(page.destination)}" maxlength="254" autocomplete="off"></label>
<label>How many<input name="limit" type="number" min="1" max="100" value="${page.limit}"></label>
<button type="submit">Show</button>
<a href="?">All destinations</a>
</form>
${body(page)}
</main>
</body>
</html>
`
}
