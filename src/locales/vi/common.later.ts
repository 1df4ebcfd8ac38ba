import type { ErrorLabels } from '../../components/shared/ErrorAlert.tsx'
import type { ErrorWords } from '../../components/shared/errorWords.ts'
import type { RecipientFieldLabels } from '../../components/shared/recipientFieldLabels.ts'
import type { RecipientNameLabels } from '../../components/shared/recipientNameLabels.ts'

const invalidParameter = 'Không tra cứu được địa chỉ hoặc ID này. Hãy kiểm tra rồi thử lại.'

const jsonRpc = 'Node của chuỗi đã từ chối yêu cầu. Hãy thử lại, hoặc kiểm tra đây có phải chuỗi EVM không.'

const moduleLoad = 'Không tải được một phần của trang. Hãy kiểm tra kết nối rồi thử lại.'

const usernameAnswer =
  'Chuỗi gửi về dữ liệu không phải tên người dùng hay địa chỉ nên không được dùng. Hãy dùng chính địa chỉ.'

const usernameChanged =
  'Tên này giờ trỏ đến một tài khoản khác với tài khoản đang hiển thị. Chưa có gì được ký: hãy kiểm tra lại người nhận.'

const usernameNotFound = 'Không ai dùng tên này. Hãy kiểm tra chính tả, hoặc dùng chính địa chỉ.'

const unknownChain =
  'Chuỗi này không được liệt kê đúng một lần trong sổ đăng ký chuỗi của mạng này. Hãy kiểm tra chain ID và mạng.'

const shown = (character: string) =>
  character === ' '
    ? 'dấu cách'
    : `“${character}” (U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`

const alphabets = [
  ['chữ Kirin', /\p{Script=Cyrillic}/u],
  ['chữ Hy Lạp', /\p{Script=Greek}/u],
  ['chữ Armenia', /\p{Script=Armenian}/u],
] as const

const whatItIs = (character: string) => {
  const alphabet = alphabets.find(([, script]) => script.test(character))?.[0]
  if (alphabet) return `đó là ${alphabet}`
  return /\p{Script=Latin}/u.test(character)
    ? 'đó là dạng toàn độ rộng hoặc kiểu cách'
    : 'đó là chữ của hệ chữ khác'
}

export const errorWords: ErrorWords = {
  RollscopeError: 'Đã xảy ra lỗi. Hãy thử lại; nếu vẫn lỗi, hãy báo cho đội ngũ của trang.',
  InvalidParameterError: invalidParameter,
  HttpError: 'Dịch vụ trả về lỗi. Hãy thử lại sau ít phút.',
  ResponseValidationError: 'Dịch vụ gửi về dữ liệu mà trang này không đọc được. Hãy thử lại sau.',
  TimeoutError: 'Dịch vụ phản hồi quá lâu. Hãy thử lại.',
  NetworkError: 'Không kết nối được với dịch vụ. Hãy kiểm tra kết nối rồi thử lại.',
  ChainNotFoundError:
    'Chuỗi này không có trong sổ đăng ký chuỗi của mạng này. Hãy kiểm tra chain ID và mạng.',
  DuplicateChainIdError:
    'Chuỗi này xuất hiện hai lần trong sổ đăng ký chuỗi nên không được dùng. Hãy kiểm tra chain ID và mạng.',
  ChainServiceMissingError:
    'Sổ đăng ký chuỗi không có dịch vụ nào cho chuỗi này nên không thể hiển thị ở đây.',
  JsonRpcError: jsonRpc,
  ModuleLoadError: moduleLoad,
  UsernameAnswerError: usernameAnswer,
  UsernameChangedError: usernameChanged,
  UsernameNotFoundError: usernameNotFound,
}

