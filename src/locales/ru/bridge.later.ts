import type { BridgeErrorWords } from '../../components/BridgeWidget/errorWords.ts'
import type { BridgeHistoryLabels } from '../../components/BridgeWidget/FoundHistory.tsx'
import type { BridgeWidgetLabels } from '../../components/BridgeWidget/labels.ts'
import type { LaterWords } from '../layout.ts'
import { minutes, timeUnits } from '../shared/bridge.ts'
import { hopStateIn, relativeTimeIn } from '../shared/bridgeLater.ts'
import { errorWords, recipientFieldLabels, recipientNameLabels } from './common.later.ts'

const inUnit = timeUnits('ru', { long: ['day'] })

const rules = new Intl.PluralRules('ru')

const plural = (count: number, one: string, few: string, many: string) => {
  const form = rules.select(count)
  return form === 'one' ? one : form === 'many' ? many : few
}

const bridgeNames: Record<string, string> = {
  transfer: 'Перевод IBC',
  ibc_transfer: 'Перевод IBC',
  swap: 'Обмен',
  evm_swap: 'Обмен',
  op_init_transfer: 'Мост OPinit',
  cctp_transfer: 'CCTP',
  axelar_transfer: 'Axelar',
  hyperlane_transfer: 'Hyperlane',
  go_fast_transfer: 'Go Fast',
  stargate_transfer: 'Stargate',
  layer_zero_transfer: 'LayerZero',
  eureka_transfer: 'IBC Eureka',
  bank_send: 'Отправка',
}

export const bridgeErrorWords: BridgeErrorWords = {
  UserRejectedError: 'Вы отклонили запрос в кошельке. Ничего не отправлено.',
  WalletNotConnectedError: 'Кошелёк не подключён. Подключите кошелёк и попробуйте ещё раз.',
  ChainNotConfiguredError: 'Эта сеть не настроена в кошельках этого сайта. Выберите другую сеть.',
  TxRejectedError:
    'Сеть отклонила транзакцию, ничего не отправлено. Проверьте баланс и комиссию и попробуйте снова.',
  ReceiptTimeoutError:
    'Транзакция ещё не подтверждена. Найдите её в обозревателе, прежде чем отправлять снова.',
  UnsupportedMessageError:
    'Кошелёк не может подписать такую транзакцию. Попробуйте другой маршрут или кошелёк.',
  UnsupportedTxError: 'Кошелёк не может отправить такую транзакцию. Подключите кошелёк для этой сети.',
  SignerMismatchError: 'Кошелёк переключился на другой аккаунт. Вернитесь к прежнему или обновите котировку.',
  UnsupportedSignerError: 'Кошелёк не может подписать этот шаг моста. Попробуйте другой, например Keplr.',
  SimulationFailedError:
    'Сеть сообщает, что транзакция не пройдёт, поэтому ничего не подписано. Причина — в «Подробнее».',
  AccountNotFoundError:
    'Вашего аккаунта в этой сети ещё нет. Сначала пополните его там, затем попробуйте ещё раз.',
  BroadcastUncertainError:
    'Транзакция могла уйти, но сеть её не подтвердила. Проверьте историю кошелька, прежде чем подписывать снова.',
  RouterError: 'Сервис моста не смог обработать запрос. Попробуйте ещё раз или выберите другой маршрут.',
  RouteNotFoundError: 'Для этих активов и суммы нет маршрута. Попробуйте другую пару или сумму.',
  BadPriceError:
    'На этом маршруте теряется много стоимости. Уменьшите сумму или всё равно посмотрите маршрут.',
  InvalidAmountError: 'Эту сумму нельзя отправить по этому маршруту. Попробуйте другую.',
  TxNotFoundError: 'Сервис моста ещё не видит эту транзакцию. Подождите немного и проверьте снова.',
  RateLimitedError: 'Сервис перегружен. Подождите немного и попробуйте ещё раз.',
  MsgsMismatchError:
    'Транзакция от сервиса моста не совпадает с котировкой, поэтому не подписана. Ничего не отправлено.',
  SimulatedOutflowError:
    'Проверка перед подписью показала, что со счёта уйдёт больше, чем в котировке, поэтому транзакция не подписана. Ничего не отправлено.',
  SimulationUnavailableError:
    'Сеть не ответила на проверку транзакции, поэтому она не подписана. Ничего не отправлено. Попробуйте чуть позже.',
  WalletContractError:
    'Кошелёк не сообщил, ушла ли транзакция. Проверьте историю кошелька, прежде чем подписывать снова.',
  TransferStorageError: 'Браузер не смог сохранить этот перевод. Не закрывайте страницу до его завершения.',
  StorageEntryError: 'Сохранённый перевод не читается и отложен. Другие ваши переводы в порядке.',
  RecipientEntryError:
    'Сохранённый получатель не читается и пропущен. Другие сохранённые получатели в порядке.',
  TransferRecordError: 'Сохранённый перевод не читается. Другие ваши переводы в порядке.',
  NewerTransferRecordError:
    'Сохранённый перевод создан более новой версией сайта. Перезагрузите страницу, чтобы открыть его.',
  BroadcastNotFoundError: 'Транзакция не дошла до сети, ничего не отправлено. Подпишите её снова.',
  TrackTimeoutError:
    'Мост пока не видит вашу транзакцию; возможно, сеть её отбросила. Проверьте её в обозревателе, затем продолжите или уберите.',
  SignatureRequiredError:
    'Часть перевода выполнена. Подпишите следующую транзакцию в кошельке, чтобы продолжить.',
  TransferStateUnknownError:
    'Мост не может определить, где ваш перевод. Проверьте его в обозревателе, затем продолжите или уберите.',
  TransferAbandonedError:
    'Мост перестал отслеживать перевод. Нажмите «Продолжить», чтобы снова следить за ним, или проверьте его в обозревателе.',
  InterruptedSignatureError:
    'Страница закрылась, пока кошелёк подписывал. Проверьте историю кошелька, прежде чем подписывать снова.',
  TransferFailedError: 'Перевод не прошёл по пути. Проверьте его в обозревателе, чтобы узнать, где средства.',
  ClaimUnconfirmedError:
    'Запрос на получение отправлен, но средства ещё не пришли. Проверьте в обозревателе; повторить безопасно.',
  WithdrawalMismatchError:
    'Запись роллапа об этом выводе не совпадает с вашим переводом, поэтому ничего не получено и не отправлено.',
}

