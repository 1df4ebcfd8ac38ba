import type { ErrorLabels } from '../../components/shared/ErrorAlert.tsx'
import type { ErrorWords } from '../../components/shared/errorWords.ts'
import type { RecipientFieldLabels } from '../../components/shared/recipientFieldLabels.ts'
import type { RecipientNameLabels } from '../../components/shared/recipientNameLabels.ts'

const invalidParameterWords = 'Bu adres veya kimlik sorgulanamıyor. Kontrol edip tekrar deneyin.'

const jsonRpcWords =
  'Zincirin düğümü isteği reddetti. Tekrar deneyin veya bunun bir EVM zinciri olduğunu kontrol edin.'

const moduleLoadWords = 'Bu sayfanın bir bölümü yüklenemedi. Bağlantınızı kontrol edip tekrar deneyin.'

const usernameAnswerWords =
  'Zincir, kullanıcı adı veya adres olmayan bir yanıt gönderdi; bu yüzden kullanılmadı. Adresin kendisini kullanın.'

const usernameChangedWords =
  'Bu ad artık gösterilenden farklı bir hesabı gösteriyor. Hiçbir şey imzalanmadı: alıcıyı yeniden kontrol edin.'

const usernameNotFoundWords = 'Bu ada sahip kimse yok. Yazımı kontrol edin veya adresin kendisini kullanın.'

const unknownChain =
  'Bu zincir, bu ağın zincir kaydında tam bir kez geçmiyor. Zincir kimliğini ve ağı kontrol edin.'

const shown = (character: string) =>
  character === ' '
    ? 'boşluk'
    : `“${character}” (U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`

const alphabets = [
  ['Kiril', /\p{Script=Cyrillic}/u],
  ['Yunan', /\p{Script=Greek}/u],
  ['Ermeni', /\p{Script=Armenian}/u],
] as const

const whatItIs = (character: string) => {
  const alphabet = alphabets.find(([, script]) => script.test(character))?.[0]
  if (alphabet) return `bu bir ${alphabet} harfi`
  return /\p{Script=Latin}/u.test(character) ? 'bu geniş veya süslü bir biçim' : 'bu başka bir alfabeden'
}

export const errorWords: ErrorWords = {
  RollscopeError: 'Bir sorun oluştu. Tekrar deneyin; sürerse sitenin ekibine bildirin.',
  InvalidParameterError: invalidParameterWords,
  HttpError: 'Servis bir hatayla yanıt verdi. Birazdan tekrar deneyin.',
  ResponseValidationError: 'Servis bu sayfanın okuyamadığı bir yanıt gönderdi. Daha sonra tekrar deneyin.',
  TimeoutError: 'Servis çok geç yanıt verdi. Tekrar deneyin.',
  NetworkError: 'Servise ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin.',
  ChainNotFoundError: 'Bu zincir, bu ağın zincir kaydında yok. Zincir kimliğini ve ağı kontrol edin.',
  DuplicateChainIdError:
    'Bu zincir, zincir kaydında iki kez geçiyor; bu yüzden kullanılmadı. Zincir kimliğini ve ağı kontrol edin.',
  ChainServiceMissingError:
    'Zincir kaydı bu zincir için bir servis belirtmiyor; bu yüzden burada gösterilemiyor.',
  JsonRpcError: jsonRpcWords,
  ModuleLoadError: moduleLoadWords,
  UsernameAnswerError: usernameAnswerWords,
  UsernameChangedError: usernameChangedWords,
  UsernameNotFoundError: usernameNotFoundWords,
}

