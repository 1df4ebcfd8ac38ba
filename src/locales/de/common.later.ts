import type { ErrorLabels } from '../../components/shared/ErrorAlert.tsx'
import type { ErrorWords } from '../../components/shared/errorWords.ts'
import type { RecipientFieldLabels } from '../../components/shared/recipientFieldLabels.ts'
import type { RecipientNameLabels } from '../../components/shared/recipientNameLabels.ts'

const plural = new Intl.PluralRules('de')

const one = (count: number) => plural.select(count) === 'one'

const invalidParameterWords =
  'Diese Adresse oder ID kann nicht nachgeschlagen werden. Bitte prüfen und erneut versuchen.'

const jsonRpcWords =
  'Der Node der Chain hat die Anfrage abgelehnt. Erneut versuchen oder prüfen, ob es eine EVM-Chain ist.'

const moduleLoadWords =
  'Ein Teil dieser Seite konnte nicht geladen werden. Verbindung prüfen und erneut versuchen.'

const usernameAnswerWords =
  'Die Chain hat weder einen Namen noch eine Adresse geliefert, daher wird die Antwort nicht verwendet. Die Adresse selbst verwenden.'

const usernameChangedWords =
  'Dieser Name verweist jetzt auf ein anderes Konto als das angezeigte. Nichts wurde signiert: Empfänger erneut prüfen.'

const usernameNotFoundWords =
  'Niemand hat diesen Namen. Schreibweise prüfen oder die Adresse selbst verwenden.'

const unknownChain =
  'Diese Chain steht nicht genau einmal in der Chain-Registry dieses Netzwerks. Chain-ID und Netzwerk prüfen.'

const shown = (character: string) =>
  character === ' '
    ? 'ein Leerzeichen'
    : `„${character}“ (U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`

const alphabets = [
  ['kyrillischer', /\p{Script=Cyrillic}/u],
  ['griechischer', /\p{Script=Greek}/u],
  ['armenischer', /\p{Script=Armenian}/u],
] as const

const whatItIs = (character: string) => {
  const alphabet = alphabets.find(([, script]) => script.test(character))?.[0]
  if (alphabet) return `Es ist ein ${alphabet} Buchstabe`
  return /\p{Script=Latin}/u.test(character)
    ? 'Es ist eine breite oder gestaltete Form'
    : 'Es stammt aus einem anderen Alphabet'
}

export const errorWords: ErrorWords = {
  RollscopeError:
    'Etwas ist schiefgelaufen. Erneut versuchen; tritt es weiter auf, das Team der Seite informieren.',
  InvalidParameterError: invalidParameterWords,
  HttpError: 'Der Dienst hat mit einem Fehler geantwortet. Gleich erneut versuchen.',
  ResponseValidationError:
    'Der Dienst hat etwas gesendet, das diese Seite nicht lesen kann. Später erneut versuchen.',
  TimeoutError: 'Der Dienst hat zu lange nicht geantwortet. Erneut versuchen.',
  NetworkError: 'Der Dienst ist nicht erreichbar. Verbindung prüfen und erneut versuchen.',
  ChainNotFoundError:
    'Diese Chain ist nicht in der Chain-Registry dieses Netzwerks. Chain-ID und Netzwerk prüfen.',
  DuplicateChainIdError:
    'Diese Chain steht zweimal in der Chain-Registry und wird daher nicht verwendet. Chain-ID und Netzwerk prüfen.',
  ChainServiceMissingError:
    'Die Chain-Registry nennt keinen Dienst für diese Chain, daher kann dies hier nicht angezeigt werden.',
  JsonRpcError: jsonRpcWords,
  ModuleLoadError: moduleLoadWords,
  UsernameAnswerError: usernameAnswerWords,
  UsernameChangedError: usernameChangedWords,
  UsernameNotFoundError: usernameNotFoundWords,
}