export const bridgeHistoryLabels: BridgeHistoryLabels = {
  foundOnChain: 'Найдено в сети',
  trackAgain: 'Отслеживать снова',
  state: {
    success: 'Завершено',
    error: 'Не удалось',
    abandoned: 'Без движения',
    pending: 'В процессе',
    unknown: 'Пока неизвестно',
    finalizing: 'Ждёт получения',
    claimable: 'Можно забрать',
    claimed: 'Получено',
    notFollowed: 'Не отслеживается',
  },
  chainFailed: (chain) => `Не удалось прочитать историю сети ${chain}`,
}

export const bridgeWidgetLabels: LaterWords<BridgeWidgetLabels, 'bridgeWidgetLabels'> = {
  connectToSend: (chain) =>
    `Подключите кошелёк, который может подписывать в сети ${chain}, чтобы отправить из неё.`,
  enterRecipient: (chain) => `Введите адрес в сети ${chain}, чтобы получить средства.`,
  savedRecipients: recipientFieldLabels,
  recipientName: recipientNameLabels,
  recipientProblem: (problem, chain) =>
    problem === 'empty'
      ? `Введите адрес получателя в сети ${chain}.`
      : problem === 'prefix'
        ? `Это адрес не из сети ${chain}: проверьте его начало.`
        : `Это не адрес в сети ${chain}.`,
  minimumReceived: 'Минимум к получению',
  feesDeducted: 'Из суммы перевода',
  feesAdditional: 'Сверх суммы',
  sender: 'Адрес отправителя',
  signatures: (count) =>
    count === 1
      ? 'Нужна одна подпись в кошельке.'
      : `${plural(count, 'Нужна', 'Нужно', 'Нужно')} ${count} ${plural(count, 'подпись', 'подписи', 'подписей')} в кошельке.`,
  mayApprove: 'Сначала кошелёк может попросить одобрить токен.',
  claimLater: (chain) =>
    `Это вывод: после периода ожидания вы заберёте средства в сети ${chain}, подписав ещё раз.`,
  steps: 'Маршрут',
  step: (kind, from, to) =>
    from === to
      ? `${bridgeNames[kind] ?? kind} в сети ${from}`
      : `${bridgeNames[kind] ?? kind}: ${from} → ${to}`,
  riskAcknowledge: 'Понимаю, что могу получить намного меньше, чем отправляю',
  highPriceImpact: (percent) => `Этот обмен сдвигает цену на ${percent} %: вы получите намного меньше.`,
  badPriceWarning: 'Вы получите намного меньше, чем отправляете.',
  reviewTitle: 'Проверьте перевод',
  balanceChanges: 'Ваши балансы',
  changesOn: (chain) => `В сети ${chain}:`,
  simulatedChanges: 'Симуляция в сети перед подписью',
  simulatedTx: (tx, chain) => `Транзакция ${tx} в сети ${chain}:`,
  simulatedGas: (gas) => `газ: ${gas}`,
  notSimulated: 'без симуляции (адрес в этой сети неизвестен); сверено только с котировкой',
  confirm: 'Подтвердить и подписать',
  back: 'Назад',
  newTransfer: 'Новый перевод',
  signAgain: 'Подписать снова',
  resume: 'Продолжить',
  dismiss: 'Убрать',
  view: 'Показать',
  claim: 'Забрать',
  claimOn: (chain) => `Забрать в сети ${chain}`,
  claimIn: (seconds) =>
    `Забрать можно примерно через ${
      seconds < 60
        ? inUnit(Math.max(1, Math.ceil(seconds)), 'second')
        : seconds < 2 * 3600
          ? inUnit(minutes(seconds), 'minute')
          : seconds < 2 * 86_400
            ? inUnit(Math.round(seconds / 3600), 'hour')
            : inUnit(Math.round(seconds / 86_400), 'day')
    }`,
  waitingForOutput: (chain) => `Ждём, пока роллап сообщит о выводе в сеть ${chain}`,
  timeLeft: (seconds) =>
    `осталось около ${
      seconds < 60 ? inUnit(Math.max(1, Math.ceil(seconds)), 'second') : inUnit(minutes(seconds), 'minute')
    }`,
  overdue: 'Дольше, чем ожидалось',
  received: (amount, chain) => `Вы получили ${amount} в сети ${chain}.`,
  explorerTx: (chain, role) =>
    role === 'send'
      ? `Отправлено в сети ${chain}`
      : role === 'receive'
        ? `Получено в сети ${chain}`
        : role === 'acknowledge'
          ? `Подтверждено в сети ${chain}`
          : `Транзакция в сети ${chain}`,
  progressTitle: 'Перевод',
  routeProgress: 'Ход маршрута',
  relativeTime: relativeTimeIn('ru', 'только что', 'short'),
  hopState: hopStateIn({ waiting: 'ожидание', done: 'готово', failed: 'ошибка', active: 'в процессе' }),
  gasOnDestination: (chain) => `Газ в сети ${chain}`,
  gasWhy: (symbol) => `У получателя нет ${symbol} для оплаты комиссий.`,
  gasBring: (symbol) => `Добавить ${symbol} на комиссии`,
  gasCost: (cost, amount) => `${cost} за ${amount}`,
  gasSignedApart: (count) =>
    count === 1
      ? 'Ещё одна подпись — после перевода.'
      : `Ещё ${count} ${plural(count, 'подпись', 'подписи', 'подписей')} — после перевода.`,
  gasSignaturesToBring: (count) =>
    count === 1
      ? 'Одна подпись в кошельке.'
      : `${count} ${plural(count, 'подпись', 'подписи', 'подписей')} в кошельке.`,
  gasUnavailable: 'Не удалось добавить газ для комиссий. Перевод пройдёт и без него.',
  gasProgress: {
    waiting: (amount) => `${amount} на комиссии: после отправки перевода`,
    signing: (amount) => `${amount} на комиссии: подпишите в кошельке`,
    sending: (amount) => `${amount} на комиссии: в пути`,
    arrived: (amount) => `${amount} на комиссии: получено`,
    failed: (amount) => `Не удалось отправить ${amount} на комиссии. На перевод это не влияет.`,
    notSent: (amount) =>
      `${amount} на комиссии не отправлено: страница закрылась до подписи. На перевод это не влияет.`,
  },
  errors: {
    ...errorWords,
    ...bridgeErrorWords,
    UserRejectedError: 'Вы отклонили подпись в кошельке. Ничего не отправлено.',
    RateLimitedError: 'Сервис моста перегружен. Подождите немного и попробуйте ещё раз.',
    TimeoutError: 'Сервис моста не ответил вовремя. Попробуйте ещё раз.',
    NetworkError: 'Не удалось связаться с сервисом моста. Проверьте подключение и попробуйте ещё раз.',
    HttpError: 'Сервис моста ответил ошибкой. Попробуйте ещё раз чуть позже.',
    ResponseValidationError:
      'Сервис моста прислал данные, которые эта страница не может прочитать. Попробуйте позже.',
    generic: 'Что-то пошло не так. Попробуйте ещё раз.',
  },
}
