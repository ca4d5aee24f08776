import { formatDate } from '../../src/domain/dates'
import { GOALS } from '../../tests/e2e/journeys/words'
import type { Expectation, Scenario } from './catalogue'

/*
 * The QA catalogue as a page a tester searches and reads (Spanish), and as a CSV that a
 * test-management tool imports (one row per scenario, the steps numbered in one cell).
 */

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)

const RESULT_WORDS: Readonly<Record<string, string>> = {
  passed: 'pasó',
  failed: 'falló',
  timedOut: 'falló (tiempo agotado)',
  skipped: 'omitida',
  interrupted: 'interrumpida',
}

/** A journey's last result in words: what it was, and the day (dd/mm/yyyy) it ran. */
export function resultWords(scenario: Scenario): string {
  const result = scenario.result
  if (!result) return 'Sin resultado todavía (npm run test:e2e lo deja)'
  return `${RESULT_WORDS[result.status] ?? result.status} el ${formatDate(new Date(result.finishedAt))}`
}

const expectationWords = ({ url, heading, note }: Expectation) =>
  `Se ve ${url} con el título «${heading}»${note ? `. ${note}` : '.'}`

/** The steps as one text: numbered, each with what is done first and what is then seen. */
export function stepsText(scenario: Scenario): string {
  return scenario.steps
    .map((step, index) =>
      [
        `${index + 1}. ${step.before.map((before) => `${before} `).join('')}${step.action}`,
        step.expect ? ` → ${expectationWords(step.expect)}` : '',
      ].join(''),
    )
    .join('\n')
}

/** A CSV cell: quoted when it holds a separator, a quote or a line break; quotes doubled (RFC 4180). */
export function csvCell(value: string): string {
  return /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value
}

export const CSV_COLUMNS = [
  'ID',
  'Objetivo',
  'Escenario',
  'Precondiciones',
  'Pasos',
  'URL esperada',
  'Título esperado',
  'Prueba automática',
  'Último resultado',
  'Captura',
] as const

/** The catalogue as CSV (UTF-8 with its byte-order mark, so spreadsheets read the accents; CRLF lines). */
export function catalogueCsv(scenarios: readonly Scenario[], shots: string): string {
  const rows = scenarios.map((scenario) =>
    [
      scenario.id,
      scenario.goal,
      scenario.title,
      scenario.preconditions.join('\n'),
      stepsText(scenario),
      scenario.expected.url,
      scenario.expected.heading,
      [scenario.test.file, ...scenario.test.title].join(' › '),
      resultWords(scenario),
      scenario.result ? `${shots}/${scenario.result.screenshot}` : '',
    ]
      .map(csvCell)
      .join(','),
  )
  return `\uFEFF${[CSV_COLUMNS.join(','), ...rows].join('\r\n')}\r\n`
}

const CSS = `
body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:72rem;padding:1rem;color:#1b1f24;background:#fff}
h1,h2,h3{line-height:1.25}h2{margin-top:2rem;border-top:2px solid #d0d7de;padding-top:.75rem}
h3{font-size:1.05rem;margin:0 0 .5rem}
article{overflow-wrap:anywhere;border:1px solid #d0d7de;border-radius:.5rem;padding:1rem;margin:1rem 0;display:grid;gap:1rem;grid-template-columns:minmax(0,1fr)}
@media (min-width:60rem){article.shot{grid-template-columns:minmax(0,1fr) 22rem}}
article img{width:100%;height:auto;border:1px solid #d0d7de}
ol,ul{margin:.25rem 0 .5rem;padding-left:1.5rem}li{margin:.25rem 0}
.seen{color:#116329}.note{color:#57606a}.passed{color:#116329;font-weight:600}.failed{color:#a40e26;font-weight:600}
label{font-weight:600;display:block;margin-top:1rem}input{font:inherit;padding:.5rem;width:100%;max-width:32rem;box-sizing:border-box;border:1px solid #57606a;border-radius:.25rem}
code{font-size:.9em;word-break:break-word}dt{font-weight:600}dd{margin:0 0 .5rem}
`

const SEARCH = `
const input=document.getElementById('buscar');const count=document.getElementById('cuantos');
const articles=[...document.querySelectorAll('article')];
const fold=(text)=>text.normalize('NFD').replace(/[\\u0300-\\u036f]/g,'').toLowerCase();
const texts=articles.map((article)=>fold(article.textContent));
input.addEventListener('input',()=>{const words=fold(input.value).split(/\\s+/).filter(Boolean);let shown=0;
articles.forEach((article,index)=>{const hit=words.every((word)=>texts[index].includes(word));article.hidden=!hit;if(hit)shown+=1});
document.querySelectorAll('section').forEach((section)=>{section.hidden=!section.querySelector('article:not([hidden])')});
count.textContent=shown+' de '+articles.length+' escenarios';});
`

