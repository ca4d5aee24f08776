/**
 * How fresh an identity-document photo must be for the upload step to accept it as taken just now
 * (modified within the last 120 seconds).
 * The front end reads it from GET /web/public/id-document-autocomplete-time-setting and compares
 * it with the picked file's last-modified time.
 */
export const ID_DOCUMENT_AUTOCOMPLETE_SECONDS = 120
