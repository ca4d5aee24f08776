import type { Problem } from '../domain/problem'

/** The size of a photo as the browser draws it; null when it cannot (a HEIC photo, a broken file). */
export async function photoSize(file: Blob): Promise<{ width: number; height: number } | null> {
  if (typeof createImageBitmap !== 'function') return null
  try {
    const bitmap = await createImageBitmap(file)
    const size = { width: bitmap.width, height: bitmap.height }
    bitmap.close()
    return size
  } catch {
    return null
  }
}

/** The ID photo's metrics as logger/metrics takes them: its drawn size when known, and its weight. */
export async function idPhotoMetrics(file: Blob): Promise<{ name: string; value: number; tags: Record<string, string> }[]> {
  const tags = { type: 'id_document' }
  const size = await photoSize(file)
  return [
    ...(size
      ? [
          { name: 'id_photo.width', value: size.width, tags },
          { name: 'id_photo.height', value: size.height, tags },
        ]
      : []),
    { name: 'id_photo.bytes', value: file.size, tags },
  ]
}

/** The refusal of a photo whose metrics failed, at the file, the way the ERP's upload refusals read. */
export const METRIC_FAILED: Problem = {
  status: 400,
  code: 'hs_metric_failed',
  violations: [{ name: 'content', status: 'hs_metric_failed' }],
}
