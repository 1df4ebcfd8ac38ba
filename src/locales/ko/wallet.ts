import type { PortfolioLabels } from '../../components/Portfolio/labels.ts'
import type { ReceiveAddressLabels } from '../../components/ReceiveAddress/labels.ts'
import type { SendFormLabels } from '../../components/SendForm/labels.ts'
import type { SendNftFormLabels } from '../../components/SendNftForm/labels.ts'
import type { TxPreviewLabels } from '../../components/TxPreview/labels.ts'
import type { SimulationFailureReason } from '../../errors/tx.ts'
import type { FirstWords } from '../layout.ts'
import { amountProblemWords, balanceChangesLabels, recipientProblemWords } from './common.ts'

const failures: Record<SimulationFailureReason, string> = {
  insufficientFunds:
    '계정 잔액이 이 트랜잭션에 부족합니다. 자금을 추가하거나 금액을 줄인 뒤 다시 시도하세요.',
  insufficientFee: '이 체인에서는 수수료가 너무 낮습니다. 다른 수수료 토큰을 선택한 뒤 다시 시도하세요.',
  wrongSequence: '계정의 다른 트랜잭션이 먼저 처리되었습니다. 잠시 후 다시 시도하세요.',
  unknownMessage: '이 체인은 앱이 요청한 메시지 중 하나를 알지 못합니다. 서명하지 않았으니 앱에 알려 주세요.',
  outOfGas: '이 트랜잭션은 체인이 허용하는 것보다 많은 가스가 필요해 이대로는 보낼 수 없습니다.',
  unknownAccount: '이 체인에 아직 계정이 없습니다. 먼저 이 계정으로 자금을 받으세요.',
  invalidAddress: '이 트랜잭션에 이 체인에서 유효하지 않은 주소가 있습니다. 확인한 뒤 다시 시도하세요.',
  executionFailed: '컨트랙트가 이 트랜잭션을 거부했습니다(실패 예상). 앱의 요청을 확인한 뒤 다시 시도하세요.',
  other: '체인에 따르면 이 트랜잭션은 실패하므로 서명하지 않았습니다. 이유는 자세히에서 확인하세요.',
}

const failedOnChain: Record<SimulationFailureReason, string> = {
  insufficientFunds: '체인에서 트랜잭션이 실패했습니다. 계정 잔액이 부족했습니다. 수수료만 사용되었습니다.',
  insufficientFee: '체인에서 트랜잭션이 실패했습니다. 수수료가 너무 낮았습니다. 수수료만 사용되었습니다.',
  wrongSequence:
    '체인에서 트랜잭션이 실패했습니다. 계정의 다른 트랜잭션이 먼저 처리되었습니다. 수수료만 사용되었습니다.',
  unknownMessage:
    '체인에서 트랜잭션이 실패했습니다. 체인이 모르는 메시지가 있습니다. 수수료만 사용되었으니 앱에 알려 주세요.',
  outOfGas: '체인에서 트랜잭션이 실패했습니다. 가스가 부족했습니다. 수수료만 사용되었습니다.',
  unknownAccount:
    '체인에서 트랜잭션이 실패했습니다. 지정한 계정이 그 체인에 없습니다. 수수료만 사용되었습니다.',
  invalidAddress: '체인에서 트랜잭션이 실패했습니다. 유효하지 않은 주소가 있습니다. 수수료만 사용되었습니다.',
  executionFailed:
    '체인에서 트랜잭션이 실패했습니다. 컨트랙트가 거부했습니다. 수수료만 사용되었으니 앱의 요청을 확인하세요.',
  other: '체인에서 트랜잭션이 실패했습니다. 수수료만 사용되었습니다. 이유는 자세히에서 확인하세요.',
}

export const sendFormLabels: FirstWords<SendFormLabels, 'sendFormLabels'> = {
  title: '보내기',
  asset: '자산',
  amount: '금액',
  balance: (amount) => `잔액: ${amount}`,
  max: '최대',
  fee: (amount) => `수수료 약 ${amount}`,
  recipient: '받는 사람',
  recipientHint: 'init1… 또는 0x… 주소, 또는 name.init',
  memo: '메모',
  memoOptional: '(선택)',
  review: '검토',
  loading: '잔액을 불러오는 중…',
  noAssets: (chain) => `이 계정은 ${chain}에서 보낼 자산이 없습니다.`,
  retry: '다시 시도',
  amountProblem: (problem, symbol, feeWords) => {
    switch (problem.kind) {
      case 'fee':
        return problem.max === '0'
          ? `수수료(${feeWords})를 낼 금액이 남지 않습니다. 먼저 이 계정에 ${symbol}을(를) 추가하세요.`
          : `수수료(${feeWords})를 낼 금액이 남지 않습니다. 최대를 눌러 수수료를 뺀 전액을 보내세요.`
      case 'feeBalance':
        return `수수료(${feeWords})를 낼 수 없습니다. 먼저 이 계정에 잔액을 추가하세요.`
      default:
        return amountProblemWords(problem, symbol)
    }
  },
  recipientProblem: recipientProblemWords,
  memoTooLong: (max) => `메모가 너무 깁니다. 최대 ${max}바이트까지 입력할 수 있습니다.`,
  memoCheck: '거래소로 보내나요? 메모가 필요한지 확인하세요.',
  memoContract: '이 주소는 컨트랙트 또는 모듈 계정입니다. 거래소나 앱의 주소라면 메모가 필요한지 확인하세요.',
  otherChain: (chain) => `이 주소는 ${chain}의 주소입니다. 그곳으로 보내려면 브리지 전송을 해야 합니다.`,
  bridge: '브리지로 보내기',
  sent: '보냈습니다.',
  sendAnother: '새로 보내기',
}

