import { HttpError } from '../errors/http.ts'

/**
 * The indexer has no such record. rollytics answers 404 `[NOT_FOUND] ...`; Initia's core indexer, on the L1, answers
 * 404 with its JSON error (api/apperror/response.go: `{"status_code":404,"message":"No valid transaction files
 * found for hash ..."}`). A path it does not serve is another 404 (`indexerLacksPath`).
 */
export function indexerHasNoRecord(error: unknown): boolean {
  if (!(error instanceof HttpError) || error.status !== 404) return false
  return error.body.startsWith('[NOT_FOUND]') || /^\{\s*"status_code"\s*:\s*404\b/.test(error.body)
}
