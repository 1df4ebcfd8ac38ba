import type { ErrorName } from '../../errors/record.ts'

/**
 * The error classes any data component can show (the base class, HTTP and validation, the chain registry, JSON-RPC,
 * a lazily loaded part, usernames): the root's words. The bridge's classes (router, wallet, transfer, storage) have their own
 * words in `rollscope/bridge` (`defaultBridgeErrorWords`), so a list or a hook does not carry them.
 */
export type DataErrorName = Extract<
  ErrorName,
  | 'RollscopeError'
  | 'InvalidParameterError'
  | 'HttpError'
  | 'ResponseValidationError'
  | 'TimeoutError'
  | 'NetworkError'
  | 'ChainNotFoundError'
  | 'DuplicateChainIdError'
  | 'ChainServiceMissingError'
  | 'JsonRpcError'
  | 'ModuleLoadError'
  | 'UsernameAnswerError'
  | 'UsernameChangedError'
  | 'UsernameNotFoundError'
>

/** A sentence for each error class a data component can show, by its name: what happened, and what to do. */
export type ErrorWords = Record<DataErrorName, string>

// the sentences the components' labels (ErrorAlert.tsx) take as they are, without the whole table
export const invalidParameterWords = 'This address or id cannot be looked up. Check it, then try again.'
export const jsonRpcWords =
  "The chain's node refused the request. Try again, or check that this is an EVM chain."
export const moduleLoadWords = 'Part of this page could not be loaded. Check your connection, then try again.'
// the usernames' errors: a name shown beside an address, or typed in a recipient field (written out where used, not
// spread: esbuild keeps an object literal with a spread in every bundle, used or not)
export const usernameAnswerWords =
  'The chain sent something that is not a username or an address, so it is not used. Use the address itself.'
export const usernameChangedWords =
  'This name now points at another account than the one shown. Nothing was signed: check the recipient again.'
export const usernameNotFoundWords = 'Nobody has this name. Check the spelling, or use the address itself.'

/** The words every component starts from; each overrides those its own context says better. */
export const defaultErrorWords: ErrorWords = {
  RollscopeError: "Something went wrong. Try again; if it keeps happening, tell the site's team.",
  InvalidParameterError: invalidParameterWords,
  HttpError: 'The service answered with an error. Try again in a moment.',
  ResponseValidationError: 'The service sent something this page cannot read. Try again later.',
  TimeoutError: 'The service took too long to answer. Try again.',
  NetworkError: 'The service could not be reached. Check your connection, then try again.',
  ChainNotFoundError:
    'This chain is not in the chain registry of this network. Check the chain id and the network.',
  DuplicateChainIdError:
    'This chain is listed twice in the chain registry, so it is not used. Check the chain id and the network.',
  ChainServiceMissingError:
    'The chain registry names no service for this chain, so this cannot be shown here.',
  JsonRpcError: jsonRpcWords,
  ModuleLoadError: moduleLoadWords,
  UsernameAnswerError: usernameAnswerWords,
  UsernameChangedError: usernameChangedWords,
  UsernameNotFoundError: usernameNotFoundWords,
}

/** The sentence of the error's class in `words`; undefined for an error that is not the kit's. */
export function errorWordOf(
  error: { name?: string } | null,
  words: Partial<Record<ErrorName, string>>,
): string | undefined {
  const name = error?.name
  // every class name ends in Error; the other labels beside the words (details, generic, ...) do not
  return name?.endsWith('Error') && Object.hasOwn(words, name) ? words[name as ErrorName] : undefined
}
