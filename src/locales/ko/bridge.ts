import type { BridgeWidgetLabels } from '../../components/BridgeWidget/labels.ts'
import type { FirstWords } from '../layout.ts'
import { minutes, timeUnits } from '../shared/bridge.ts'
import { amountProblemWords } from './common.ts'

const tag = 'ko'

const inUnit = timeUnits(tag)

// each with its particle, so the sentence reads as one
const linkFields: Record<string, string> = {
  sourceChain: '출발 체인은',
  sourceAsset: '출발 자산은',
  destChain: '도착 체인은',
  destAsset: '도착 자산은',
  amount: '금액은',
  recipient: '받는 주소는',
}

export const bridgeWidgetLabels: FirstWords<BridgeWidgetLabels, 'bridgeWidgetLabels'> = {
  title: '브리지',
  from: '출발',
  to: '도착',
  amount: '금액',
  max: '최대',
  balance: (amount) => `잔액: ${amount}`,
  flip: '출발과 도착 바꾸기',
  flipLocked: '고정된 쪽이 있어 바꿀 수 없습니다',
  chooseAsset: '자산 선택',
  search: '체인 및 자산 검색',
  noMatch: '일치하는 항목 없음',
  onChain: (chain) => `${chain} 체인`,
  loadingAssets: '체인과 자산을 불러오는 중…',
  walletCannotSign: (chain) =>
    `지갑이 ${chain}에서 보낼 수 없습니다. 가능한 지갑을 연결하거나 다른 출발지를 선택하세요.`,
  assetsError: '체인 및 자산 목록을 불러오지 못했습니다.',
  slippage: '슬리피지',
  slippageCustom: '직접 입력 슬리피지(%)',
  slippageCustomPlaceholder: '직접 입력 %',
  slippageProblem: {
    invalid: '슬리피지를 숫자로 입력하세요(예: 1 또는 0.5).',
    range: '슬리피지는 0.01%에서 50% 사이여야 합니다.',
  },
  recipient: '받는 주소',
  recipientOwn: '내 주소',
  recipientEdit: '다른 주소로 보내기',
  recipientUseOwn: '내 주소 사용',
  recipientAtReview: '검토 단계에서 입력',
  amountProblem: amountProblemWords,
  linkProblem: (field, problem) =>
    `링크의 ${linkFields[field] ?? `${field}은(는)`} ${
      problem === 'unknown'
        ? '여기서 제공되지 않습니다. 다시 선택하세요.'
        : problem === 'locked'
          ? `무시했습니다. 이 페이지는 표시된 곳${field.startsWith('source') ? '에서만' : '으로만'} 브리지합니다.`
          : problem === 'large'
            ? '너무 큽니다.'
            : problem === 'decimals'
              ? '이 자산의 소수 자릿수를 넘습니다.'
              : problem === 'zero'
                ? '0입니다.'
                : '읽을 수 없어 제외했습니다.'
    }`,
  defaultNotOffered: (side) =>
    `이 토큰은 ${side === 'source' ? '출발' : '도착'} 자산으로 브리지할 수 없습니다. 제공되는 토큰 중에서 선택하세요.`,
  lockNotOffered: (side, problem, name) =>
    `브리지 서비스가 현재 ${problem === 'chain' ? `${name} 체인` : `이 자산(${name})`}을 지원하지 않아 ${side === 'source' ? '보낼' : '받을'} 수 없습니다. 나중에 다시 시도하세요.`,
  routePreference: '경로',
  routePreferences: { fastest: '가장 빠름', cheapest: '가장 저렴함' },
  routeChosen: (preference, bridges) =>
    `${preference === 'fastest' ? '가장 빠른' : '가장 저렴한'} 경로${bridges.length > 0 ? `(${bridges.join(', ')} 경유)` : ''}`,
  youReceive: '받는 금액',
  fees: '수수료',
  etaLabel: '소요 시간',
  eta: (seconds) =>
    seconds < 10
      ? '몇 초'
      : seconds < 90
        ? `약 ${inUnit(seconds, 'second')}`
        : `약 ${inUnit(minutes(seconds), 'minute')}`,
  priceImpact: '가격 영향',
  updatingQuote: '견적 업데이트 중…',
  showRouteAnyway: '그래도 경로 보기',
  review: '검토',
  retry: '다시 시도',
  details: '자세히',
  history: '최근 전송',
  otherWithdrawals: '청구할 출금',
  status: {
    idle: '금액을 입력하세요',
    quoting: '최적 경로를 찾는 중…',
    quoted: '준비됨',
    preparing: '트랜잭션 준비 중…',
    signingOpHook: '지갑에서 브리지 단계를 승인하세요',
    approving: '지갑에서 토큰을 승인하세요',
    signing: '지갑에서 트랜잭션에 서명하세요',
    broadcasting: '보내는 중…',
    tracking: '전송 중',
    confirming: '네트워크에서 트랜잭션을 확인하는 중',
    actionRequired: '조치가 필요합니다',
    finalizing: '롤업에서 출발함: 출금 대기 기간이 끝나기를 기다리는 중',
    claimable: '도착 체인에서 청구할 수 있습니다',
    claiming: '자금 청구 중',
    completed: '완료',
    failed: '실패',
    refunded: '실패: 자금이 반환되었습니다',
    abandoned: '더 이상 추적하지 않음',
  },
}
