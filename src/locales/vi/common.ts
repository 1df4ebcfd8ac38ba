import type { AmountProblem } from '../../amounts/amountInput.ts'
import type { BalanceChangesLabels } from '../../components/shared/BalanceChanges.tsx'
import type { RecipientProblem } from '../../send/recipient.ts'

const grouped = (value: number) => new Intl.NumberFormat('vi').format(value)

export const balanceChangesLabels: BalanceChangesLabels = {
  fee: 'phí',
  unlisted: 'chưa đăng ký',
  none: 'Không có số dư nào thay đổi.',
  account: (account) => `Thay đổi của ${account}`,
  issues: (unreadable, unattributed) =>
    [
      unreadable > 0 && `Không đọc được ${grouped(unreadable)} sự kiện`,
      unattributed > 0 &&
        `${grouped(unattributed)} biến động của kho lưu trữ mà giao dịch không nêu chủ sở hữu (pool, hợp đồng) không được hiển thị`,
    ]
      .filter(Boolean)
      .join('; ')
      .concat('.'),
}

export const amountProblemWords = (problem: AmountProblem, symbol: string): string => {
  switch (problem.kind) {
    case 'zero':
      return 'Hãy nhập số lượng lớn hơn 0.'
    case 'balance':
      return `Số này nhiều hơn lượng ${symbol} bạn có.`
    case 'decimals':
      return `${symbol} có tối đa ${problem.decimals} chữ số thập phân.`
    case 'grouping':
      return `Ở đây "${problem.group}" dùng để tách hàng nghìn. Hãy dùng "${problem.decimal}" cho phần thập phân.`
    case 'ambiguous':
      return `Số này có thể hiểu theo hai cách. Hãy dùng "${problem.decimal}" cho phần thập phân và bỏ dấu tách hàng nghìn.`
    default:
      return `Hãy nhập số lượng bằng chữ số, ví dụ 12${problem.kind === 'invalid' ? problem.decimal : '.'}5.`
  }
}

export const recipientProblemWords = (problem: RecipientProblem): string => {
  switch (problem.kind) {
    case 'checksum':
      return 'Địa chỉ này có lỗi gõ: checksum không khớp. Hãy sao chép lại từ nguồn.'
    case 'prefix':
      return `Địa chỉ ${problem.prefix}1… thuộc mạng khác. Hãy gửi đến địa chỉ ${problem.expected}1… hoặc 0x….`
    default:
      return 'Đây không phải là địa chỉ. Hãy dán địa chỉ init1… hoặc 0x….'
  }
}
