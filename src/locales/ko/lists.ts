import type { BlockListLabels } from '../../components/BlockList/BlockList.tsx'
import type { EvmTxListLabels } from '../../components/EvmTxList/EvmTxList.tsx'
import type { IndexerStatusLabels } from '../../components/IndexerStatus/IndexerStatus.tsx'
import type { InternalTxTreeLabels } from '../../components/InternalTxTree/InternalTxTree.tsx'
import type { RichListTableLabels } from '../../components/RichListTable/RichListTable.tsx'
import type { TxListLabels } from '../../components/TxList/TxList.tsx'
import type { TxTableLabels } from '../../components/TxList/TxTable.tsx'
import type { FirstWords } from '../layout.ts'

// in UTC, as the English words, so a server and a browser write the same text
const dateTime = /* @__PURE__ */ new Intl.DateTimeFormat('ko', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  hourCycle: 'h23',
  timeZone: 'UTC',
})

const formatTime = (timestamp: string) => {
  const time = Date.parse(timestamp)
  return Number.isNaN(time) ? timestamp : `${dateTime.format(time)} UTC`
}

export const richListTableLabels: FirstWords<RichListTableLabels, 'richListTableLabels'> = {
  title: '보유자',
  rank: '순위',
  account: '계정',
  amount: '수량',
  share: '비율',
  holders: (count) => `보유자 ${count}명`,
  loading: '보유자를 불러오는 중…',
  empty: '아직 보유자가 없습니다.',
  retry: '다시 시도',
  exportCsv: 'CSV 내보내기',
  copy: '주소 복사',
  copied: '복사됨',
  toStart: '맨 위로',
}

export const txTableLabels: FirstWords<TxTableLabels, 'txTableLabels'> = {
  hash: '해시',
  height: '높이',
  messages: '메시지',
  status: '상태',
  time: '시간',
  success: '성공',
  failed: (code) => `실패(코드 ${code})`,
  loading: '트랜잭션을 불러오는 중…',
  empty: '트랜잭션이 없습니다.',
  retry: '다시 시도',
  formatTime,
}

export const txListLabels: FirstWords<TxListLabels, 'txListLabels'> = {
  ...txTableLabels,
  title: '트랜잭션',
  count: (count) => `트랜잭션 ${count}개`,
  filter: '메시지 유형',
  clear: '필터 지우기',
  noTypes: '아직 확인된 메시지 유형이 없습니다.',
  emptyFiltered: '선택한 유형의 트랜잭션이 없습니다.',
  toStart: '최신 항목 보기',
}

export const blockListLabels: FirstWords<BlockListLabels, 'blockListLabels'> = {
  title: '블록',
  height: '높이',
  time: '시간',
  txs: '트랜잭션',
  proposer: '제안자',
  loading: '블록을 불러오는 중…',
  empty: '아직 블록이 없습니다.',
  retry: '다시 시도',
  formatTime,
  toStart: '최신 항목 보기',
}

export const evmTxListLabels: FirstWords<EvmTxListLabels, 'evmTxListLabels'> = {
  title: 'EVM 트랜잭션',
  hash: '트랜잭션 해시',
  block: '블록',
  from: '보낸 주소',
  to: '받는 주소',
  status: '상태',
  gasUsed: '사용한 가스',
  success: '성공',
  failed: '실패',
  contractCreation: '컨트랙트 생성',
  cosmosTx: 'Cosmos 트랜잭션',
  loading: '트랜잭션을 불러오는 중…',
  empty: '아직 EVM 트랜잭션이 없습니다.',
  retry: '다시 시도',
  toStart: '최신 항목 보기',
}

export const indexerStatusLabels: FirstWords<IndexerStatusLabels, 'indexerStatusLabels'> = {
  chain: '체인',
  height: '최신 높이',
  internalTxs: '내부 트랜잭션',
  richList: '보유자 순위',
  version: '버전',
  inSync: '동기화됨',
  behind: (blocks) => `${blocks}블록 뒤처짐`,
  notIndexed: '인덱싱 안 됨',
  loading: '인덱서 상태를 불러오는 중…',
  empty: '아직 인덱싱된 항목이 없습니다.',
  retry: '다시 시도',
}

export const internalTxTreeLabels: FirstWords<InternalTxTreeLabels, 'internalTxTreeLabels'> = {
  title: '내부 호출',
  to: '대상',
  value: '값',
  gas: '사용 가스 / 한도',
  reverted: '되돌려짐',
  level: (level) => `${level}단계`,
  loading: '내부 호출을 불러오는 중…',
  empty: '내부 호출이 없습니다.',
  retry: '다시 시도',
}
