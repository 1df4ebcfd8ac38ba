import type { BlockDetailLabels } from '../../components/BlockDetail/BlockDetail.tsx'
import type { EvmTxDetailLabels } from '../../components/EvmTxDetail/labels.ts'
import type { MessageWords } from '../../components/TxDetail/messageWords.ts'
import type { TxDetailLabels } from '../../components/TxDetail/TxDetail.tsx'
import type { FirstWords } from '../layout.ts'
import { balanceChangesLabels } from './common.ts'
import { txTableLabels } from './lists.ts'

const grouping = /* @__PURE__ */ new Intl.NumberFormat('vi', { maximumFractionDigits: 0 })

// a decimal string grouped exactly; anything else as sent
const grouped = (value: string) => (/^-?\d+$/.test(value) ? grouping.format(BigInt(value)) : value)

const gasValue = (used: string, wanted: string) => `${grouped(used)} / ${grouped(wanted)}`

const notFound = (txHash: string) =>
  `Không tìm thấy giao dịch ${txHash}. Có thể giao dịch chưa được lập chỉ mục.`

export const messageWords: MessageWords = {
  Send: 'Gửi',
  'IBC transfer': 'Chuyển IBC',
  'Move call': 'Gọi Move',
  'Move call (JSON arguments)': 'Gọi Move (tham số JSON)',
  'EVM call': 'Gọi EVM',
  'Deposit to a rollup': 'Nạp vào rollup',
  'Withdrawal to L1': 'Rút về L1',
  'Withdrawal claim': 'Nhận khoản rút',
  'Contract call': 'Gọi hợp đồng',
  From: 'Từ',
  To: 'Đến',
  Amount: 'Số lượng',
  Channel: 'Kênh',
  Memo: 'Memo',
  Function: 'Hàm',
  Sender: 'Người gửi',
  'Type arguments': 'Tham số kiểu',
  Arguments: 'Tham số',
  Contract: 'Hợp đồng',
  Method: 'Phương thức',
  Value: 'Giá trị',
  Bridge: 'Cầu nối',
  'Claimed by': 'Người thực hiện nhận',
  'From (L2)': 'Từ (L2)',
  Sequence: 'Số thứ tự',
  Action: 'Hành động',
  Funds: 'Tiền gửi kèm',
  Spender: 'Bên được ủy quyền',
  'Amount or token ID': 'Số lượng hoặc Token ID',
  'Token ID': 'Token ID',
}

export const blockDetailLabels: FirstWords<BlockDetailLabels, 'blockDetailLabels'> = {
  ...txTableLabels,
  blockHeight: 'Khối',
  hash: 'Hash',
  chain: 'Chuỗi',
  timestamp: 'Thời gian',
  blockTimeTerm: 'Thời gian khối',
  blockTime: (milliseconds) => `${milliseconds} ms sau khối trước`,
  proposer: 'Người đề xuất',
  txCount: 'Giao dịch',
  gas: 'Gas dùng / yêu cầu',
  gasValue,
  totalFee: 'Tổng phí',
  noFee: 'Không có',
  txsTitle: (height) => `Giao dịch trong khối ${height}`,
  empty: 'Khối này không có giao dịch.',
  loadingBlock: 'Đang tải khối…',
  notFound: (height) => `Không tìm thấy khối ${height}. Có thể khối chưa được lập chỉ mục.`,
}

export const txDetailLabels: FirstWords<TxDetailLabels, 'txDetailLabels'> = {
  hash: 'Hash',
  evmTx: 'Tx EVM',
  status: 'Trạng thái',
  success: 'Thành công',
  failed: (code, codespace) => `Thất bại (mã ${code}${codespace ? `, ${codespace}` : ''})`,
  rawLog: 'Nhật ký lỗi',
  height: 'Khối',
  time: 'Thời gian',
  gas: 'Gas dùng / yêu cầu',
  gasValue,
  fee: 'Phí',
  noFee: 'Không có',
  memo: 'Memo',
  noMemo: '—',
  signer: 'Người ký',
  balanceChanges: 'Thay đổi số dư',
  changes: balanceChangesLabels,
  messages: (count) => `Thông điệp (${count})`,
  events: (count) => `Sự kiện (${count})`,
  json: 'JSON',
  loading: 'Đang tải giao dịch…',
  notFound,
  retry: 'Thử lại',
  copy: 'Sao chép',
  copied: 'Đã sao chép',
  formatTime: txTableLabels.formatTime,
  messageWords,
}

export const evmTxDetailLabels: FirstWords<EvmTxDetailLabels, 'evmTxDetailLabels'> = {
  hash: 'Tx hash',
  status: 'Trạng thái',
  success: 'Thành công',
  failed: 'Thất bại',
  block: 'Khối',
  blockHash: 'Hash khối',
  index: 'Vị trí trong khối',
  from: 'Từ',
  to: 'Đến',
  contractCreation: 'Tạo hợp đồng',
  gasUsed: 'Gas đã dùng',
  cumulativeGasUsed: 'Gas dùng lũy kế',
  gasPrice: 'Giá gas thực tế',
  type: 'Loại',
  balanceChanges: 'Thay đổi số dư',
  changes: balanceChangesLabels,
  logs: (count) => `Log (${count})`,
  noLogs: 'Giao dịch này không phát ra log nào.',
  log: (index) => `Log ${index}`,
  address: 'Địa chỉ',
  topics: 'Topic',
  data: 'Dữ liệu',
  erc20Transfer: 'Chuyển ERC-20',
  nftTransfer: 'Chuyển ERC-721',
  amount: 'Số lượng',
  tokenId: 'Token ID',
  time: 'Thời gian',
  value: 'Giá trị',
  fee: 'Phí EVM',
  evmFeeHint: 'gas đã dùng × giá gas',
  feeCharged: 'Thu trước',
  feeChargedHint: 'giới hạn gas × giá gas, thu trước khi chạy',
  feePaid: 'Người gửi đã trả',
  feePaidHint: (succeeded) =>
    succeeded ? 'phí thu trước, trừ phần gas thừa được hoàn' : 'phí thu trước: tx thất bại không được hoàn',
  method: 'Phương thức',
  cosmosTx: 'Tx Cosmos',
  noRecipient: 'Không có: ghi cho một giao dịch Cosmos',
  loading: 'Đang tải giao dịch…',
  empty: 'Chưa chọn giao dịch.',
  notFound,
  retry: 'Thử lại',
  copy: 'Sao chép',
  copied: 'Đã sao chép',
  messageWords,
}