export const errorLabels: ErrorLabels = {
  RollscopeError: 'Không tải được. Hãy thử lại.',
  InvalidParameterError: invalidParameter,
  HttpError: 'Không tải được. Hãy thử lại.',
  TimeoutError: 'Bộ lập chỉ mục phản hồi quá lâu. Hãy thử lại.',
  NetworkError: 'Không kết nối được với bộ lập chỉ mục. Hãy kiểm tra kết nối rồi thử lại.',
  ResponseValidationError: 'Bộ lập chỉ mục gửi về dữ liệu mà trang này không đọc được. Hãy thử lại sau.',
  ChainNotFoundError: unknownChain,
  DuplicateChainIdError: unknownChain,
  ChainServiceMissingError:
    'Sổ đăng ký chuỗi không có bộ lập chỉ mục cho chuỗi này nên không thể hiển thị dữ liệu ở đây.',
  JsonRpcError: jsonRpc,
  ModuleLoadError: moduleLoad,
  UsernameAnswerError: usernameAnswer,
  UsernameChangedError: usernameChanged,
  UsernameNotFoundError: usernameNotFound,
  notFound:
    'Bộ lập chỉ mục không có dữ liệu tại địa chỉ này. Hãy kiểm tra địa chỉ đã cấu hình cho nó rồi thử lại.',
  busy: 'Bộ lập chỉ mục đang bận. Hãy đợi một lát rồi thử lại.',
  server: 'Bộ lập chỉ mục gặp sự cố. Hãy thử lại sau ít phút.',
  generic: 'Không tải được. Hãy thử lại.',
  registry:
    'Không đọc được sổ đăng ký chuỗi nên chưa biết bộ lập chỉ mục và token của chuỗi này. Hãy thử lại sau ít phút.',
  details: 'Chi tiết',
}

export const recipientFieldLabels: RecipientFieldLabels = {
  saved: 'Đã lưu',
  recent: 'Gần đây',
  addressBook: 'Sổ địa chỉ',
  none: 'Chưa có người nhận nào được lưu cho mạng này.',
  saveContact: 'Lưu vào sổ địa chỉ',
  contactLabel: 'Tên',
  save: 'Lưu',
  cancel: 'Hủy',
  rename: (label) => `Đổi tên ${label}`,
  remove: (label) => `Xóa ${label}`,
  contactProblem: (problem) =>
    problem === 'labelEmpty'
      ? 'Hãy đặt tên cho địa chỉ.'
      : problem === 'labelTooLong'
        ? 'Tên dài tối đa 40 ký tự.'
        : problem === 'labelCharacters'
          ? 'Tên chỉ gồm văn bản thường: không có < hay >, không xuống dòng, không phải liên kết.'
          : 'Không thể lưu địa chỉ này.',
  dropped: (count) => `${count} người nhận đã lưu không đọc được trên trình duyệt này và đã bị bỏ qua.`,
  storeFailed:
    'Không thể lưu người nhận trên trình duyệt này: bộ nhớ có thể đã đầy hoặc đang ở chế độ riêng tư.',
}

export const recipientNameLabels: RecipientNameLabels = {
  looking: (username) => `Đang tra cứu ${username}…`,
  found: (username) => `${username} là`,
  notFound: (username) => `Không ai dùng tên ${username}. Hãy kiểm tra chính tả, hoặc dán chính địa chỉ.`,
  off: (username) =>
    `Ở đây không tra cứu các tên như ${username} nên không dùng được tên này. Hãy dán chính địa chỉ.`,
  notInitia: (chain) =>
    `Tên (name.init) dành cho các chuỗi Initia; ${chain} dùng địa chỉ riêng. Hãy dán một địa chỉ trên ${chain}.`,
  invalid: (problem, character, length) => {
    switch (problem) {
      case 'lookalike':
        return `${shown(character ?? '')} chỉ trông giống chữ Latin: ${whatItIs(character ?? '')}. Tên chỉ gồm a–z, 0–9 và dấu gạch ngang; hãy gõ lại.`
      case 'tooShort':
      case 'tooLong':
        return `Tên có từ 3 đến 64 ký tự trước .init; tên này có ${length}.`
      case 'hyphenEdge':
        return 'Tên không được bắt đầu hoặc kết thúc bằng dấu gạch ngang.'
      default:
        return character === '.'
          ? 'Tên chỉ có một dấu chấm, ngay trước init: không có dấu chấm nào khác (x.init.init không phải là tên).'
          : `Tên không được chứa ${shown(character ?? '')}. Tên chỉ gồm a–z, 0–9 và dấu gạch ngang, rồi đến .init.`
    }
  },
  failed: (username, garbage) =>
    garbage
      ? `Chuỗi gửi về dữ liệu không phải địa chỉ cho ${username} nên không được dùng. Hãy dán chính địa chỉ.`
      : `Chuỗi không cho biết ${username} trỏ đến đâu. Hãy thử lại, hoặc dán chính địa chỉ.`,
  retry: 'Thử lại',
  details: 'Chi tiết',
}
