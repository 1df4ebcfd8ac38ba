import type { BridgeErrorWords } from '../../components/BridgeWidget/errorWords.ts'
import type { BridgeHistoryLabels } from '../../components/BridgeWidget/FoundHistory.tsx'
import type { BridgeWidgetLabels } from '../../components/BridgeWidget/labels.ts'
import type { LaterWords } from '../layout.ts'
import { minutes, timeUnits } from '../shared/bridge.ts'
import { hopStateIn, relativeTimeIn } from '../shared/bridgeLater.ts'
import { errorWords, recipientFieldLabels, recipientNameLabels } from './common.later.ts'

const tag = 'vi'

const inUnit = timeUnits(tag)

const bridgeNames: Record<string, string> = {
  transfer: 'Chuyển IBC',
  ibc_transfer: 'Chuyển IBC',
  swap: 'Hoán đổi',
  evm_swap: 'Hoán đổi',
  op_init_transfer: 'Cầu nối OPinit',
  cctp_transfer: 'CCTP',
  axelar_transfer: 'Axelar',
  hyperlane_transfer: 'Hyperlane',
  go_fast_transfer: 'Go Fast',
  stargate_transfer: 'Stargate',
  layer_zero_transfer: 'LayerZero',
  eureka_transfer: 'IBC Eureka',
  bank_send: 'Gửi',
}

export const bridgeErrorWords: BridgeErrorWords = {
  UserRejectedError: 'Bạn đã từ chối yêu cầu trong ví. Chưa có gì được gửi.',
  WalletNotConnectedError: 'Chưa kết nối ví. Hãy kết nối ví rồi thử lại.',
  ChainNotConfiguredError: 'Cấu hình ví của trang này không có chuỗi này. Hãy chọn chuỗi khác.',
  TxRejectedError:
    'Chuỗi đã từ chối giao dịch nên chưa có gì được gửi. Hãy kiểm tra số dư và phí rồi thử lại.',
  ReceiptTimeoutError:
    'Giao dịch của bạn chưa được xác nhận. Hãy tra cứu trên trình khám phá khối trước khi gửi lại.',
  UnsupportedMessageError: 'Ví của bạn không ký được loại giao dịch này. Hãy thử lộ trình hoặc ví khác.',
  UnsupportedTxError: 'Ví của bạn không gửi được loại giao dịch này. Hãy kết nối ví dành cho chuỗi đó.',
  SignerMismatchError:
    'Ví của bạn đã chuyển sang tài khoản khác. Hãy chuyển lại, hoặc lấy báo giá mới cho tài khoản này.',
  UnsupportedSignerError: 'Ví của bạn không ký được bước cầu nối này. Hãy thử ví khác, chẳng hạn Keplr.',
  SimulationFailedError: 'Chuỗi cho biết giao dịch này sẽ thất bại nên chưa ký gì. Xem lý do trong Chi tiết.',
  AccountNotFoundError:
    'Tài khoản của bạn chưa tồn tại trên chuỗi này. Hãy gửi một ít tiền vào đó trước rồi thử lại.',
  BroadcastUncertainError:
    'Giao dịch có thể đã được gửi nhưng mạng chưa xác nhận. Hãy xem lịch sử hoạt động của ví trước khi ký lại.',
  RouterError: 'Dịch vụ cầu nối không xử lý được yêu cầu. Hãy thử lại, hoặc chọn lộ trình khác.',
  RouteNotFoundError:
    'Không có lộ trình giữa hai tài sản này với số lượng này. Hãy thử cặp hoặc số lượng khác.',
  BadPriceError: 'Lộ trình này mất nhiều giá trị. Hãy thử số lượng nhỏ hơn, hoặc vẫn xem lộ trình.',
  InvalidAmountError: 'Không thể gửi số lượng này trên lộ trình này. Hãy thử số lượng khác.',
  TxNotFoundError: 'Dịch vụ cầu nối chưa thấy giao dịch này. Hãy đợi một lát rồi kiểm tra lại.',
  RateLimitedError: 'Dịch vụ đang bận. Hãy đợi một lát rồi thử lại.',
  MsgsMismatchError:
    'Giao dịch do dịch vụ cầu nối chuẩn bị không khớp với báo giá nên chưa được ký. Chưa có gì được gửi.',
  SimulatedOutflowError:
    'Kiểm tra trước khi ký cho thấy giao dịch lấy từ tài khoản nhiều hơn báo giá nên chưa được ký. Chưa có gì được gửi.',
  SimulationUnavailableError:
    'Chuỗi không phản hồi bước kiểm tra giao dịch nên chưa được ký. Chưa có gì được gửi. Hãy thử lại sau ít phút.',
  WalletContractError:
    'Ví không cho biết giao dịch đã được gửi hay chưa. Hãy xem lịch sử hoạt động của ví trước khi ký lại.',
  TransferStorageError:
    'Trình duyệt không lưu được giao dịch chuyển này. Hãy giữ trang mở cho đến khi hoàn tất.',
  StorageEntryError:
    'Không đọc được một giao dịch chuyển đã lưu nên đã để riêng. Các giao dịch khác không bị ảnh hưởng.',
  RecipientEntryError:
    'Không đọc được một người nhận đã lưu nên đã bỏ qua. Những người nhận khác không bị ảnh hưởng.',
  TransferRecordError: 'Không đọc được một giao dịch chuyển đã lưu. Các giao dịch khác không bị ảnh hưởng.',
  NewerTransferRecordError:
    'Một giao dịch chuyển đã lưu được tạo bởi phiên bản mới hơn của trang. Hãy tải lại trang để mở.',
  BroadcastNotFoundError: 'Giao dịch chưa đến được mạng nên chưa có gì được gửi. Hãy ký lại.',
  TrackTimeoutError:
    'Cầu nối chưa thấy giao dịch của bạn; có thể chuỗi đã bỏ nó. Hãy kiểm tra trên trình khám phá khối, rồi tiếp tục hoặc xóa.',
  SignatureRequiredError:
    'Một phần giao dịch chuyển đã xong. Hãy ký giao dịch tiếp theo trong ví để tiếp tục.',
  TransferStateUnknownError:
    'Cầu nối không xác định được trạng thái giao dịch chuyển. Hãy kiểm tra trên trình khám phá khối, rồi tiếp tục hoặc xóa.',
  TransferAbandonedError:
    'Cầu nối đã ngừng theo dõi giao dịch chuyển. Chọn Tiếp tục để theo dõi lại, hoặc kiểm tra trên trình khám phá khối.',
  InterruptedSignatureError:
    'Trang đã đóng khi ví đang ký. Hãy xem lịch sử hoạt động của ví trước khi ký lại.',
  TransferFailedError:
    'Giao dịch chuyển thất bại giữa chừng. Hãy xem trên trình khám phá khối để biết tiền đang ở đâu.',
  ClaimUnconfirmedError:
    'Yêu cầu nhận đã được gửi nhưng tiền chưa về. Hãy kiểm tra trên trình khám phá khối; nhận lại vẫn an toàn.',
  WithdrawalMismatchError:
    'Bản ghi lệnh rút của rollup không khớp với giao dịch chuyển này nên không có gì được nhận hay gửi.',
}

