'use client'

import { type RoutePreference, routePreferences } from '../../bridge/form/routePreference.ts'
import type { BridgeWidgetLabels } from './labels.ts'

/** Fastest or cheapest: the settings' choice of how the router picks the route, beside the slippage. */
export function RoutePreferenceField({
  value,
  onChange,
  labels,
}: {
  value: RoutePreference
  onChange: (preference: RoutePreference) => void
  labels: BridgeWidgetLabels
}) {
  return (
    <fieldset className="rs-bridge-route-preference">
      <legend>{labels.routePreference}</legend>
      <div className="rs-bridge-presets">
        {routePreferences.map((preference) => (
          <button
            key={preference}
            type="button"
            className="rs-button"
            data-variant="quiet"
            aria-pressed={value === preference}
            onClick={() => {
              if (preference !== value) onChange(preference)
            }}
          >
            {labels.routePreferences[preference]}
          </button>
        ))}
      </div>
    </fieldset>
  )
}