export const sendNftFormLabels: FirstWords<SendNftFormLabels, 'sendNftFormLabels'> = {
  title: (name) => `${name} 보내기`,
  recipient: '받는 사람',
  recipientHint: '이 체인의 init1… 또는 0x… 주소',
  recipientProblem: recipientProblemWords,
  contractRecipient: '이 주소는 컨트랙트입니다. 보내기 전에 NFT를 보관하고 전달할 수 있는지 확인하세요.',
  unsupported: '이 체인에서는 NFT를 옮길 수 없습니다. VM이 Move, EVM, Wasm이 아닙니다.',
  review: '검토',
  cancel: '취소',
  loading: '불러오는 중…',
  retry: '다시 시도',
}

export const receiveAddressLabels: FirstWords<ReceiveAddressLabels, 'receiveAddressLabels'> = {
  heading: '받기',
  bech32: 'Initia 주소',
  hex: 'EVM 주소',
  copyBech32: 'Initia 주소 복사',
  copyHex: 'EVM 주소 복사',
  copied: '복사됨',
  qrOf: 'QR 코드에 넣을 주소',
  qrCode: (address) => `${address}의 QR 코드`,
  qrLoading: 'QR 코드를 그리는 중…',
  noHex: '없음: 컨트랙트 또는 모듈 계정입니다.',
  invalid: '계정 주소가 아니어서 받을 곳이 없습니다. 지갑을 연결하거나 주소를 전달하세요.',
  retry: '다시 시도',
}

export const portfolioLabels: FirstWords<PortfolioLabels, 'portfolioLabels'> = {
  title: '포트폴리오',
  total: '총 가치',
  unpriced: '가격이 없는 토큰은 합계에서 빠져 있습니다.',
  assets: '자산',
  loading: '잔액을 불러오는 중…',
  empty: '이 체인들에 아직 토큰이 없습니다.',
  retry: '다시 시도',
  chainError: (chain, text) => `${chain}: ${text}`,
  retryChain: (chain) => `${chain} 다시 시도`,
  chainsLoading: (chains) => `아직 불러오는 중: ${chains.join(', ')}`,
  chainCount: (count) => `체인 ${count}개`,
  onChain: (chain) => `${chain} 체인`,
  noPrice: '가격 없음',
  showSmall: (count) => `소액 잔액 ${count}개 보기`,
  hideSmall: '소액 잔액 숨기기',
  unlisted: (count) => `미등록 토큰(${count})`,
  baseUnits: '기본 단위 금액입니다. 체인 레지스트리에 이 토큰들의 정보가 없습니다.',
}

export const txPreviewLabels: FirstWords<TxPreviewLabels, 'txPreviewLabels'> = {
  title: '트랜잭션 확인',
  loading: '트랜잭션 시뮬레이션 중…',
  actions: '실행 내용',
  message: (name, detail) => (detail ? `${name}: ${detail}` : name),
  evmCall: (to) => `컨트랙트 ${to} 호출`,
  memo: '메모',
  recipient: '받는 사람',
  gas: '가스',
  fee: '수수료',
  feeToken: '수수료 토큰',
  evmFee: 'EVM 지갑에서 지불',
  changes: '잔액 변동',
  simulated: '서명 전 체인에서 시뮬레이션한 결과입니다.',
  confirm: '확인',
  cancel: '취소',
  retry: '다시 시도',
  details: '자세히',
  cannotPay: (symbol) =>
    `계정이 이 수수료를 ${symbol}(으)로 낼 수 없습니다. 다른 수수료 토큰을 선택하거나 자금을 추가하세요.`,
  failures,
  notAnswering: '체인이 응답하지 않아 트랜잭션을 확인하지 못했습니다. 잠시 후 다시 시도하세요.',
  previewFailed: '이 트랜잭션을 확인하지 못해 여기서 서명할 수 없습니다. 자세히를 확인하세요.',
  declined: '지갑에서 요청을 거부했습니다. 아무것도 전송되지 않았습니다.',
  sendFailed: '트랜잭션을 보내지 못했습니다. 두 번 서명된 것은 없습니다. 자세히를 확인한 뒤 다시 시도하세요.',
  signing: '지갑에서 트랜잭션을 승인하세요…',
  broadcasting: '트랜잭션을 보내는 중…',
  confirming: '트랜잭션이 블록에 포함되기를 기다리는 중…',
  confirmed: '트랜잭션이 확인되었습니다.',
  dropped: '계정의 다른 트랜잭션이 이 트랜잭션의 자리를 차지해 포함되지 않습니다.',
  failedOnChain,
  notFoundYet: '보냈지만 아직 블록에 없습니다. 다시 보내기 전에 익스플로러에서 조회하세요.',
  alreadySigned: '이미 서명한 트랜잭션입니다. 다시 서명하지 않습니다.',
  hash: '트랜잭션',
  explorer: '익스플로러에서 보기',
  balanceChanges: balanceChangesLabels,
}
