import type { BlockDetailLabels } from '../../components/BlockDetail/BlockDetail.tsx'
import type { EvmTxDetailLabels } from '../../components/EvmTxDetail/labels.ts'
import type { MessageWords } from '../../components/TxDetail/messageWords.ts'
import type { TxDetailLabels } from '../../components/TxDetail/TxDetail.tsx'
import type { FirstWords } from '../layout.ts'
import { balanceChangesLabels } from './common.ts'
import { txTableLabels } from './lists.ts'

const grouping = /* @__PURE__ */ new Intl.NumberFormat('ko', { maximumFractionDigits: 0 })

// a decimal string grouped exactly; anything else as sent
const grouped = (value: string) => (/^-?\d+$/.test(value) ? grouping.format(BigInt(value)) : value)

const gasValue = (used: string, wanted: string) => `${grouped(used)} / ${grouped(wanted)}`

const notFound = (txHash: string) =>
  `트랜잭션 ${txHash}을(를) 찾을 수 없습니다. 아직 인덱싱되지 않았을 수 있습니다.`

export const messageWords: MessageWords = {
  Send: '전송',
  'IBC transfer': 'IBC 전송',
  'Move call': 'Move 호출',
  'Move call (JSON arguments)': 'Move 호출(JSON 인수)',
  'EVM call': 'EVM 호출',
  'Deposit to a rollup': '롤업으로 입금',
  'Withdrawal to L1': 'L1으로 출금',
  'Withdrawal claim': '출금 청구',
  'Contract call': '컨트랙트 호출',
  From: '보낸 주소',
  To: '받는 주소',
  Amount: '수량',
  Channel: '채널',
  Memo: '메모',
  Function: '함수',
  Sender: '보낸 사람',
  'Type arguments': '타입 인수',
  Arguments: '인수',
  Contract: '컨트랙트',
  Method: '메서드',
  Value: '값',
  Bridge: '브리지',
  'Claimed by': '청구한 주소',
  'From (L2)': '보낸 주소(L2)',
  Sequence: '시퀀스',
  Action: '동작',
  Funds: '첨부 자금',
  Spender: '승인 대상',
  'Amount or token ID': '수량 또는 토큰 ID',
  'Token ID': '토큰 ID',
}

export const blockDetailLabels: FirstWords<BlockDetailLabels, 'blockDetailLabels'> = {
  ...txTableLabels,
  blockHeight: '높이',
  hash: '해시',
  chain: '체인',
  timestamp: '시간',
  blockTimeTerm: '블록 시간',
  blockTime: (milliseconds) => `이전 블록 후 ${milliseconds}ms`,
  proposer: '제안자',
  txCount: '트랜잭션',
  gas: '사용 / 요청 가스',
  gasValue,
  totalFee: '총 수수료',
  noFee: '없음',
  txsTitle: (height) => `블록 ${height}의 트랜잭션`,
  empty: '이 블록에는 트랜잭션이 없습니다.',
  loadingBlock: '블록을 불러오는 중…',
  notFound: (height) => `블록 ${height}을(를) 찾을 수 없습니다. 아직 인덱싱되지 않았을 수 있습니다.`,
}

export const txDetailLabels: FirstWords<TxDetailLabels, 'txDetailLabels'> = {
  hash: '해시',
  evmTx: 'EVM 트랜잭션',
  status: '상태',
  success: '성공',
  failed: (code, codespace) => `실패(코드 ${code}${codespace ? `, ${codespace}` : ''})`,
  rawLog: '오류 로그',
  height: '높이',
  time: '시간',
  gas: '사용 / 요청 가스',
  gasValue,
  fee: '수수료',
  noFee: '없음',
  memo: '메모',
  noMemo: '—',
  signer: '서명자',
  balanceChanges: '잔액 변동',
  changes: balanceChangesLabels,
  messages: (count) => `메시지(${count})`,
  events: (count) => `이벤트(${count})`,
  json: 'JSON',
  loading: '트랜잭션을 불러오는 중…',
  notFound,
  retry: '다시 시도',
  copy: '복사',
  copied: '복사됨',
  formatTime: txTableLabels.formatTime,
  messageWords,
}

export const evmTxDetailLabels: FirstWords<EvmTxDetailLabels, 'evmTxDetailLabels'> = {
  hash: '트랜잭션 해시',
  status: '상태',
  success: '성공',
  failed: '실패',
  block: '블록',
  blockHash: '블록 해시',
  index: '블록 내 순서',
  from: '보낸 주소',
  to: '받는 주소',
  contractCreation: '컨트랙트 생성',
  gasUsed: '사용한 가스',
  cumulativeGasUsed: '누적 사용 가스',
  gasPrice: '실제 가스 가격',
  type: '유형',
  balanceChanges: '잔액 변동',
  changes: balanceChangesLabels,
  logs: (count) => `로그(${count})`,
  noLogs: '이 트랜잭션은 로그를 내보내지 않았습니다.',
  log: (index) => `로그 ${index}`,
  address: '주소',
  topics: '토픽',
  data: '데이터',
  erc20Transfer: 'ERC-20 전송',
  nftTransfer: 'ERC-721 전송',
  amount: '수량',
  tokenId: '토큰 ID',
  time: '시간',
  value: '값',
  fee: 'EVM 수수료',
  evmFeeHint: '사용한 가스 × 가스 가격',
  feeCharged: '선결제 수수료',
  feeChargedHint: '가스 한도 × 가스 가격, 실행 전에 차감',
  feePaid: '보낸 사람이 낸 금액',
  feePaidHint: (succeeded) =>
    succeeded
      ? '선결제 수수료에서 남은 가스 일부를 환불한 금액'
      : '선결제 수수료 전액: 실패한 트랜잭션은 환불되지 않음',
  method: '메서드',
  cosmosTx: 'Cosmos 트랜잭션',
  noRecipient: '없음: Cosmos 트랜잭션용 기록',
  loading: '트랜잭션을 불러오는 중…',
  empty: '선택한 트랜잭션이 없습니다.',
  notFound,
  retry: '다시 시도',
  copy: '복사',
  copied: '복사됨',
  messageWords,
}
