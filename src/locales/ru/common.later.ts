import type { ErrorLabels } from '../../components/shared/ErrorAlert.tsx'
import type { ErrorWords } from '../../components/shared/errorWords.ts'
import type { RecipientFieldLabels } from '../../components/shared/recipientFieldLabels.ts'
import type { RecipientNameLabels } from '../../components/shared/recipientNameLabels.ts'

const rules = new Intl.PluralRules('ru')

/** The form of a noun after `count`: one (1, 21), few (2–4, 22), many (5–20, 25). */
const plural = (count: number, one: string, few: string, many: string) => {
  const form = rules.select(count)
  return form === 'one' ? one : form === 'many' ? many : few
}

const invalidParameterWords = 'Не удаётся найти этот адрес или ID. Проверьте его и попробуйте ещё раз.'

const jsonRpcWords = 'Узел сети отклонил запрос. Попробуйте ещё раз или проверьте, что это сеть EVM.'

const moduleLoadWords = 'Часть страницы не загрузилась. Проверьте подключение и попробуйте ещё раз.'

const usernameAnswerWords =
  'Сеть вернула не имя пользователя и не адрес, поэтому ответ не используется. Укажите сам адрес.'

const usernameChangedWords =
  'Это имя теперь указывает на другой аккаунт, не на показанный. Ничего не подписано: проверьте получателя.'

const usernameNotFoundWords = 'Такого имени ни у кого нет. Проверьте написание или укажите сам адрес.'

const unknownChain =
  'Этой сети нет в реестре или она указана в нём дважды. Проверьте ID сети и выбор mainnet или testnet.'

const shown = (character: string) =>
  character === ' '
    ? 'пробел'
    : `«${character}» (U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`

const alphabets = [
  ['кириллицы', /\p{Script=Cyrillic}/u],
  ['греческого алфавита', /\p{Script=Greek}/u],
  ['армянского алфавита', /\p{Script=Armenian}/u],
] as const

const whatItIs = (character: string) => {
  const alphabet = alphabets.find(([, script]) => script.test(character))?.[0]
  if (alphabet) return `это буква ${alphabet}`
  return /\p{Script=Latin}/u.test(character)
    ? 'это широкая или стилизованная форма'
    : 'это знак другого алфавита'
}

export const errorWords: ErrorWords = {
  RollscopeError: 'Что-то пошло не так. Попробуйте ещё раз; если ошибка повторяется, сообщите команде сайта.',
  InvalidParameterError: invalidParameterWords,
  HttpError: 'Сервис ответил ошибкой. Попробуйте ещё раз чуть позже.',
  ResponseValidationError:
    'Сервис прислал данные, которые эта страница не может прочитать. Попробуйте позже.',
  TimeoutError: 'Сервис слишком долго не отвечает. Попробуйте ещё раз.',
  NetworkError: 'Не удалось связаться с сервисом. Проверьте подключение и попробуйте ещё раз.',
  ChainNotFoundError: 'Этой сети нет в реестре сетей. Проверьте ID сети и выбор mainnet или testnet.',
  DuplicateChainIdError:
    'Эта сеть указана в реестре дважды, поэтому не используется. Проверьте ID сети и выбор mainnet или testnet.',
  ChainServiceMissingError:
    'В реестре сетей нет нужного сервиса для этой сети, поэтому здесь это не показать.',
  JsonRpcError: jsonRpcWords,
  ModuleLoadError: moduleLoadWords,
  UsernameAnswerError: usernameAnswerWords,
  UsernameChangedError: usernameChangedWords,
  UsernameNotFoundError: usernameNotFoundWords,
}

