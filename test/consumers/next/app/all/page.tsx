import { AllComponents, type DevnetFacts } from './AllComponents'

// every component on one page: a Server Component passes what the check knows of the devnet to a client page
export default function AllPage() {
  const devnet = JSON.parse(process.env.ROLLSCOPE_DEVNET ?? '{}') as DevnetFacts
  return <AllComponents devnet={devnet} />
}
