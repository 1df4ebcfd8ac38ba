import type { BridgeWidgetLabels } from '../../components/BridgeWidget/labels.ts'
import type { FirstWords } from '../layout.ts'
import { minutes, timeUnits } from '../shared/bridge.ts'
import { amountProblemWords } from './common.ts'

const inUnit = timeUnits('ru', { long: ['day'] })

const linkFields: Record<string, string> = {
  sourceChain: 'сеть отправки',
  sourceAsset: 'актив отправки',
  destChain: 'сеть получения',
  destAsset: 'актив получения',
  amount: 'сумма',
  recipient: 'получатель',
}

export const bridgeWidgetLabels: FirstWords<BridgeWidgetLabels, 'bridgeWidgetLabels'> = {
  title: 'Мост',
  from: 'Откуда',
  to: 'Куда',
  amount: 'Сумма',
  max: 'Макс.',
  balance: (amount) => `Баланс: ${amount}`,
  flip: 'Поменять местами',
  flipLocked: 'Нельзя поменять местами: сторона зафиксирована',
  chooseAsset: 'Выберите актив',
  search: 'Поиск сетей и активов',
  noMatch: 'Ничего не найдено',
  onChain: (chain) => `в сети ${chain}`,
  loadingAssets: 'Загрузка сетей и активов…',
  walletCannotSign: (chain) =>
    `Ваш кошелёк не может отправлять из сети ${chain}. Подключите другой или выберите другой источник.`,
  assetsError: 'Не удалось загрузить список сетей и активов.',
  slippage: 'Проскальзывание',
  slippageCustom: 'Своё проскальзывание (%)',
  slippageCustomPlaceholder: 'Своё, %',
  slippageProblem: {
    invalid: 'Введите проскальзывание числом, например 1 или 0,5.',
    range: 'Проскальзывание — от 0,01 % до 50 %.',
  },
  recipient: 'Получатель',
  recipientOwn: 'Ваш адрес',
  recipientEdit: 'Отправить на другой адрес',
  recipientUseOwn: 'Мой адрес',
  recipientAtReview: 'Указывается при проверке',
  amountProblem: amountProblemWords,
  linkProblem: (field, problem) =>
    `Поле «${linkFields[field] ?? field}» из ссылки ${
      problem === 'unknown'
        ? 'здесь недоступно. Выберите сами.'
        : problem === 'locked'
          ? `проигнорировано: на этой странице можно ${field.startsWith('source') ? 'отправлять' : 'получать'} только то, что показано.`
          : problem === 'large'
            ? 'слишком велико.'
            : problem === 'decimals'
              ? 'содержит больше знаков после запятой, чем у актива.'
              : problem === 'zero'
                ? 'равно 0.'
                : 'не читается и пропущено.'
    }`,
  defaultNotOffered: (side) =>
    `Этот токен нельзя ${side === 'source' ? 'отправить' : 'получить'} здесь через мост. Выберите один из предложенных.`,
  lockNotOffered: (side, problem, name) =>
    `Сервис моста сейчас не поддерживает ${problem === 'chain' ? `сеть ${name}` : name}, поэтому ${side === 'source' ? 'отправить' : 'получить'} средства здесь нельзя. Попробуйте позже.`,
  routePreference: 'Маршрут',
  routePreferences: { fastest: 'Самый быстрый', cheapest: 'Самый дешёвый' },
  routeChosen: (preference, bridges) =>
    `${preference === 'fastest' ? 'Самый быстрый' : 'Самый дешёвый'} маршрут${bridges.length > 0 ? ` через ${new Intl.ListFormat('ru').format(bridges)}` : ''}`,
  youReceive: 'Вы получите',
  fees: 'Комиссии',
  etaLabel: 'Время',
  eta: (seconds) =>
    seconds < 10
      ? 'несколько секунд'
      : seconds < 90
        ? `около ${inUnit(seconds, 'second')}`
        : `около ${inUnit(minutes(seconds), 'minute')}`,
  priceImpact: 'Влияние на цену',
  updatingQuote: 'Обновляем котировку…',
  showRouteAnyway: 'Всё равно показать маршрут',
  review: 'Проверить',
  retry: 'Повторить',
  details: 'Подробнее',
  history: 'Недавние переводы',
  otherWithdrawals: 'Выводы к получению',
  status: {
    idle: 'Введите сумму',
    quoting: 'Ищем лучший маршрут…',
    quoted: 'Готово',
    preparing: 'Готовим транзакцию…',
    signingOpHook: 'Одобрите шаг моста в кошельке',
    approving: 'Одобрите токен в кошельке',
    signing: 'Подпишите транзакцию в кошельке',
    broadcasting: 'Отправка…',
    tracking: 'В пути',
    confirming: 'Ищем вашу транзакцию в сети',
    actionRequired: 'Нужно ваше действие',
    finalizing: 'Выведено из роллапа: ждём конца периода вывода',
    claimable: 'Можно забрать в сети получения',
    claiming: 'Забираем средства',
    completed: 'Завершено',
    failed: 'Не удалось',
    refunded: 'Не удалось: средства возвращены',
    abandoned: 'Больше не отслеживается',
  },
}