export const bridgeHistoryLabels: BridgeHistoryLabels = {
  foundOnChain: 'Tìm thấy trên chuỗi',
  trackAgain: 'Theo dõi lại',
  state: {
    success: 'Hoàn tất',
    error: 'Thất bại',
    abandoned: 'Bị treo',
    pending: 'Đang xử lý',
    unknown: 'Chưa rõ',
    finalizing: 'Chờ nhận',
    claimable: 'Sẵn sàng nhận',
    claimed: 'Đã nhận',
    notFollowed: 'Không theo dõi',
  },
  chainFailed: (chain) => `Không đọc được lịch sử của ${chain}`,
}

export const bridgeWidgetLabels: LaterWords<BridgeWidgetLabels, 'bridgeWidgetLabels'> = {
  connectToSend: (chain) => `Kết nối ví có thể ký trên ${chain} để gửi từ chuỗi này.`,
  enterRecipient: (chain) => `Nhập địa chỉ trên ${chain} để nhận.`,
  savedRecipients: recipientFieldLabels,
  recipientName: recipientNameLabels,
  recipientProblem: (problem, chain) =>
    problem === 'empty'
      ? `Hãy nhập địa chỉ nhận tiền trên ${chain}.`
      : problem === 'prefix'
        ? `Địa chỉ này không thuộc ${chain}: hãy kiểm tra các ký tự đầu.`
        : `Đây không phải là địa chỉ trên ${chain}.`,
  minimumReceived: 'Nhận tối thiểu',
  feesDeducted: 'Trừ vào số lượng',
  feesAdditional: 'Trả thêm',
  sender: 'Địa chỉ gửi',
  signatures: (count) => (count === 1 ? 'Bạn ký một lần trong ví.' : `Bạn ký ${count} lần trong ví.`),
  mayApprove: 'Ví có thể yêu cầu bạn phê duyệt token trước.',
  claimLater: (chain) =>
    `Đây là lệnh rút: khi hết thời gian chờ, bạn nhận tiền trên ${chain} bằng một lần ký nữa.`,
  steps: 'Lộ trình',
  step: (kind, from, to) =>
    from === to
      ? `${bridgeNames[kind] ?? kind} trên ${from}`
      : `${bridgeNames[kind] ?? kind}: ${from} → ${to}`,
  riskAcknowledge: 'Tôi hiểu mình có thể nhận ít hơn nhiều so với số gửi',
  highPriceImpact: (percent) =>
    `Giao dịch hoán đổi này làm giá thay đổi ${percent} %: bạn nhận ít hơn nhiều.`,
  badPriceWarning: 'Bạn sẽ nhận giá trị ít hơn nhiều so với số gửi.',
  reviewTitle: 'Xem lại giao dịch',
  balanceChanges: 'Số dư của bạn',
  changesOn: (chain) => `Trên ${chain}:`,
  simulatedChanges: 'Chuỗi mô phỏng trước khi ký',
  simulatedTx: (tx, chain) => `Giao dịch ${tx} trên ${chain}:`,
  simulatedGas: (gas) => `${gas} gas`,
  notSimulated: 'chưa mô phỏng (không rõ địa chỉ trên chuỗi này); chỉ đối chiếu với báo giá',
  confirm: 'Xác nhận và ký',
  back: 'Quay lại',
  newTransfer: 'Giao dịch mới',
  signAgain: 'Ký lại',
  resume: 'Tiếp tục',
  dismiss: 'Xóa',
  view: 'Xem',
  claim: 'Nhận',
  claimOn: (chain) => `Nhận trên ${chain}`,
  claimIn: (seconds) =>
    `Có thể nhận sau khoảng ${
      seconds < 60
        ? inUnit(Math.max(1, Math.ceil(seconds)), 'second')
        : seconds < 2 * 3600
          ? inUnit(minutes(seconds), 'minute')
          : seconds < 2 * 86_400
            ? inUnit(Math.round(seconds / 3600), 'hour')
            : inUnit(Math.round(seconds / 86_400), 'day')
    }`,
  waitingForOutput: (chain) => `Đang chờ rollup báo lệnh rút lên ${chain}`,
  timeLeft: (seconds) =>
    `còn khoảng ${
      seconds < 60 ? inUnit(Math.max(1, Math.ceil(seconds)), 'second') : inUnit(minutes(seconds), 'minute')
    }`,
  overdue: 'Lâu hơn dự kiến',
  received: (amount, chain) => `Bạn đã nhận ${amount} trên ${chain}.`,
  explorerTx: (chain, role) =>
    role === 'send'
      ? `Đã gửi trên ${chain}`
      : role === 'receive'
        ? `Đã nhận trên ${chain}`
        : role === 'acknowledge'
          ? `Đã xác nhận trên ${chain}`
          : `Giao dịch trên ${chain}`,
  progressTitle: 'Giao dịch',
  routeProgress: 'Tiến trình lộ trình',
  relativeTime: relativeTimeIn('vi', 'vừa xong'),
  hopState: hopStateIn({ waiting: 'đang chờ', done: 'xong', failed: 'thất bại', active: 'đang xử lý' }),
  gasOnDestination: (chain) => `Gas trên ${chain}`,
  gasWhy: (symbol) => `Người nhận không có ${symbol} để trả phí.`,
  gasBring: (symbol) => `Gửi kèm ${symbol} để trả phí`,
  gasCost: (cost, amount) => `${cost} để nhận ${amount}`,
  gasSignedApart: (count) =>
    count === 1 ? 'Ký thêm một lần, sau giao dịch chính.' : `Ký thêm ${count} lần, sau giao dịch chính.`,
  gasSignaturesToBring: (count) => (count === 1 ? 'Ký một lần trong ví.' : `Ký ${count} lần trong ví.`),
  gasUnavailable: 'Không thêm được gas để trả phí. Giao dịch vẫn thực hiện được mà không cần gas.',
  gasProgress: {
    waiting: (amount) => `${amount} trả phí: sau khi giao dịch được gửi`,
    signing: (amount) => `${amount} trả phí: hãy ký trong ví`,
    sending: (amount) => `${amount} trả phí: đang chuyển`,
    arrived: (amount) => `${amount} trả phí đã đến`,
    failed: (amount) => `Không gửi được ${amount} trả phí. Giao dịch chính không bị ảnh hưởng.`,
    notSent: (amount) =>
      `${amount} trả phí chưa được gửi: trang đã đóng trước khi ký. Giao dịch chính không bị ảnh hưởng.`,
  },
  errors: {
    ...errorWords,
    ...bridgeErrorWords,
    UserRejectedError: 'Bạn đã từ chối ký trong ví. Chưa có gì được gửi.',
    RateLimitedError: 'Dịch vụ cầu nối đang bận. Hãy đợi một lát rồi thử lại.',
    TimeoutError: 'Dịch vụ cầu nối không phản hồi kịp. Hãy thử lại.',
    NetworkError: 'Không kết nối được với dịch vụ cầu nối. Hãy kiểm tra kết nối rồi thử lại.',
    HttpError: 'Dịch vụ cầu nối trả về lỗi. Hãy thử lại sau ít phút.',
    ResponseValidationError: 'Dịch vụ cầu nối gửi về dữ liệu mà trang này không đọc được. Hãy thử lại sau.',
    generic: 'Đã xảy ra lỗi. Hãy thử lại.',
  },
}
