import type { BridgeWidgetLabels } from '../../components/BridgeWidget/labels.ts'
import type { FirstWords } from '../layout.ts'
import { minutes, timeUnits } from '../shared/bridge.ts'
import { amountProblemWords } from './common.ts'

const tag = 'vi'

const inUnit = timeUnits(tag)

const linkFields: Record<string, string> = {
  sourceChain: 'chuỗi nguồn',
  sourceAsset: 'tài sản nguồn',
  destChain: 'chuỗi đích',
  destAsset: 'tài sản đích',
  amount: 'số lượng',
  recipient: 'người nhận',
}

export const bridgeWidgetLabels: FirstWords<BridgeWidgetLabels, 'bridgeWidgetLabels'> = {
  title: 'Cầu nối',
  from: 'Từ',
  to: 'Đến',
  amount: 'Số lượng',
  max: 'Tối đa',
  balance: (amount) => `Số dư: ${amount}`,
  flip: 'Đảo nguồn và đích',
  flipLocked: 'Không thể đảo: một bên đã bị khóa',
  chooseAsset: 'Chọn tài sản',
  search: 'Tìm chuỗi và tài sản',
  noMatch: 'Không có kết quả',
  onChain: (chain) => `trên ${chain}`,
  loadingAssets: 'Đang tải chuỗi và tài sản…',
  walletCannotSign: (chain) =>
    `Ví của bạn không gửi được từ ${chain}. Hãy kết nối ví khác, hoặc chọn nguồn khác.`,
  assetsError: 'Không tải được danh sách chuỗi và tài sản.',
  slippage: 'Trượt giá',
  slippageCustom: 'Trượt giá tùy chỉnh (%)',
  slippageCustomPlaceholder: 'Tự nhập %',
  slippageProblem: {
    invalid: 'Hãy nhập trượt giá bằng số, ví dụ 1 hoặc 0,5.',
    range: 'Trượt giá phải từ 0,01 % đến 50 %.',
  },
  recipient: 'Người nhận',
  recipientOwn: 'Địa chỉ của bạn',
  recipientEdit: 'Gửi đến địa chỉ khác',
  recipientUseOwn: 'Dùng địa chỉ của tôi',
  recipientAtReview: 'Nhập khi xem lại',
  amountProblem: amountProblemWords,
  linkProblem: (field, problem) =>
    `${linkFields[field]?.replace(/^./, (first) => first.toUpperCase()) ?? field} trong liên kết ${
      problem === 'unknown'
        ? 'không được hỗ trợ ở đây. Hãy chọn lại.'
        : problem === 'locked'
          ? `đã bị bỏ qua: trang này chỉ chuyển ${field.startsWith('source') ? 'từ' : 'đến'} những gì đang hiển thị.`
          : problem === 'large'
            ? 'quá lớn.'
            : problem === 'decimals'
              ? 'có nhiều chữ số thập phân hơn tài sản này.'
              : problem === 'zero'
                ? 'bằng 0.'
                : 'không đọc được nên đã bị bỏ qua.'
    }`,
  defaultNotOffered: (side) =>
    `Không thể chuyển token đó ${side === 'source' ? 'từ' : 'đến'} đây. Hãy chọn một token được hỗ trợ.`,
  lockNotOffered: (side, problem, name) =>
    `Dịch vụ cầu nối hiện không hỗ trợ ${problem === 'chain' ? `chuỗi ${name}` : name}, nên không thể gửi ${side === 'source' ? 'từ' : 'đến'} đó. Hãy thử lại sau.`,
  routePreference: 'Lộ trình',
  routePreferences: { fastest: 'Nhanh nhất', cheapest: 'Rẻ nhất' },
  routeChosen: (preference, bridges) =>
    `Lộ trình ${preference === 'fastest' ? 'nhanh nhất' : 'rẻ nhất'}${bridges.length > 0 ? ` qua ${bridges.join(', ')}` : ''}`,
  youReceive: 'Bạn nhận',
  fees: 'Phí',
  etaLabel: 'Thời gian',
  eta: (seconds) =>
    seconds < 10
      ? 'vài giây'
      : seconds < 90
        ? `khoảng ${inUnit(seconds, 'second')}`
        : `khoảng ${inUnit(minutes(seconds), 'minute')}`,
  priceImpact: 'Tác động giá',
  updatingQuote: 'Đang cập nhật báo giá…',
  showRouteAnyway: 'Vẫn xem lộ trình',
  review: 'Xem lại',
  retry: 'Thử lại',
  details: 'Chi tiết',
  history: 'Giao dịch gần đây',
  otherWithdrawals: 'Lệnh rút chờ nhận',
  status: {
    idle: 'Nhập số lượng',
    quoting: 'Đang tìm lộ trình tốt nhất…',
    quoted: 'Sẵn sàng',
    preparing: 'Đang chuẩn bị giao dịch…',
    signingOpHook: 'Hãy phê duyệt bước cầu nối trong ví',
    approving: 'Hãy phê duyệt token trong ví',
    signing: 'Hãy ký giao dịch trong ví',
    broadcasting: 'Đang gửi…',
    tracking: 'Đang chuyển',
    confirming: 'Đang kiểm tra giao dịch trên mạng',
    actionRequired: 'Cần bạn thao tác',
    finalizing: 'Đã rời rollup: đang chờ hết thời gian rút',
    claimable: 'Sẵn sàng nhận trên chuỗi đích',
    claiming: 'Đang nhận tiền',
    completed: 'Hoàn tất',
    failed: 'Thất bại',
    refunded: 'Thất bại: tiền đã được hoàn lại',
    abandoned: 'Không còn theo dõi',
  },
}
