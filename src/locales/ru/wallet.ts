import type { PortfolioLabels } from '../../components/Portfolio/labels.ts'
import type { ReceiveAddressLabels } from '../../components/ReceiveAddress/labels.ts'
import type { SendFormLabels } from '../../components/SendForm/labels.ts'
import type { SendNftFormLabels } from '../../components/SendNftForm/labels.ts'
import type { TxPreviewLabels } from '../../components/TxPreview/labels.ts'
import type { FirstWords } from '../layout.ts'
import { amountProblemWords, balanceChangesLabels, recipientProblemWords } from './common.ts'

const rules = new Intl.PluralRules('ru')

const plural = (count: number, one: string, few: string, many: string) => {
  const form = rules.select(count)
  return form === 'one' ? one : form === 'many' ? many : few
}

export const sendFormLabels: FirstWords<SendFormLabels, 'sendFormLabels'> = {
  title: 'Отправить',
  asset: 'Актив',
  amount: 'Сумма',
  balance: (amount) => `Баланс: ${amount}`,
  max: 'Макс.',
  fee: (amount) => `Комиссия ≈ ${amount}`,
  recipient: 'Получатель',
  recipientHint: 'Адрес init1… или 0x… либо имя.init',
  memo: 'Мемо',
  memoOptional: '(необязательно)',
  review: 'Проверить',
  loading: 'Загружаем балансы…',
  noAssets: (chain) => `На этом аккаунте нечего отправить в сети ${chain}.`,
  retry: 'Повторить',
  amountProblem: (problem, symbol, feeWords) => {
    switch (problem.kind) {
      case 'fee':
        return problem.max === '0'
          ? `Не остаётся на комиссию (${feeWords}). Сначала внесите ${symbol} на этот аккаунт.`
          : `Не остаётся на комиссию (${feeWords}). Нажмите «Макс.», чтобы отправить всё, кроме комиссии.`
      case 'feeBalance':
        return `Не хватает на комиссию (${feeWords}). Сначала пополните этот аккаунт.`
      default:
        return amountProblemWords(problem, symbol)
    }
  },
  recipientProblem: recipientProblemWords,
  memoTooLong: (max) => `Мемо слишком длинное: не больше ${max} ${plural(max, 'байта', 'байт', 'байт')}.`,
  memoCheck: 'Отправляете на биржу? Проверьте, нужно ли мемо.',
  memoContract:
    'Это адрес контракта или модуля. Если он принадлежит бирже или приложению, проверьте, нужно ли мемо.',
  otherChain: (chain) => `Этот адрес — в сети ${chain}. Отправка туда — это перевод через мост.`,
  bridge: 'Через мост',
  sent: 'Отправлено.',
  sendAnother: 'Отправить ещё',
}

export const sendNftFormLabels: FirstWords<SendNftFormLabels, 'sendNftFormLabels'> = {
  title: (name) => `Отправить ${name}`,
  recipient: 'Получатель',
  recipientHint: 'Адрес init1… или 0x… в этой сети',
  recipientProblem: recipientProblemWords,
  contractRecipient: 'Это адрес контракта. Перед отправкой убедитесь, что он может хранить и передавать NFT.',
  unsupported: 'В этой сети нельзя переводить NFT: её VM не Move, EVM или Wasm.',
  review: 'Проверить',
  cancel: 'Отмена',
  loading: 'Загрузка…',
  retry: 'Повторить',
}

export const receiveAddressLabels: FirstWords<ReceiveAddressLabels, 'receiveAddressLabels'> = {
  heading: 'Получить',
  bech32: 'Адрес Initia',
  hex: 'Адрес EVM',
  copyBech32: 'Копировать адрес Initia',
  copyHex: 'Копировать адрес EVM',
  copied: 'Скопировано',
  qrOf: 'QR-код для',
  qrCode: (address) => `QR-код для ${address}`,
  qrLoading: 'Рисуем QR-код…',
  noHex: 'Нет: это аккаунт контракта или модуля.',
  invalid: 'Это не адрес аккаунта, получать сюда нечего. Подключите кошелёк или передайте его адрес.',
  retry: 'Повторить',
}

export const portfolioLabels: FirstWords<PortfolioLabels, 'portfolioLabels'> = {
  title: 'Портфель',
  total: 'Общая стоимость',
  unpriced: 'У некоторых токенов нет цены, они не учтены.',
  assets: 'Активы',
  loading: 'Загружаем балансы…',
  empty: 'В этих сетях пока нет токенов.',
  retry: 'Повторить',
  chainError: (chain, text) => `${chain}: ${text}`,
  retryChain: (chain) => `Повторить для ${chain}`,
  chainsLoading: (chains) => `Ещё загружаются: ${new Intl.ListFormat('ru').format(chains)}`,
  chainCount: (count) => `${count} ${plural(count, 'сеть', 'сети', 'сетей')}`,
  onChain: (chain) => `в сети ${chain}`,
  noPrice: 'Нет цены',
  showSmall: (count) =>
    `Показать ${count} ${plural(count, 'малый баланс', 'малых баланса', 'малых балансов')}`,
  hideSmall: 'Скрыть малые балансы',
  unlisted: (count) => `Токены не из реестра (${count})`,
  baseUnits: 'Суммы в базовых единицах: реестр сетей не знает этих токенов.',
}

