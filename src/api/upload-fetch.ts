/**
 * A fetch that tells how much of the request's body has gone out. fetch() has no upload progress
 * (a streamed request body needs HTTP/2 and still says nothing of what the network took), so the
 * request goes by XMLHttpRequest, whose `upload.onprogress` does. It takes the Request the typed
 * client built, after its middleware (the session's token, the timeout's signal, the
 * Idempotency-Key), and answers a Response the client reads as any other: a call sent this way
 * keeps every rule of the ones sent by fetch.
 */

/** Statuses whose Response may have no body (the Response constructor refuses one). */
const NULL_BODY = new Set([101, 204, 205, 304])

function headersOf(raw: string): Headers {
  const headers = new Headers()
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim())
  }
  return headers
}

/** Why the request was cut off, as fetch rejects: the signal's reason when it is an Error, else an AbortError. */
function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new DOMException('The upload was aborted.', 'AbortError')
}

export function progressFetch(progress: (loaded: number, total: number) => void) {
  return async function send(request: Request): Promise<Response> {
    const body = request.body ? await request.arrayBuffer() : null
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest()
      const { signal } = request
      const abort = () => xhr.abort()
      xhr.open(request.method, request.url)
      xhr.responseType = 'arraybuffer'
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value))
      xhr.upload.onprogress = (event) => progress(event.loaded, event.lengthComputable ? event.total : (body?.byteLength ?? 0))
      xhr.onload = () => {
        signal.removeEventListener('abort', abort)
        const status = xhr.status
        resolve(
          new Response(NULL_BODY.has(status) ? null : (xhr.response as ArrayBuffer), {
            status,
            statusText: xhr.statusText,
            headers: headersOf(xhr.getAllResponseHeaders()),
          }),
        )
      }
      // As fetch does: no answer at all is a TypeError, an abort (or the client's timeout) an AbortError.
      xhr.onerror = () => (signal.removeEventListener('abort', abort), reject(new TypeError('Failed to fetch')))
      xhr.ontimeout = xhr.onerror
      xhr.onabort = () => reject(abortReason(signal))
      if (signal.aborted) return reject(abortReason(signal))
      signal.addEventListener('abort', abort, { once: true })
      xhr.send(body)
    })
  }
}
