import { useState } from 'react'
import type { SavedFile } from '../api/documents'

/** Saves a downloaded file under its name, as the browser saves an attachment. */
export function saveFile({ blob, fileName }: SavedFile): void {
  const url = URL.createObjectURL(blob)
  const anchor = document.createElement('a')
  anchor.href = url
  anchor.download = fileName
  anchor.hidden = true
  document.body.append(anchor)
  anchor.click()
  anchor.remove()
  // The browser has started the download once the click returned; the URL may go a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

/** Downloads saved as PDF files, one at a time, the one on its way and the one that failed known by a key. */
export function useDownloads<Key extends string>() {
  const [busy, setBusy] = useState<Key | null>(null)
  const [failed, setFailed] = useState<Key | null>(null)
  const run = (key: Key, download: () => Promise<SavedFile>) => {
    if (busy) return
    setBusy(key)
    setFailed(null)
    download().then(
      (file) => {
        saveFile(file)
        setBusy(null)
      },
      () => {
        setBusy(null)
        setFailed(key)
      },
    )
  }
  return { busy, failed, run }
}