export const errorLabels: ErrorLabels = {
  RollscopeError: 'Не удалось загрузить. Попробуйте ещё раз.',
  InvalidParameterError: invalidParameterWords,
  HttpError: 'Не удалось загрузить. Попробуйте ещё раз.',
  TimeoutError: 'Индексатор слишком долго не отвечает. Попробуйте ещё раз.',
  NetworkError: 'Не удалось связаться с индексатором. Проверьте подключение и попробуйте ещё раз.',
  ResponseValidationError:
    'Индексатор прислал данные, которые эта страница не может прочитать. Попробуйте позже.',
  ChainNotFoundError: unknownChain,
  DuplicateChainIdError: unknownChain,
  ChainServiceMissingError:
    'В реестре сетей нет индексатора для этой сети, поэтому её данные здесь не показать.',
  JsonRpcError: jsonRpcWords,
  ModuleLoadError: moduleLoadWords,
  UsernameAnswerError: usernameAnswerWords,
  UsernameChangedError: usernameChangedWords,
  UsernameNotFoundError: usernameNotFoundWords,
  notFound:
    'Индексатор не отдаёт данные по этому адресу. Проверьте, какой адрес ему указан, и попробуйте ещё раз.',
  busy: 'Индексатор сейчас перегружен. Подождите немного и попробуйте ещё раз.',
  server: 'В индексаторе произошла ошибка. Попробуйте ещё раз чуть позже.',
  generic: 'Не удалось загрузить. Попробуйте ещё раз.',
  registry:
    'Не удалось прочитать реестр сетей, поэтому индексатор и токены этой сети неизвестны. Попробуйте чуть позже.',
  details: 'Подробнее',
}

export const recipientFieldLabels: RecipientFieldLabels = {
  saved: 'Сохранённые',
  recent: 'Недавние',
  addressBook: 'Адресная книга',
  none: 'В этой сети пока нет сохранённых получателей.',
  saveContact: 'Сохранить в адресную книгу',
  contactLabel: 'Имя',
  save: 'Сохранить',
  cancel: 'Отмена',
  rename: (label) => `Переименовать ${label}`,
  remove: (label) => `Удалить ${label}`,
  contactProblem: (problem) =>
    problem === 'labelEmpty'
      ? 'Дайте адресу имя.'
      : problem === 'labelTooLong'
        ? 'Имя должно быть не длиннее 40 символов.'
        : problem === 'labelCharacters'
          ? 'Имя — только простой текст: без < и >, переносов строк и ссылок.'
          : 'Этот адрес нельзя сохранить.',
  dropped: (count) =>
    `${count} ${plural(
      count,
      'сохранённый получатель не читается в этом браузере и пропущен',
      'сохранённых получателя не читаются в этом браузере и пропущены',
      'сохранённых получателей не читаются в этом браузере и пропущены',
    )}.`,
  storeFailed:
    'Не удалось сохранить получателей в этом браузере: возможно, хранилище заполнено или включён приватный режим.',
}

export const recipientNameLabels: RecipientNameLabels = {
  looking: (username) => `Ищем ${username}…`,
  found: (username) => `${username} —`,
  notFound: (username) => `Имени ${username} ни у кого нет. Проверьте написание или вставьте сам адрес.`,
  off: (username) => `Имена вроде ${username} здесь не ищутся, поэтому это не подойдёт. Вставьте сам адрес.`,
  notInitia: (chain) =>
    `Имена (name.init) работают в сетях Initia; у ${chain} свои адреса. Вставьте адрес в сети ${chain}.`,
  invalid: (problem, character, length) => {
    switch (problem) {
      case 'lookalike':
        return `Символ ${shown(character ?? '')} лишь похож на латинскую букву: ${whatItIs(character ?? '')}. В именах только a–z, 0–9 и дефис; наберите его заново.`
      case 'tooShort':
      case 'tooLong':
        return `В имени от 3 до 64 символов перед .init, а здесь ${length}.`
      case 'hyphenEdge':
        return 'Имя не может начинаться или заканчиваться дефисом.'
      default:
        return character === '.'
          ? 'В имени одна точка — перед init, других нет (x.init.init — не имя).'
          : character === ' '
            ? 'В имени не может быть пробелов. Только a–z, 0–9 и дефис, затем .init.'
            : `В имени не может быть символа ${shown(character ?? '')}. Только a–z, 0–9 и дефис, затем .init.`
    }
  },
  failed: (username, garbage) =>
    garbage
      ? `Сеть вернула для ${username} не адрес, поэтому ответ не используется. Вставьте сам адрес.`
      : `Сеть не смогла сказать, куда указывает ${username}. Попробуйте ещё раз или вставьте сам адрес.`,
  retry: 'Повторить',
  details: 'Подробнее',
}
