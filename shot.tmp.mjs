import { chromium } from '@playwright/test'
const [,, url, out, w='1280', h='900', full='1'] = process.argv
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] })
const p = await b.newPage({ viewport: { width: +w, height: +h } })
const errs = []
p.on('console', m => m.type() === 'error' && errs.push(m.text()))
p.on('pageerror', e => errs.push(e.message))
await p.goto(url, { waitUntil: 'networkidle' })
await p.screenshot({ path: out, fullPage: full === '1' })
console.log('title:', await p.title(), 'errors:', JSON.stringify(errs))
await b.close()
