/**
 * The props of every component's root: `data-rollscope` (what theme.css and the stylesheets scope to), its
 * state in `data-state`, `aria-busy` while it fetches, and its own class before the app's `className`.
 */
export function rootProps(name: string, state: string, className: string | undefined, busy?: boolean) {
  return {
    'data-rollscope': '',
    'data-state': state,
    'aria-busy': busy,
    className: className ? `${name} ${className}` : name,
  }
}
