/** The error state every component shares: what went wrong, and a way to try again. */
export function ErrorAlert({
  error,
  retry,
  onRetry,
}: {
  error: { shortMessage?: string; message: string } | null
  retry: string
  onRetry: () => unknown
}) {
  return (
    <div className="rs-message rs-alert" role="alert">
      <p>{error?.shortMessage ?? error?.message}</p>
      <button type="button" className="rs-button" onClick={() => void onRetry()}>
        {retry}
      </button>
    </div>
  )
}