function article(scenario: Scenario, shots: string): string {
  const status = scenario.result?.status === 'passed' ? 'passed' : scenario.result ? 'failed' : ''
  const steps = scenario.steps
    .map(
      (step) =>
        `<li>${step.before.map((before) => `<span class="note">${escape(before)}</span> `).join('')}${escape(step.action)}${
          step.expect
            ? `<br><span class="seen">→ Se ve <code>${escape(step.expect.url)}</code> con el título «${escape(step.expect.heading)}»${step.expect.note ? `. ${escape(step.expect.note)}` : ''}</span>`
            : ''
        }</li>`,
    )
    .join('\n')
  const shot = scenario.result
    ? `<figure><a href="${escape(`${shots}/${scenario.result.screenshot}`)}"><img src="${escape(`${shots}/${scenario.result.screenshot}`)}" alt="Dónde termina ${escape(scenario.id)}: ${escape(scenario.expected.heading)}" loading="lazy" width="1280" height="720"></a><figcaption class="note">Captura de la prueba automática (ábrela para verla completa)</figcaption></figure>`
    : ''
  return `<article id="${escape(scenario.id)}" class="${scenario.result ? 'shot' : ''}"><div>
<h3>${escape(scenario.id)} · ${escape(scenario.title)}</h3>
<dl>
<dt>Precondiciones</dt><dd><ul>${scenario.preconditions.map((line) => `<li>${escape(line)}</li>`).join('')}</ul></dd>
<dt>Pasos</dt><dd><ol>${steps}</ol></dd>
<dt>Resultado esperado</dt><dd>La dirección <code>${escape(scenario.expected.url)}</code> y el título «${escape(scenario.expected.heading)}»${scenario.expected.note ? `. ${escape(scenario.expected.note)}` : ''}</dd>
<dt>Prueba automática</dt><dd><code>${escape([scenario.test.file, ...scenario.test.title].join(' › '))}</code>: <span class="${status}">${escape(resultWords(scenario))}</span></dd>
</dl></div>${shot}</article>`
}

/** The catalogue as one page: a search box, then the scenarios grouped by what the borrower wants. */
export function catalogueHtml(scenarios: readonly Scenario[], shots: string, generatedAt: Date): string {
  const groups = GOALS.map((goal) => ({ goal, scenarios: scenarios.filter((scenario) => scenario.goal === goal) })).filter(
    (group) => group.scenarios.length > 0,
  )
  const ran = scenarios.filter((scenario) => scenario.result).length
  const passed = scenarios.filter((scenario) => scenario.result?.status === 'passed').length
  return `<!doctype html>
<html lang="es-MX"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Catálogo de pruebas de QA</title><style>${CSS}</style></head>
<body><main>
<h1>Catálogo de pruebas de QA</h1>
<p>Generado el ${formatDate(generatedAt)} a partir de los recorridos que las pruebas de navegador generan de las máquinas
(<code>npm run paths</code>). Cada escenario es una de esas pruebas contada paso a paso: las precondiciones, lo que haces
con las palabras de la pantalla y lo que debes ver (la dirección y el título de la página). ${scenarios.length} escenarios;
${ran} con resultado de su prueba automática, ${passed} pasaron.</p>
<nav aria-label="Objetivos"><ul>${groups.map((group) => `<li><a href="#${escape(slug(group.goal))}">${escape(group.goal)}</a> (${group.scenarios.length})</li>`).join('')}</ul></nav>
<label for="buscar">Buscar un escenario (palabras de la pantalla, dirección, ID…)</label>
<input id="buscar" type="search" autocomplete="off">
<p id="cuantos" role="status">${scenarios.length} de ${scenarios.length} escenarios</p>
${groups
  .map(
    (
      group,
    ) => `<section aria-labelledby="${escape(slug(group.goal))}"><h2 id="${escape(slug(group.goal))}">${escape(group.goal)}</h2>
${group.scenarios.map((scenario) => article(scenario, shots)).join('\n')}
</section>`,
  )
  .join('\n')}
</main><script>${SEARCH}</script></body></html>
`
}

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
