import type { BridgeErrorWords } from '../../components/BridgeWidget/errorWords.ts'
import type { BridgeHistoryLabels } from '../../components/BridgeWidget/FoundHistory.tsx'
import type { BridgeWidgetLabels } from '../../components/BridgeWidget/labels.ts'
import type { LaterWords } from '../layout.ts'
import { minutes, timeUnits } from '../shared/bridge.ts'
import { hopStateIn, relativeTimeIn } from '../shared/bridgeLater.ts'
import { errorWords, recipientFieldLabels, recipientNameLabels } from './common.later.ts'

const tag = 'ko'

const inUnit = timeUnits(tag)

const bridgeNames: Record<string, string> = {
  transfer: 'IBC 전송',
  ibc_transfer: 'IBC 전송',
  swap: '스왑',
  evm_swap: '스왑',
  op_init_transfer: 'OPinit 브리지',
  cctp_transfer: 'CCTP',
  axelar_transfer: 'Axelar',
  hyperlane_transfer: 'Hyperlane',
  go_fast_transfer: 'Go Fast',
  stargate_transfer: 'Stargate',
  layer_zero_transfer: 'LayerZero',
  eureka_transfer: 'IBC Eureka',
  bank_send: '전송',
}

export const bridgeErrorWords: BridgeErrorWords = {
  UserRejectedError: '지갑에서 요청을 거부했습니다. 아무것도 전송되지 않았습니다.',
  WalletNotConnectedError: '연결된 지갑이 없습니다. 지갑을 연결한 뒤 다시 시도하세요.',
  ChainNotConfiguredError: '이 사이트의 지갑 설정에 이 체인이 없습니다. 다른 체인을 선택하세요.',
  TxRejectedError:
    '체인이 트랜잭션을 거부해 아무것도 전송되지 않았습니다. 잔액과 수수료를 확인한 뒤 다시 시도하세요.',
  ReceiptTimeoutError: '트랜잭션이 아직 확인되지 않았습니다. 다시 보내기 전에 익스플로러에서 조회하세요.',
  UnsupportedMessageError: '지갑이 이 유형의 트랜잭션에 서명할 수 없습니다. 다른 경로나 지갑을 사용하세요.',
  UnsupportedTxError: '지갑이 이 유형의 트랜잭션을 보낼 수 없습니다. 해당 체인용 지갑을 연결하세요.',
  SignerMismatchError:
    '지갑이 다른 계정으로 바뀌었습니다. 원래 계정으로 돌아가거나 이 계정으로 새 견적을 받으세요.',
  UnsupportedSignerError: '지갑이 이 브리지 단계에 서명할 수 없습니다. Keplr 같은 다른 지갑을 사용하세요.',
  SimulationFailedError:
    '체인에 따르면 이 트랜잭션은 실패하므로 서명하지 않았습니다. 이유는 자세히에서 확인하세요.',
  AccountNotFoundError: '이 체인에 아직 계정이 없습니다. 먼저 이 체인으로 자금을 보낸 뒤 다시 시도하세요.',
  BroadcastUncertainError:
    '트랜잭션이 전송되었을 수 있지만 네트워크에서 확인되지 않았습니다. 다시 서명하기 전에 지갑의 활동 내역을 확인하세요.',
  RouterError: '브리지 서비스가 요청을 처리하지 못했습니다. 다시 시도하거나 다른 경로를 선택하세요.',
  RouteNotFoundError: '이 금액으로는 두 자산 사이의 경로가 없습니다. 다른 자산 쌍이나 금액을 시도하세요.',
  BadPriceError: '이 경로는 손실이 큽니다. 더 적은 금액을 시도하거나 그래도 경로를 확인하세요.',
  InvalidAmountError: '이 경로로는 이 금액을 보낼 수 없습니다. 다른 금액을 시도하세요.',
  TxNotFoundError: '브리지 서비스가 아직 이 트랜잭션을 찾지 못했습니다. 잠시 후 다시 확인하세요.',
  RateLimitedError: '서비스에 요청이 많습니다. 잠시 후 다시 시도하세요.',
  MsgsMismatchError:
    '브리지 서비스가 준비한 트랜잭션이 견적과 달라 서명하지 않았습니다. 아무것도 전송되지 않았습니다.',
  SimulatedOutflowError:
    '서명 전 검사에서 견적보다 많은 금액이 계정에서 나가는 것으로 나타나 서명하지 않았습니다. 아무것도 전송되지 않았습니다.',
  SimulationUnavailableError:
    '체인이 트랜잭션 검사에 응답하지 않아 서명하지 않았습니다. 아무것도 전송되지 않았습니다. 잠시 후 다시 시도하세요.',
  WalletContractError:
    '지갑이 트랜잭션 전송 여부를 알려 주지 않았습니다. 다시 서명하기 전에 지갑의 활동 내역을 확인하세요.',
  TransferStorageError: '브라우저에 이 전송을 저장하지 못했습니다. 완료될 때까지 이 페이지를 열어 두세요.',
  StorageEntryError: '저장된 전송 하나를 읽지 못해 따로 두었습니다. 다른 전송에는 영향이 없습니다.',
  RecipientEntryError: '저장된 받는 사람 하나를 읽지 못해 제외했습니다. 다른 받는 사람에는 영향이 없습니다.',
  TransferRecordError: '저장된 전송 하나를 읽지 못했습니다. 다른 전송에는 영향이 없습니다.',
  NewerTransferRecordError:
    '저장된 전송이 이 사이트의 새 버전에서 만들어졌습니다. 페이지를 새로고침해 여세요.',
  BroadcastNotFoundError: '트랜잭션이 네트워크에 닿지 않아 아무것도 전송되지 않았습니다. 다시 서명하세요.',
  TrackTimeoutError:
    '브리지가 아직 트랜잭션을 찾지 못했습니다. 체인에서 누락되었을 수 있습니다. 익스플로러에서 확인한 뒤 계속하거나 삭제하세요.',
  SignatureRequiredError: '전송의 일부가 완료되었습니다. 계속하려면 지갑에서 다음 트랜잭션에 서명하세요.',
  TransferStateUnknownError:
    '브리지가 전송 상태를 알 수 없습니다. 익스플로러에서 확인한 뒤 계속하거나 삭제하세요.',
  TransferAbandonedError:
    '브리지가 전송 추적을 멈췄습니다. 계속을 눌러 다시 추적하거나 익스플로러에서 확인하세요.',
  InterruptedSignatureError:
    '지갑이 서명하는 동안 페이지가 닫혔습니다. 다시 서명하기 전에 지갑의 활동 내역을 확인하세요.',
  TransferFailedError: '전송 도중 실패했습니다. 익스플로러에서 자금이 어디에 있는지 확인하세요.',
  ClaimUnconfirmedError:
    '청구 트랜잭션을 보냈지만 자금이 아직 도착하지 않았습니다. 익스플로러에서 확인하세요. 다시 청구해도 안전합니다.',
  WithdrawalMismatchError:
    '롤업의 출금 기록이 이 전송과 일치하지 않아 아무것도 청구하거나 전송하지 않았습니다.',
}

