'use client'

import { type ComponentPropsWithoutRef, useId, useMemo } from 'react'
import { type UseSearchParameters, useSearch } from '../../hooks/useSearch.ts'
import { useSearchBox } from '../../hooks/useSearchBox.ts'
import { laterWords } from '../../i18n/laterWords.ts'
import { useLabels, useLocale } from '../../i18n/useLabels.ts'
import type { SearchMatch } from '../../search/searchMatch.ts'
import { errorText } from '../shared/ErrorAlert.tsx'
import type { LabelOverrides } from '../shared/labels.ts'
import { rootProps } from '../shared/rootProps.ts'
import { defaultSearchBoxLabels, type SearchBoxLabels } from './labels.ts'
import { SearchStatus } from './SearchStatus.tsx'
import { explorerHref, type SearchOption, type SearchSelection, searchGroups } from './searchView.ts'

export type { SearchSelection }

export interface SearchBoxProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'onSelect'> {
  /** The chains to search, or `'all'`: every chain of the provider's `network`. Default `'all'`. */
  chainIds?: UseSearchParameters['chainIds']
  /** Called with what the person picked; without it, picking opens its `href`. */
  onSelect?: ((selection: SearchSelection) => void) | undefined
  /** Where a match links; without it, the chain's explorer (the registry's tx and account page templates). */
  href?: ((match: SearchMatch) => string | undefined) | undefined
  /** The text the box starts with. */
  defaultText?: string | undefined
  /** The time "2 min ago" counts from, in ms. Default now. */
  now?: number | undefined
  labels?: LabelOverrides<SearchBoxLabels>
  /** The language of its words, dates and numbers (BCP 47, such as `'ko'`); else the provider's `locale`, else English. */
  locale?: string | undefined
  /** Another registry than the provider's `network`. */
  registry?: UseSearchParameters['registry']
}

/**
 * One search box for the whole network: a tx hash (Cosmos or EVM), a block height, an address, an NFT collection, a
 * denom, a chain or a token symbol, found on whichever chains have it, each chain answering on its own. A combobox
 * (WAI-ARIA 1.2): arrows move through the results, Enter picks, Escape closes. Headless: `useSearch`, `useSearchBox`.
 */
export function SearchBox({
  chainIds = 'all',
  onSelect,
  href,
  defaultText,
  now,
  labels: customLabels,
  locale: ownLocale,
  registry,
  className,
  ...rest
}: SearchBoxProps) {
  const locale = useLocale(ownLocale)
  const id = useId()
  const box = useSearchBox<SearchOption>({ defaultText })
  const search = useSearch({ text: box.text, chainIds, registry })
  const { matches, chains } = search
  const groups = useMemo(
    () => searchGroups(matches, chains, (match) => href?.(match) ?? explorerHref(match, chains), id),
    [matches, chains, href, id],
  )
  const options = groups.flatMap((group) => group.options)
  const picked = (selection: SearchSelection) => {
    if (onSelect) onSelect(selection)
    else if (selection.href) window.location.assign(selection.href)
  }
  const typed = box.text.trim().length > 0
  const listId = `${id}-list`
  const open = box.open && typed
  const time = now ?? Date.now()
  const state = !typed
    ? 'idle'
    : search.error
      ? 'error'
      : search.terms.length === 0
        ? 'empty'
        : search.isPending
          ? 'loading'
          : matches.length > 0
            ? 'success'
            : 'empty'
  // a chain's failure shows beside the others still searching
  const failed = search.chains.some((chain) => chain.state === 'error') || search.username?.state === 'error'
  const labels = useLabels(
    defaultSearchBoxLabels,
    customLabels,
    locale,
    'search',
    'searchBoxLabels',
    laterWords(state, typed && failed),
  )
  const activeIndex = box.activeIndex < options.length ? box.activeIndex : -1
  const activeId = open && activeIndex >= 0 ? options[activeIndex]?.id : undefined
  return (
    <div {...rootProps('rs-search-box', state, className, search.isPending && typed)} {...rest}>
      <input
        type="search"
        role="combobox"
        aria-label={labels.input}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        placeholder={labels.placeholder}
        autoComplete="off"
        spellCheck={false}
        maxLength={200}
        value={box.text}
        onChange={(event) => box.setText(event.target.value)}
        onKeyDown={(event) => box.onKeyDown(event, options, picked)}
        onFocus={() => box.setOpen(true)}
        onBlur={() => box.setOpen(false)}
      />
      <div className="rs-search-popup" hidden={!open}>
        <div id={listId} role="listbox" aria-label={labels.results} className="rs-search-list">
          {groups.map((group) => (
            // biome-ignore lint/a11y/useSemanticElements: a listbox's group of options (WAI-ARIA), not a form's fieldset
            <div
              key={group.id}
              role="group"
              aria-labelledby={group.label ? `${group.id}-label` : undefined}
              aria-label={group.label ? undefined : labels.everywhereGroup}
            >
              {group.label ? (
                <div id={`${group.id}-label`} className="rs-search-group" role="presentation">
                  {group.label}
                </div>
              ) : null}
              {group.options.map((option) => {
                const index = options.indexOf(option)
                const text =
                  option.matches.length > 1
                    ? labels.everywhere(option.match, option.matches.length)
                    : labels.match(option.match, time)
                return (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's text box owns the keyboard
                  <div
                    key={option.id}
                    id={option.id}
                    role="option"
                    tabIndex={-1}
                    aria-selected={index === activeIndex}
                    data-kind={option.match.kind}
                    className="rs-search-option"
                    // the focus stays in the text box
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => box.select(option, picked)}
                    onMouseMove={() => box.setActiveIndex(index)}
                  >
                    {text}
                  </div>
                )
              })}
            </div>
          ))}
        </div>
        <SearchStatus search={search} labels={labels} errorOf={(error) => errorText(error, labels.errors)} />
      </div>
    </div>
  )
}
