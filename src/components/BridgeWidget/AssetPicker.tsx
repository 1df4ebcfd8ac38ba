'use client'

import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react'
import { assetKey, type BridgeAsset } from '../../bridge/form/catalogue.ts'
import type { BridgeWidgetLabels } from './labels.ts'
import { Logo } from './parts.tsx'

/** The most options drawn at once: a search narrows a long catalogue. */
const shownLimit = 60

/**
 * A chain-and-asset choice: a button that opens a search box over a list (the ARIA combobox pattern). Typing
 * filters, arrows move, Enter picks the highlighted match (the first one unless moved), Escape closes.
 */
export function AssetPicker({
  label,
  assets,
  value,
  onChange,
  labels,
}: {
  label: string
  assets: readonly BridgeAsset[]
  value: BridgeAsset | undefined
  onChange: (key: string) => void
  labels: BridgeWidgetLabels
}) {
  const [open, setOpen] = useState(false)
  const [search, setSearch] = useState('')
  const [active, setActive] = useState(0)
  const trigger = useRef<HTMLButtonElement>(null)
  const id = useId()
  const matches = useMemo(() => {
    const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean)
    return assets.filter((asset) => {
      const text = `${asset.symbol} ${asset.name ?? ''} ${asset.chainName} ${asset.chainId}`.toLowerCase()
      return words.every((word) => text.includes(word))
    })
  }, [assets, search])
  const shown = matches.slice(0, shownLimit)

  const close = (focusTrigger: boolean) => {
    setOpen(false)
    setSearch('')
    if (focusTrigger) trigger.current?.focus()
  }
  const pick = (asset: BridgeAsset | undefined) => {
    if (!asset) return
    onChange(assetKey(asset))
    close(true)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((index) => (shown.length ? (index + step + shown.length) % shown.length : 0))
    } else if (event.key === 'Enter') {
      event.preventDefault()
      pick(shown[active])
    } else if (event.key === 'Escape') {
      event.preventDefault()
      close(true)
    }
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus leaving the picker closes it; no user action here
    <div
      className="rs-bridge-picker"
      data-state={open ? 'open' : 'closed'}
      onBlur={(event) => {
        // focus leaving the picker closes it
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) close(false)
      }}
    >
      <button
        ref={trigger}
        type="button"
        className="rs-bridge-picker-trigger"
        aria-haspopup="listbox"
        aria-expanded={open}
        onClick={() => {
          if (open) return close(false)
          setActive(0)
          setOpen(true)
        }}
      >
        <AssetFace label={label} asset={value} labels={labels} />
        <span className="rs-bridge-picker-caret" aria-hidden="true">
          ▾
        </span>
      </button>
      {open && (
        <div className="rs-bridge-picker-panel">
          <input
            type="search"
            role="combobox"
            aria-label={`${label}: ${labels.search}`}
            aria-expanded="true"
            aria-controls={`${id}-list`}
            aria-autocomplete="list"
            aria-activedescendant={shown[active] ? `${id}-${active}` : undefined}
            placeholder={labels.search}
            // biome-ignore lint/a11y/noAutofocus: the panel opens on a click meant to search
            autoFocus
            value={search}
            onChange={(event) => {
              setSearch(event.target.value)
              setActive(0)
            }}
            onKeyDown={onKeyDown}
          />
          <div
            id={`${id}-list`}
            role="listbox"
            aria-label={label}
            className="rs-bridge-picker-list"
            // a click on an option must not blur the search box first
            onMouseDown={(event) => event.preventDefault()}
          >
            {shown.map((asset, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input owns the keyboard
              <div
                key={assetKey(asset)}
                id={`${id}-${index}`}
                role="option"
                aria-selected={index === active}
                tabIndex={-1}
                data-current={value && assetKey(value) === assetKey(asset) ? '' : undefined}
                onMouseMove={() => setActive(index)}
                onClick={() => pick(asset)}
              >
                <Logo src={asset.logo} name={asset.symbol} />
                <span className="rs-bridge-picker-text">
                  <span className="rs-bridge-picker-symbol">{asset.symbol}</span>
                  <span className="rs-bridge-picker-chain">{asset.chainName}</span>
                </span>
              </div>
            ))}
          </div>
          {shown.length === 0 && <p className="rs-bridge-muted">{labels.noMatch}</p>}
        </div>
      )}
    </div>
  )
}

/**
 * An asset and its chain as the picker's button shows them, and a locked side shows them without a button: the
 * side's name for screen readers, the logo, the symbol, the chain.
 */
export function AssetFace({
  label,
  asset,
  labels,
}: {
  label: string
  asset: BridgeAsset | undefined
  labels: BridgeWidgetLabels
}) {
  return (
    <>
      {asset && <Logo src={asset.logo} name={asset.symbol} size={28} />}
      <span className="rs-bridge-picker-text">
        <span className="rs-visually-hidden">{label}:</span>{' '}
        <span className="rs-bridge-picker-symbol">{asset?.symbol ?? labels.chooseAsset}</span>{' '}
        {asset && (
          <span className="rs-bridge-picker-chain">
            <Logo src={asset.chainLogo} name={asset.chainName} size={14} />
            {labels.onChain(asset.chainName)}
          </span>
        )}
      </span>
    </>
  )
}