export const bridgeHistoryLabels: BridgeHistoryLabels = {
  foundOnChain: '체인에서 찾음',
  trackAgain: '다시 추적',
  state: {
    success: '완료',
    error: '실패',
    abandoned: '멈춤',
    pending: '진행 중',
    unknown: '아직 알 수 없음',
    finalizing: '청구 대기 중',
    claimable: '청구 가능',
    claimed: '청구 완료',
    notFollowed: '추적 안 함',
  },
  chainFailed: (chain) => `${chain}의 기록을 읽지 못했습니다`,
}

export const bridgeWidgetLabels: LaterWords<BridgeWidgetLabels, 'bridgeWidgetLabels'> = {
  connectToSend: (chain) => `보내려면 ${chain}에서 서명할 수 있는 지갑을 연결하세요.`,
  enterRecipient: (chain) => `받으려면 ${chain} 주소를 입력하세요.`,
  savedRecipients: recipientFieldLabels,
  recipientName: recipientNameLabels,
  recipientProblem: (problem, chain) =>
    problem === 'empty'
      ? `${chain}에서 자금을 받을 주소를 입력하세요.`
      : problem === 'prefix'
        ? `${chain} 주소가 아닙니다. 앞부분을 확인하세요.`
        : `${chain}의 주소가 아닙니다.`,
  minimumReceived: '최소 수령액',
  feesDeducted: '금액에서 차감',
  feesAdditional: '별도 지불',
  sender: '보내는 주소',
  signatures: (count) => (count === 1 ? '지갑에서 한 번 서명합니다.' : `지갑에서 ${count}번 서명합니다.`),
  mayApprove: '지갑이 먼저 토큰 승인을 요청할 수 있습니다.',
  claimLater: (chain) => `출금입니다. 대기 기간이 끝나면 ${chain}에서 한 번 더 서명해 자금을 청구합니다.`,
  steps: '경로',
  step: (kind, from, to) =>
    from === to
      ? `${from}에서 ${bridgeNames[kind] ?? kind}`
      : `${bridgeNames[kind] ?? kind}: ${from} → ${to}`,
  riskAcknowledge: '보내는 금액보다 훨씬 적게 받을 수 있음을 이해합니다',
  highPriceImpact: (percent) => `이 스왑은 가격을 ${percent}% 움직여 받는 금액이 크게 줄어듭니다.`,
  badPriceWarning: '보내는 가치보다 훨씬 적은 가치를 받게 됩니다.',
  reviewTitle: '전송 검토',
  balanceChanges: '내 잔액',
  changesOn: (chain) => `${chain}:`,
  simulatedChanges: '서명 전 체인의 시뮬레이션 결과',
  simulatedTx: (tx, chain) => `${chain}의 트랜잭션 ${tx}:`,
  simulatedGas: (gas) => `가스 ${gas}`,
  notSimulated: '시뮬레이션 안 됨(이 체인의 주소를 모름). 견적과만 대조했습니다',
  confirm: '확인 후 서명',
  back: '뒤로',
  newTransfer: '새 전송',
  signAgain: '다시 서명',
  resume: '계속',
  dismiss: '삭제',
  view: '보기',
  claim: '청구',
  claimOn: (chain) => `${chain}에서 청구`,
  claimIn: (seconds) =>
    `약 ${
      seconds < 60
        ? inUnit(Math.max(1, Math.ceil(seconds)), 'second')
        : seconds < 2 * 3600
          ? inUnit(minutes(seconds), 'minute')
          : seconds < 2 * 86_400
            ? inUnit(Math.round(seconds / 3600), 'hour')
            : inUnit(Math.round(seconds / 86_400), 'day')
    } 후 청구할 수 있습니다`,
  waitingForOutput: (chain) => `롤업이 ${chain}에 출금을 보고하기를 기다리는 중`,
  timeLeft: (seconds) =>
    `약 ${
      seconds < 60 ? inUnit(Math.max(1, Math.ceil(seconds)), 'second') : inUnit(minutes(seconds), 'minute')
    } 남음`,
  overdue: '예상보다 오래 걸리고 있습니다',
  received: (amount, chain) => `${chain}에서 ${amount}을(를) 받았습니다.`,
  explorerTx: (chain, role) =>
    role === 'send'
      ? `${chain}에서 보냄`
      : role === 'receive'
        ? `${chain}에서 받음`
        : role === 'acknowledge'
          ? `${chain}에서 확인됨`
          : `${chain} 트랜잭션`,
  progressTitle: '전송',
  routeProgress: '경로 진행 상황',
  relativeTime: relativeTimeIn('ko', '방금'),
  hopState: hopStateIn({ waiting: '대기 중', done: '완료', failed: '실패', active: '진행 중' }),
  gasOnDestination: (chain) => `${chain} 가스`,
  gasWhy: (symbol) => `받는 주소에 수수료로 낼 ${symbol}이(가) 없습니다.`,
  gasBring: (symbol) => `수수료용 ${symbol} 함께 보내기`,
  gasCost: (cost, amount) => `${cost} 지불, ${amount} 수령`,
  gasSignedApart: (count) =>
    count === 1 ? '전송 후 한 번 더 서명합니다.' : `전송 후 ${count}번 더 서명합니다.`,
  gasSignaturesToBring: (count) =>
    count === 1 ? '지갑에서 한 번 서명합니다.' : `지갑에서 ${count}번 서명합니다.`,
  gasUnavailable: '수수료용 가스를 추가할 수 없습니다. 전송은 가스 없이 진행됩니다.',
  gasProgress: {
    waiting: (amount) => `수수료용 ${amount}: 전송을 보낸 후 진행`,
    signing: (amount) => `수수료용 ${amount}: 지갑에서 서명하세요`,
    sending: (amount) => `수수료용 ${amount}: 전송 중`,
    arrived: (amount) => `수수료용 ${amount} 도착`,
    failed: (amount) => `수수료용 ${amount}을(를) 보내지 못했습니다. 전송에는 영향이 없습니다.`,
    notSent: (amount) =>
      `수수료용 ${amount}을(를) 보내지 않았습니다. 서명 전에 페이지가 닫혔습니다. 전송에는 영향이 없습니다.`,
  },
  errors: {
    ...errorWords,
    ...bridgeErrorWords,
    UserRejectedError: '지갑에서 서명을 거부했습니다. 아무것도 전송되지 않았습니다.',
    RateLimitedError: '브리지 서비스에 요청이 많습니다. 잠시 후 다시 시도하세요.',
    TimeoutError: '브리지 서비스가 제시간에 응답하지 않았습니다. 다시 시도하세요.',
    NetworkError: '브리지 서비스에 연결할 수 없습니다. 연결 상태를 확인한 뒤 다시 시도하세요.',
    HttpError: '브리지 서비스가 오류를 반환했습니다. 잠시 후 다시 시도하세요.',
    ResponseValidationError:
      '브리지 서비스가 이 페이지에서 읽을 수 없는 응답을 보냈습니다. 나중에 다시 시도하세요.',
    generic: '문제가 발생했습니다. 다시 시도하세요.',
  },
}
