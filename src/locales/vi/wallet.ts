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
    'Tài khoản không đủ số dư cho giao dịch này. Hãy nạp thêm hoặc giảm số lượng rồi thử lại.',
  insufficientFee: 'Phí quá thấp với chuỗi này. Hãy chọn token phí khác rồi thử lại.',
  wrongSequence: 'Một giao dịch khác từ tài khoản của bạn đã chạy trước. Hãy thử lại sau giây lát.',
  unknownMessage:
    'Chuỗi này không nhận ra một thông điệp mà ứng dụng yêu cầu. Chưa ký gì; hãy báo cho ứng dụng.',
  outOfGas: 'Giao dịch này cần nhiều gas hơn mức chuỗi cho phép. Không thể gửi như hiện tại.',
  unknownAccount: 'Tài khoản của bạn chưa tồn tại trên chuỗi này. Hãy nhận một ít tiền vào đó trước.',
  invalidAddress: 'Một địa chỉ trong giao dịch này không hợp lệ trên chuỗi này. Hãy kiểm tra rồi thử lại.',
  executionFailed:
    'Hợp đồng từ chối giao dịch này: nó sẽ thất bại. Hãy kiểm tra yêu cầu của ứng dụng rồi thử lại.',
  other: 'Chuỗi cho biết giao dịch này sẽ thất bại nên chưa ký gì. Xem lý do trong Chi tiết.',
}

const failedOnChain: Record<SimulationFailureReason, string> = {
  insufficientFunds: 'Giao dịch thất bại trên chuỗi: tài khoản không đủ số dư. Chỉ mất phí.',
  insufficientFee: 'Giao dịch thất bại trên chuỗi: phí quá thấp. Chỉ mất phí.',
  wrongSequence: 'Giao dịch thất bại trên chuỗi: một giao dịch khác từ tài khoản đã chạy trước. Chỉ mất phí.',
  unknownMessage:
    'Giao dịch thất bại trên chuỗi: chuỗi không nhận ra một thông điệp. Chỉ mất phí; hãy báo cho ứng dụng.',
  outOfGas: 'Giao dịch thất bại trên chuỗi: hết gas. Chỉ mất phí.',
  unknownAccount: 'Giao dịch thất bại trên chuỗi: một tài khoản trong đó không tồn tại ở đó. Chỉ mất phí.',
  invalidAddress: 'Giao dịch thất bại trên chuỗi: một địa chỉ trong đó không hợp lệ ở đó. Chỉ mất phí.',
  executionFailed:
    'Giao dịch thất bại trên chuỗi: hợp đồng đã từ chối. Chỉ mất phí; hãy kiểm tra yêu cầu của ứng dụng.',
  other: 'Giao dịch thất bại trên chuỗi. Chỉ mất phí; xem lý do trong Chi tiết.',
}

export const sendFormLabels: FirstWords<SendFormLabels, 'sendFormLabels'> = {
  title: 'Gửi',
  asset: 'Tài sản',
  amount: 'Số lượng',
  balance: (amount) => `Số dư: ${amount}`,
  max: 'Tối đa',
  fee: (amount) => `Phí khoảng ${amount}`,
  recipient: 'Người nhận',
  recipientHint: 'Địa chỉ init1… hoặc 0x…, hoặc name.init',
  memo: 'Memo',
  memoOptional: '(tùy chọn)',
  review: 'Xem lại',
  loading: 'Đang tải số dư…',
  noAssets: (chain) => `Tài khoản này không có gì trên ${chain} để gửi.`,
  retry: 'Thử lại',
  amountProblem: (problem, symbol, feeWords) => {
    switch (problem.kind) {
      case 'fee':
        return problem.max === '0'
          ? `Không còn đủ để trả phí (${feeWords}). Hãy nạp thêm ${symbol} vào tài khoản này trước.`
          : `Không còn đủ để trả phí (${feeWords}). Dùng Tối đa để gửi toàn bộ trừ phí.`
      case 'feeBalance':
        return `Bạn không đủ để trả phí (${feeWords}). Hãy nạp thêm vào tài khoản này trước.`
      default:
        return amountProblemWords(problem, symbol)
    }
  },
  recipientProblem: recipientProblemWords,
  memoTooLong: (max) => `Memo quá dài: tối đa ${max} byte.`,
  memoCheck: 'Gửi đến sàn giao dịch? Hãy kiểm tra xem sàn có cần memo không.',
  memoContract:
    'Địa chỉ này là tài khoản hợp đồng hoặc module. Nếu nó thuộc một sàn hay ứng dụng, hãy kiểm tra xem có cần memo không.',
  otherChain: (chain) => `Địa chỉ này thuộc ${chain}. Gửi đến đó là giao dịch qua cầu nối.`,
  bridge: 'Dùng cầu nối',
  sent: 'Đã gửi.',
  sendAnother: 'Gửi tiếp',
}

