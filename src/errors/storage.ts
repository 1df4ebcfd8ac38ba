import { RollscopeError, type ValidationIssue } from './base.ts'

/** The browser's storage refused to save a transfer (full, disabled, or failing). */
export class TransferStorageError extends RollscopeError {
  override name = 'TransferStorageError'
  /** Whether anything of the transfer had been broadcast when the save failed. */
  declare readonly afterBroadcast: boolean

  constructor(afterBroadcast: boolean, cause: unknown) {
    super(
      afterBroadcast
        ? "Your transfer is on its way, but this browser could not save it. Keep this page open until it completes; free some of the site's storage to keep a record."
        : "This browser could not save the transfer, so nothing was signed. Free some of the site's storage (or leave private browsing), then try again.",
      { cause },
    )
    this.afterBroadcast = afterBroadcast
  }
}

/** A stored transfer that is not a record this kit can read: malformed, hand-edited, or of an unknown version. */
export class TransferRecordError extends RollscopeError {
  override name = 'TransferRecordError'
  declare readonly issues: readonly ValidationIssue[]

  constructor(
    issues: readonly ValidationIssue[],
    shortMessage = 'A saved transfer is not a record rollscope can read.',
  ) {
    super(shortMessage, {
      details: issues.map((issue) => `at ${issue.path || '(root)'}: ${issue.message}`).join('; '),
    })
    this.issues = issues
  }
}

/** A stored transfer written by a newer version of the kit: left for the build that wrote it. */
export class NewerTransferRecordError extends TransferRecordError {
  override name = 'NewerTransferRecordError'
  declare readonly version: number

  constructor(version: number, supported: number) {
    super(
      [{ path: 'version', message: `expected at most ${supported}, got ${version}` }],
      `A saved transfer was written by a newer version of rollscope (record version ${version}). Open it where that version runs, or update rollscope.`,
    )
    this.version = version
  }
}

/** A saved transfer that could not be read, and where its text went. */
export class StorageEntryError extends RollscopeError {
  override name = 'StorageEntryError'
  /** The key the transfer was saved under. */
  declare readonly key: string
  /** Where its text is now, unchanged; null when storage had no room to copy it, so it stays under `key`. */
  declare readonly movedTo: string | null

  constructor(key: string, movedTo: string | null, cause: unknown) {
    super(
      movedTo
        ? `A saved transfer could not be read and was set aside under ${movedTo}.`
        : `A saved transfer could not be read and is skipped; it stays under ${key}, as storage had no room to set it aside.`,
      {
        cause,
        details:
          cause instanceof TransferRecordError
            ? cause.details
            : `not JSON (${(cause as Error | undefined)?.message ?? String(cause)})`,
      },
    )
    this.key = key
    this.movedTo = movedTo
  }
}

/** A saved recipient (a recent one or an address book entry) that could not be read: it is left out. */
export class RecipientEntryError extends RollscopeError {
  override name = 'RecipientEntryError'
  /** The storage key of the list it was in. */
  declare readonly key: string
  declare readonly issues: readonly ValidationIssue[]

  constructor(key: string, cause: unknown) {
    const issues = Array.isArray(cause) ? (cause as ValidationIssue[]) : []
    super('A saved recipient could not be read and was left out.', {
      cause: Array.isArray(cause) ? undefined : cause,
      details: Array.isArray(cause)
        ? issues.map((issue) => `at ${issue.path || '(root)'}: ${issue.message}`).join('; ')
        : `${key} is not a list of entries (${(cause as Error | undefined)?.message ?? String(cause)})`,
    })
    this.key = key
    this.issues = issues
  }
}
