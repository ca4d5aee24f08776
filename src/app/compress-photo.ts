import { lighterOf, PHOTO_COMPRESSION, shouldCompress } from '../domain/photo-compression'

/**
 * A photo made lighter before it goes up (src/domain/photo-compression.ts says which and how far).
 * The library is imported here, when a photo is chosen, so it only ever loads on the document
 * steps: the home page's start-up JavaScript is at its budget.
 */
export async function compressPhoto(file: File): Promise<File> {
  if (!shouldCompress(file)) return file
  try {
    const { default: imageCompression } = await import('browser-image-compression')
    const compressed = await imageCompression(file, {
      ...PHOTO_COMPRESSION,
      // The library's worker is a blob: script that loads the library again from a CDN: the site's
      // Content-Security-Policy (server/security.ts: script-src 'self', no worker-src) refuses both,
      // and loading code from a third party on the document steps is what that policy is for. The
      // canvas work runs on the page instead, for the second or so a phone photo takes.
      useWebWorker: false,
      // The EXIF block (with the place a photo was taken) is dropped; nothing reads it: the
      // freshness of a camera photo is its lastModified, checked before compression and kept by it.
      preserveExif: false,
      ...(file.type ? { fileType: file.type } : {}),
    })
    // The name and type the ERP's content check expects, and the chosen file's time.
    const named = new File([compressed], file.name, { type: compressed.type, lastModified: file.lastModified })
    return lighterOf(file, named)
  } catch {
    // A photo the browser cannot draw (or a library that failed to load) goes as it was chosen.
    return file
  }
}
