/**
 * The pictures of the screens the journey overview shows, by route name: taken by the generated
 * browser journeys (`npm run journey-thumbnails`, tests/e2e/journeys/thumbnails.ts) and committed
 * small, so that a fresh clone shows them. Vite gives each its own file, loaded by the overview only.
 */
const FILES = import.meta.glob<string>('./thumbnails/*.webp', { eager: true, import: 'default', query: '?url' })

export const THUMBNAILS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(FILES).map(([file, url]) => [file.replace(/^.*\/([^/]+)\.webp$/, '$1'), url]),
)
