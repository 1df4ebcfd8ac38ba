// What a Portfolio row opens in the wallet panel: the token, and what the panel can do with it (Send, Bridge).
import type { PortfolioBalance } from '../../src/components/Portfolio/Portfolio.tsx'

export function AssetActions({
  token,
  onSend,
  onBridge,
}: {
  token: PortfolioBalance
  onSend: () => void
  onBridge: () => void
}) {
  return (
    <section className="wallet-asset" aria-label={`${token.symbol} on ${token.chainName}`}>
      <h2>
        {token.symbol} <span>on {token.chainName}</span>
      </h2>
      <div className="wallet-actions">
        <button type="button" onClick={onSend}>
          Send
        </button>
        <button type="button" onClick={onBridge}>
          Bridge
        </button>
      </div>
    </section>
  )
}
