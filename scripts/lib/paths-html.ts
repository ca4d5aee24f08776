import type { MachineReport, PathsReport } from './paths'

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)

const CSS = `
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:72rem;padding:1rem;color:#1b1f24;background:#fff}
h1,h2,h3{line-height:1.2}h2{margin-top:2.5rem;border-top:2px solid #d0d7de;padding-top:1rem}
table{border-collapse:collapse;width:100%;margin:.5rem 0 1rem;font-size:14px}
th,td{border:1px solid #d0d7de;padding:.25rem .5rem;text-align:left;vertical-align:top}
th{background:#f6f8fa}code{font-size:13px;word-break:break-word}
.ok{color:#116329}.bad{color:#a40e26;font-weight:600}.why{color:#6e5400}
details{margin:.25rem 0}summary{cursor:pointer}ol{margin:.25rem 0 .75rem}
nav ul{columns:2}@media (max-width:40rem){nav ul{columns:1}}
label{font-weight:600;display:block}input{font:inherit;padding:.4rem;width:100%;max-width:30rem;box-sizing:border-box}
`

/** Filters every row and path by the words typed (all of them, anywhere in the row), opening the path lists that match. */
const SEARCH = `
const input=document.getElementById('filter');const rows=[...document.querySelectorAll('tbody tr, details li')];
const texts=rows.map((row)=>row.textContent.toLowerCase());
input.addEventListener('input',()=>{const words=input.value.toLowerCase().split(/\\s+/).filter(Boolean);
rows.forEach((row,index)=>{row.hidden=words.length>0&&!words.every((word)=>texts[index].includes(word))});
document.querySelectorAll('details').forEach((details)=>{details.open=words.length>0&&!!details.querySelector('li:not([hidden])')});});
`

function status(entry: { covered: boolean; unreachable: string | null }) {
  if (entry.covered) return '<span class="ok">covered</span>'
  if (entry.unreachable !== null) return `<span class="why">unreachable: ${escape(entry.unreachable)}</span>`
  return '<span class="bad">NOT COVERED</span>'
}

const counted = ({ covered, total }: { covered: number; total: number }) => `${covered}/${total}`

function section(machine: MachineReport) {
  const { states, transitions } = machine.coverage
  const ok = machine.missing.states.length === 0 && machine.missing.transitions.length === 0
  return `<section id="machine-${escape(machine.name)}">
<h2>${escape(machine.name)} <small>(machine id <code>${escape(machine.id)}</code>)</small></h2>
<p class="${ok ? 'ok' : 'bad'}">States: ${states.covered}/${states.total} covered${states.unreachable ? `, ${states.unreachable} deliberately unreachable` : ''} (${states.percent}%).
Transitions: ${transitions.covered}/${transitions.total} covered${transitions.unreachable ? `, ${transitions.unreachable} deliberately unreachable` : ''} (${transitions.percent}%),
of which eventless ${counted(machine.coverage.eventless)}, delayed ${counted(machine.coverage.delayed)}, guarded branches ${counted(machine.coverage.guarded)}.
Paths: ${machine.paths.length}.</p>
<h3>States</h3>
<table><thead><tr><th scope="col">State</th><th scope="col">Screen</th><th scope="col">Description</th><th scope="col">Coverage</th></tr></thead><tbody>
${machine.states.map((state) => `<tr><td><code>${escape(state.id)}</code></td><td>${escape(state.screen ?? '')}</td><td>${escape(state.description ?? '')}</td><td>${status(state)}</td></tr>`).join('\n')}
</tbody></table>
<h3>Transitions</h3>
<table><thead><tr><th scope="col">From</th><th scope="col">Event</th><th scope="col">Kind</th><th scope="col">Guard</th><th scope="col">To</th><th scope="col">Coverage</th></tr></thead><tbody>
${machine.transitions.map((entry) => `<tr><td><code>${escape(entry.source)}</code></td><td><code>${escape(entry.event)}</code></td><td>${entry.kind}</td><td>${escape(entry.guard ?? '')}</td><td><code>${escape(entry.targets.join(', ') || '(stays)')}</code></td><td>${status(entry)}</td></tr>`).join('\n')}
</tbody></table>
<details><summary>Paths (${machine.paths.length}; each path's steps are in reports/paths.json)</summary><ol>
${machine.paths.map((path) => `<li><em>${escape(path.start)}</em>: ${escape(path.description)}</li>`).join('\n')}
</ol></details>
</section>`
}

/** The QA report as one self-contained page: a table of contents, then one section per machine. */
export function pathsHtml(report: PathsReport): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Machine paths: QA report</title><style>${CSS}</style></head>
<body><main>
<h1>Machine paths: QA report</h1>
<p>Generated ${escape(report.generatedAt)} from machines/*.machine.ts with <code>@xstate/graph</code>.
<strong class="${report.ok ? 'ok' : 'bad'}">${report.ok ? 'Every state and transition is covered or deliberately unreachable.' : 'Some states or transitions are not covered.'}</strong></p>
<nav aria-label="Machines"><h2 style="border:0;margin-top:1rem">Contents</h2><ul>
${report.machines.map((machine) => `<li><a href="#machine-${escape(machine.name)}">${escape(machine.name)}</a>: states ${machine.coverage.states.percent}%, transitions ${machine.coverage.transitions.percent}%, ${machine.paths.length} paths</li>`).join('\n')}
</ul></nav>
<label for="filter">Filter states, transitions and paths (a state, an event, a guard…)</label>
<input id="filter" type="search" autocomplete="off">
${report.machines.map(section).join('\n')}
</main><script>${SEARCH}</script></body></html>
`
}
