import type { BlockListLabels } from '../../components/BlockList/BlockList.tsx'
import type { EvmTxListLabels } from '../../components/EvmTxList/EvmTxList.tsx'
import type { IndexerStatusLabels } from '../../components/IndexerStatus/IndexerStatus.tsx'
import type { InternalTxTreeLabels } from '../../components/InternalTxTree/InternalTxTree.tsx'
import type { RichListTableLabels } from '../../components/RichListTable/RichListTable.tsx'
import type { TxListLabels } from '../../components/TxList/TxList.tsx'
import type { TxTableLabels } from '../../components/TxList/TxTable.tsx'
import type { FirstWords } from '../layout.ts'

// in UTC, as the English words, so a server and a browser write the same text: date first, as in Vietnamese
const utc = { timeZone: 'UTC' } as const

const date = /* @__PURE__ */ new Intl.DateTimeFormat('vi', {
  ...utc,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
})

const clock = /* @__PURE__ */ new Intl.DateTimeFormat('vi', { ...utc, timeStyle: 'medium', hourCycle: 'h23' })

const formatTime = (timestamp: string) => {
  const time = Date.parse(timestamp)
  return Number.isNaN(time) ? timestamp : `${date.format(time)} ${clock.format(time)} UTC`
}

export const richListTableLabels: FirstWords<RichListTableLabels, 'richListTableLabels'> = {
  title: 'Người nắm giữ',
  rank: 'Hạng',
  account: 'Tài khoản',
  amount: 'Số lượng',
  share: 'Tỷ lệ',
  holders: (count) => `${count} người nắm giữ`,
  loading: 'Đang tải người nắm giữ…',
  empty: 'Chưa có người nắm giữ.',
  retry: 'Thử lại',
  exportCsv: 'Xuất CSV',
  copy: 'Sao chép địa chỉ',
  copied: 'Đã sao chép',
  toStart: 'Về đầu',
}

export const txTableLabels: FirstWords<TxTableLabels, 'txTableLabels'> = {
  hash: 'Hash',
  height: 'Khối',
  messages: 'Thông điệp',
  status: 'Trạng thái',
  time: 'Thời gian',
  success: 'Thành công',
  failed: (code) => `Thất bại (mã ${code})`,
  loading: 'Đang tải giao dịch…',
  empty: 'Không có giao dịch.',
  retry: 'Thử lại',
  formatTime,
}

export const txListLabels: FirstWords<TxListLabels, 'txListLabels'> = {
  ...txTableLabels,
  title: 'Giao dịch',
  count: (count) => `${count} giao dịch`,
  filter: 'Loại thông điệp',
  clear: 'Xóa bộ lọc',
  noTypes: 'Chưa có loại thông điệp nào.',
  emptyFiltered: 'Không có giao dịch thuộc các loại đã chọn.',
  toStart: 'Xem mới nhất',
}

export const blockListLabels: FirstWords<BlockListLabels, 'blockListLabels'> = {
  title: 'Khối',
  height: 'Khối',
  time: 'Thời gian',
  txs: 'Số GD',
  proposer: 'Người đề xuất',
  loading: 'Đang tải khối…',
  empty: 'Chưa có khối.',
  retry: 'Thử lại',
  formatTime,
  toStart: 'Xem mới nhất',
}

export const evmTxListLabels: FirstWords<EvmTxListLabels, 'evmTxListLabels'> = {
  title: 'Giao dịch EVM',
  hash: 'Tx hash',
  block: 'Khối',
  from: 'Từ',
  to: 'Đến',
  status: 'Trạng thái',
  gasUsed: 'Gas đã dùng',
  success: 'Thành công',
  failed: 'Thất bại',
  contractCreation: 'Tạo hợp đồng',
  cosmosTx: 'Tx Cosmos',
  loading: 'Đang tải giao dịch…',
  empty: 'Chưa có giao dịch EVM.',
  retry: 'Thử lại',
  toStart: 'Xem mới nhất',
}

export const indexerStatusLabels: FirstWords<IndexerStatusLabels, 'indexerStatusLabels'> = {
  chain: 'Chuỗi',
  height: 'Khối mới nhất',
  internalTxs: 'Tx nội bộ',
  richList: 'Top nắm giữ',
  version: 'Phiên bản',
  inSync: 'đã đồng bộ',
  behind: (blocks) => `chậm ${blocks} khối`,
  notIndexed: 'Chưa lập chỉ mục',
  loading: 'Đang tải trạng thái bộ lập chỉ mục…',
  empty: 'Chưa lập chỉ mục gì.',
  retry: 'Thử lại',
}

export const internalTxTreeLabels: FirstWords<InternalTxTreeLabels, 'internalTxTreeLabels'> = {
  title: 'Lệnh gọi nội bộ',
  to: 'đến',
  value: 'giá trị',
  gas: 'gas dùng / giới hạn',
  reverted: 'Đã hoàn tác',
  level: (level) => `cấp ${level}`,
  loading: 'Đang tải lệnh gọi nội bộ…',
  empty: 'Không có lệnh gọi nội bộ.',
  retry: 'Thử lại',
}