export const errorLabels: ErrorLabels = {
  RollscopeError: 'Laden fehlgeschlagen. Erneut versuchen.',
  InvalidParameterError: invalidParameterWords,
  HttpError: 'Laden fehlgeschlagen. Erneut versuchen.',
  TimeoutError: 'Der Indexer hat zu lange nicht geantwortet. Erneut versuchen.',
  NetworkError: 'Der Indexer ist nicht erreichbar. Verbindung prüfen und erneut versuchen.',
  ResponseValidationError:
    'Der Indexer hat etwas gesendet, das diese Seite nicht lesen kann. Später erneut versuchen.',
  ChainNotFoundError: unknownChain,
  DuplicateChainIdError: unknownChain,
  ChainServiceMissingError:
    'Die Chain-Registry nennt keinen Indexer für diese Chain, daher können ihre Daten hier nicht angezeigt werden.',
  JsonRpcError: jsonRpcWords,
  ModuleLoadError: moduleLoadWords,
  UsernameAnswerError: usernameAnswerWords,
  UsernameChangedError: usernameChangedWords,
  UsernameNotFoundError: usernameNotFoundWords,
  notFound:
    'Der Indexer hat unter dieser Adresse keine Daten. Die ihm genannte Adresse prüfen und erneut versuchen.',
  busy: 'Der Indexer ist gerade ausgelastet. Kurz warten und erneut versuchen.',
  server: 'Beim Indexer ist ein Problem aufgetreten. Gleich erneut versuchen.',
  generic: 'Laden fehlgeschlagen. Erneut versuchen.',
  registry:
    'Die Chain-Registry konnte nicht gelesen werden, daher sind Indexer und Tokens dieser Chain unbekannt. Gleich erneut versuchen.',
  details: 'Details',
}

export const recipientFieldLabels: RecipientFieldLabels = {
  saved: 'Gespeichert',
  recent: 'Zuletzt',
  addressBook: 'Adressbuch',
  none: 'Noch keine gespeicherten Empfänger für dieses Netzwerk.',
  saveContact: 'Im Adressbuch speichern',
  contactLabel: 'Name',
  save: 'Speichern',
  cancel: 'Abbrechen',
  rename: (label) => `${label} umbenennen`,
  remove: (label) => `${label} entfernen`,
  contactProblem: (problem) =>
    problem === 'labelEmpty'
      ? 'Der Adresse einen Namen geben.'
      : problem === 'labelTooLong'
        ? 'Höchstens 40 Zeichen für den Namen verwenden.'
        : problem === 'labelCharacters'
          ? 'Nur einfachen Text als Namen verwenden: kein < oder >, kein Zeilenumbruch, kein Link.'
          : 'Diese Adresse kann nicht gespeichert werden.',
  dropped: (count) =>
    one(count)
      ? `${count} gespeicherter Empfänger war in diesem Browser unlesbar und wurde ausgelassen.`
      : `${count} gespeicherte Empfänger waren in diesem Browser unlesbar und wurden ausgelassen.`,
  storeFailed:
    'Gespeicherte Empfänger ließen sich in diesem Browser nicht sichern: Speicher voll oder privater Modus?',
}

export const recipientNameLabels: RecipientNameLabels = {
  looking: (username) => `${username} wird gesucht…`,
  found: (username) => `${username} ist`,
  notFound: (username) =>
    `Niemand hat den Namen ${username}. Schreibweise prüfen oder die Adresse selbst einfügen.`,
  off: (username) =>
    `Namen wie ${username} werden hier nicht aufgelöst, daher ist dieser nicht nutzbar. Die Adresse selbst einfügen.`,
  notInitia: (chain) =>
    `Namen (name.init) gelten für Initia-Chains; ${chain} hat eigene Adressen. Eine Adresse auf ${chain} einfügen.`,
  invalid: (problem, character, length) => {
    switch (problem) {
      case 'lookalike':
        return `${shown(character ?? '')} sieht nur aus wie ein lateinischer Buchstabe: ${whatItIs(character ?? '')}. Namen erlauben nur a–z, 0–9 und Bindestriche; bitte neu eintippen.`
      case 'tooShort':
      case 'tooLong':
        return `Ein Name hat 3 bis 64 Zeichen vor .init; dieser hat ${length}.`
      case 'hyphenEdge':
        return 'Ein Name darf nicht mit einem Bindestrich beginnen oder enden.'
      default:
        return character === '.'
          ? 'Ein Name hat nur einen Punkt, den vor init: keine weiteren (x.init.init ist kein Name).'
          : `Ein Name darf ${shown(character ?? '')} nicht enthalten. Namen erlauben nur a–z, 0–9 und Bindestriche, dann .init.`
    }
  },
  failed: (username, garbage) =>
    garbage
      ? `Die Chain hat für ${username} etwas geliefert, das keine Adresse ist; es wird nicht verwendet. Die Adresse selbst einfügen.`
      : `Die Chain konnte nicht sagen, worauf ${username} verweist. Erneut versuchen oder die Adresse selbst einfügen.`,
  retry: 'Erneut versuchen',
  details: 'Details',
}