export const txPreviewLabels: FirstWords<TxPreviewLabels, 'txPreviewLabels'> = {
  title: 'Подтверждение транзакции',
  loading: 'Симулируем транзакцию…',
  actions: 'Что она делает',
  message: (name, detail) => (detail ? `${name}: ${detail}` : name),
  evmCall: (to) => `Вызов контракта ${to}`,
  memo: 'Мемо',
  recipient: 'Получатель',
  gas: 'Газ',
  fee: 'Комиссия',
  feeToken: 'Оплатить комиссию в',
  evmFee: 'Оплачивается в EVM-кошельке',
  changes: 'Изменения балансов',
  simulated: 'По симуляции в сети перед подписью.',
  confirm: 'Подтвердить',
  cancel: 'Отмена',
  retry: 'Повторить',
  details: 'Подробнее',
  cannotPay: (symbol) =>
    `Аккаунт не может оплатить эту комиссию в ${symbol}. Выберите другой токен комиссии или пополните баланс.`,
  failures: {
    insufficientFunds:
      'На аккаунте недостаточно средств. Пополните его или уменьшите сумму и попробуйте снова.',
    insufficientFee:
      'Комиссия слишком мала для этой сети. Выберите другой токен комиссии и попробуйте снова.',
    wrongSequence: 'Другая транзакция с вашего аккаунта прошла раньше. Попробуйте ещё раз чуть позже.',
    unknownMessage:
      'Эта сеть не знает одно из сообщений приложения. Ничего не подписано; сообщите приложению.',
    outOfGas: 'Транзакции нужно больше газа, чем позволяет сеть. В таком виде её не отправить.',
    unknownAccount: 'Вашего аккаунта в этой сети ещё нет. Сначала получите на него средства.',
    invalidAddress:
      'В транзакции есть недействительный для этой сети адрес. Проверьте его и попробуйте снова.',
    executionFailed:
      'Контракт отклонил транзакцию: она не пройдёт. Проверьте, что просит приложение, и попробуйте снова.',
    other: 'Сеть сообщает, что транзакция не пройдёт, поэтому ничего не подписано. Причина — в «Подробнее».',
  },
  notAnswering: 'Сеть не ответила, транзакцию не удалось проверить. Попробуйте ещё раз чуть позже.',
  previewFailed: 'Эту транзакцию не удалось проверить, поэтому здесь её не подписать. См. «Подробнее».',
  declined: 'Вы отклонили запрос в кошельке. Ничего не отправлено.',
  sendFailed:
    'Не удалось отправить транзакцию. Повторной подписи не было; см. «Подробнее» и попробуйте снова.',
  signing: 'Одобрите транзакцию в кошельке…',
  broadcasting: 'Отправляем транзакцию…',
  confirming: 'Ждём включения транзакции в блок…',
  confirmed: 'Транзакция подтверждена.',
  dropped: 'Её место заняла другая транзакция с вашего аккаунта, поэтому эта не будет включена в блок.',
  failedOnChain: {
    insufficientFunds: 'Транзакция не прошла: на аккаунте не хватило средств. Списана только комиссия.',
    insufficientFee: 'Транзакция не прошла: комиссия слишком мала. Списана только комиссия.',
    wrongSequence:
      'Транзакция не прошла: другая транзакция с аккаунта прошла раньше. Списана только комиссия.',
    unknownMessage:
      'Транзакция не прошла: сеть не знает одно из сообщений. Списана только комиссия; сообщите приложению.',
    outOfGas: 'Транзакция не прошла: закончился газ. Списана только комиссия.',
    unknownAccount: 'Транзакция не прошла: указанного в ней аккаунта там нет. Списана только комиссия.',
    invalidAddress: 'Транзакция не прошла: адрес в ней там недействителен. Списана только комиссия.',
    executionFailed:
      'Транзакция не прошла: контракт её отклонил. Списана только комиссия; проверьте, что просило приложение.',
    other: 'Транзакция не прошла в сети. Списана только комиссия; причина — в «Подробнее».',
  },
  notFoundYet: 'Отправлено, но пока не в блоке. Найдите её в обозревателе, прежде чем отправлять снова.',
  alreadySigned: 'Эта транзакция уже подписана; повторно она не подписывается.',
  hash: 'Транзакция',
  explorer: 'Открыть в обозревателе',
  balanceChanges: balanceChangesLabels,
}