export const sendNftFormLabels: FirstWords<SendNftFormLabels, 'sendNftFormLabels'> = {
  title: (name) => `Gửi ${name}`,
  recipient: 'Người nhận',
  recipientHint: 'Địa chỉ init1… hoặc 0x… trên chuỗi này',
  recipientProblem: recipientProblemWords,
  contractRecipient: 'Địa chỉ này là hợp đồng. Hãy chắc rằng nó giữ và chuyển tiếp được NFT trước khi gửi.',
  unsupported: 'Không thể chuyển NFT trên chuỗi này: VM của nó không phải Move, EVM hay Wasm.',
  review: 'Xem lại',
  cancel: 'Hủy',
  loading: 'Đang tải…',
  retry: 'Thử lại',
}

export const receiveAddressLabels: FirstWords<ReceiveAddressLabels, 'receiveAddressLabels'> = {
  heading: 'Nhận',
  bech32: 'Địa chỉ Initia',
  hex: 'Địa chỉ EVM',
  copyBech32: 'Sao chép địa chỉ Initia',
  copyHex: 'Sao chép địa chỉ EVM',
  copied: 'Đã sao chép',
  qrOf: 'Mã QR của',
  qrCode: (address) => `Mã QR của ${address}`,
  qrLoading: 'Đang tạo mã QR…',
  noHex: 'Không có: đây là tài khoản hợp đồng hoặc module.',
  invalid:
    'Đây không phải địa chỉ tài khoản nên không có nơi nhận. Hãy kết nối ví hoặc truyền vào địa chỉ của nó.',
  retry: 'Thử lại',
}

export const portfolioLabels: FirstWords<PortfolioLabels, 'portfolioLabels'> = {
  title: 'Danh mục',
  total: 'Tổng giá trị',
  unpriced: 'Một số token chưa có giá nên không được tính.',
  assets: 'Tài sản',
  loading: 'Đang tải số dư…',
  empty: 'Chưa có token nào trên các chuỗi này.',
  retry: 'Thử lại',
  chainError: (chain, text) => `${chain}: ${text}`,
  retryChain: (chain) => `Thử lại ${chain}`,
  chainsLoading: (chains) => `Vẫn đang tải: ${chains.join(', ')}`,
  chainCount: (count) => `${count} chuỗi`,
  onChain: (chain) => `trên ${chain}`,
  noPrice: 'Chưa có giá',
  showSmall: (count) => `Hiện ${count} số dư nhỏ`,
  hideSmall: 'Ẩn số dư nhỏ',
  unlisted: (count) => `Token chưa đăng ký (${count})`,
  baseUnits: 'Số lượng theo đơn vị gốc: sổ đăng ký chuỗi không có tên các token này.',
}

export const txPreviewLabels: FirstWords<TxPreviewLabels, 'txPreviewLabels'> = {
  title: 'Xác nhận giao dịch',
  loading: 'Đang mô phỏng giao dịch…',
  actions: 'Nội dung giao dịch',
  message: (name, detail) => (detail ? `${name}: ${detail}` : name),
  evmCall: (to) => `Gọi hợp đồng ${to}`,
  memo: 'Memo',
  recipient: 'Người nhận',
  gas: 'Gas',
  fee: 'Phí',
  feeToken: 'Trả phí bằng',
  evmFee: 'Trả trong ví EVM',
  changes: 'Thay đổi số dư',
  simulated: 'Theo mô phỏng trên chuỗi, trước khi ký.',
  confirm: 'Xác nhận',
  cancel: 'Hủy',
  retry: 'Thử lại',
  details: 'Chi tiết',
  cannotPay: (symbol) =>
    `Tài khoản không trả được phí này bằng ${symbol}. Hãy chọn token phí khác, hoặc nạp thêm.`,
  failures,
  notAnswering: 'Chuỗi không phản hồi nên không kiểm tra được giao dịch. Hãy thử lại sau ít phút.',
  previewFailed: 'Không kiểm tra được giao dịch này nên không thể ký ở đây. Xem Chi tiết.',
  declined: 'Bạn đã từ chối yêu cầu trong ví. Chưa có gì được gửi.',
  sendFailed: 'Không gửi được giao dịch. Không có gì bị ký hai lần; xem Chi tiết rồi thử lại.',
  signing: 'Hãy phê duyệt giao dịch trong ví…',
  broadcasting: 'Đang gửi giao dịch…',
  confirming: 'Đang chờ giao dịch vào khối…',
  confirmed: 'Giao dịch đã được xác nhận.',
  dropped: 'Một giao dịch khác từ tài khoản đã chiếm chỗ của giao dịch này nên nó sẽ không vào khối.',
  failedOnChain,
  notFoundYet: 'Đã gửi nhưng chưa vào khối. Hãy tra cứu trên trình khám phá khối trước khi gửi lại.',
  alreadySigned: 'Giao dịch này đã được ký; sẽ không ký lại.',
  hash: 'Giao dịch',
  explorer: 'Xem trên trình khám phá',
  balanceChanges: balanceChangesLabels,
}