export const errorLabels: ErrorLabels = {
  RollscopeError: 'Yüklenemedi. Tekrar deneyin.',
  InvalidParameterError: invalidParameterWords,
  HttpError: 'Yüklenemedi. Tekrar deneyin.',
  TimeoutError: 'Dizinleyici çok geç yanıt verdi. Tekrar deneyin.',
  NetworkError: 'Dizinleyiciye ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin.',
  ResponseValidationError:
    'Dizinleyici bu sayfanın okuyamadığı bir yanıt gönderdi. Daha sonra tekrar deneyin.',
  ChainNotFoundError: unknownChain,
  DuplicateChainIdError: unknownChain,
  ChainServiceMissingError:
    'Zincir kaydı bu zincir için bir dizinleyici belirtmiyor; bu yüzden verileri burada gösterilemiyor.',
  JsonRpcError: jsonRpcWords,
  ModuleLoadError: moduleLoadWords,
  UsernameAnswerError: usernameAnswerWords,
  UsernameChangedError: usernameChangedWords,
  UsernameNotFoundError: usernameNotFoundWords,
  notFound: 'Dizinleyicide bu adreste veri yok. Ona verilen adresi kontrol edip tekrar deneyin.',
  busy: 'Dizinleyici şu an yoğun. Biraz bekleyip tekrar deneyin.',
  server: 'Dizinleyicide bir sorun oluştu. Birazdan tekrar deneyin.',
  generic: 'Yüklenemedi. Tekrar deneyin.',
  registry:
    'Zincir kaydı okunamadı; bu zincirin dizinleyicisi ve varlıkları bilinmiyor. Birazdan tekrar deneyin.',
  details: 'Ayrıntılar',
}

export const recipientFieldLabels: RecipientFieldLabels = {
  saved: 'Kayıtlı',
  recent: 'Son kullanılan',
  addressBook: 'Adres defteri',
  none: 'Bu ağ için henüz kayıtlı alıcı yok.',
  saveContact: 'Adres defterine kaydet',
  contactLabel: 'Ad',
  save: 'Kaydet',
  cancel: 'İptal',
  rename: (label) => `Yeniden adlandır: ${label}`,
  remove: (label) => `Kaldır: ${label}`,
  contactProblem: (problem) =>
    problem === 'labelEmpty'
      ? 'Adrese bir ad verin.'
      : problem === 'labelTooLong'
        ? 'En fazla 40 karakterlik bir ad kullanın.'
        : problem === 'labelCharacters'
          ? 'Ad için düz metin kullanın: < veya > olmasın, satır sonu ve bağlantı olmasın.'
          : 'Bu adres kaydedilemez.',
  dropped: (count) => `Kayıtlı ${count} alıcı bu tarayıcıda okunamadı ve dışarıda bırakıldı.`,
  storeFailed: 'Kayıtlı alıcılar bu tarayıcıda saklanamadı: depolama dolu ya da gizli modda olabilir.',
}

export const recipientNameLabels: RecipientNameLabels = {
  looking: (username) => `Aranıyor: ${username}…`,
  found: (username) => `${username} adresi:`,
  notFound: (username) =>
    `${username} adında kimse yok. Yazımı kontrol edin veya adresin kendisini yapıştırın.`,
  off: (username) =>
    `${username} gibi adlar burada sorgulanmıyor, bu yüzden bu ad kullanılamaz. Adresin kendisini yapıştırın.`,
  notInitia: (chain) =>
    `Adlar (name.init) Initia zincirleri içindir; ${chain} kendi adreslerini kullanır. ${chain} zincirinde bir adres yapıştırın.`,
  invalid: (problem, character, length) => {
    switch (problem) {
      case 'lookalike':
        return `${shown(character ?? '')} yalnızca Latin harfine benziyor: ${whatItIs(character ?? '')}. Adlarda yalnızca a–z, 0–9 ve kısa çizgi olur; yeniden yazın.`
      case 'tooShort':
      case 'tooLong':
        return `Bir adda .init öncesinde 3 ile 64 karakter olur; bunda ${length} var.`
      case 'hyphenEdge':
        return 'Bir ad kısa çizgiyle başlayamaz veya bitemez.'
      default:
        return character === '.'
          ? 'Bir adda yalnızca init’ten önceki nokta olur, başka nokta olmaz (x.init.init bir ad değildir).'
          : `Bir adda ${shown(character ?? '')} olamaz. Adlarda yalnızca a–z, 0–9 ve kısa çizgi, ardından .init olur.`
    }
  },
  failed: (username, garbage) =>
    garbage
      ? `Zincir, ${username} için adres olmayan bir yanıt gönderdi; bu yüzden kullanılmadı. Adresin kendisini yapıştırın.`
      : `Zincir, ${username} adının nereyi gösterdiğini söyleyemedi. Tekrar deneyin veya adresin kendisini yapıştırın.`,
  retry: 'Tekrar dene',
  details: 'Ayrıntılar',
}
