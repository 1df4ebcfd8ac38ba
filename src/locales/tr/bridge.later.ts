import type { BridgeErrorWords } from '../../components/BridgeWidget/errorWords.ts'
import type { BridgeHistoryLabels } from '../../components/BridgeWidget/FoundHistory.tsx'
import type { BridgeWidgetLabels } from '../../components/BridgeWidget/labels.ts'
import type { LaterWords } from '../layout.ts'
import { minutes, timeUnits } from '../shared/bridge.ts'
import { hopStateIn, relativeTimeIn } from '../shared/bridgeLater.ts'
import { errorWords, recipientFieldLabels, recipientNameLabels } from './common.later.ts'

const inUnit = timeUnits('tr', { grouped: false })

// `5 dk`, `3 sa`, `2 gün`: ungrouped, as the English writes them
const duration = (seconds: number) =>
  seconds < 60
    ? inUnit(Math.max(1, Math.ceil(seconds)), 'second')
    : seconds < 2 * 3600
      ? inUnit(minutes(seconds), 'minute')
      : seconds < 2 * 86_400
        ? inUnit(Math.round(seconds / 3600), 'hour')
        : inUnit(Math.round(seconds / 86_400), 'day')

const shortTime = (seconds: number) =>
  seconds < 60 ? inUnit(Math.max(1, Math.ceil(seconds)), 'second') : inUnit(minutes(seconds), 'minute')

const bridgeNames: Record<string, string> = {
  transfer: 'IBC transferi',
  ibc_transfer: 'IBC transferi',
  swap: 'Takas',
  evm_swap: 'Takas',
  op_init_transfer: 'OPinit köprüsü',
  cctp_transfer: 'CCTP',
  axelar_transfer: 'Axelar',
  hyperlane_transfer: 'Hyperlane',
  go_fast_transfer: 'Go Fast',
  stargate_transfer: 'Stargate',
  layer_zero_transfer: 'LayerZero',
  eureka_transfer: 'IBC Eureka',
  bank_send: 'Gönderim',
}

export const bridgeErrorWords: BridgeErrorWords = {
  UserRejectedError: 'İsteği cüzdanınızda reddettiniz. Hiçbir şey gönderilmedi.',
  WalletNotConnectedError: 'Bağlı cüzdan yok. Cüzdanınızı bağlayıp tekrar deneyin.',
  ChainNotConfiguredError: 'Bu sitenin cüzdan ayarları bu zinciri içermiyor. Başka bir zincir seçin.',
  TxRejectedError:
    'Zincir işlemi reddetti, hiçbir şey gönderilmedi. Bakiyenizi ve ücretleri kontrol edip tekrar deneyin.',
  ReceiptTimeoutError: 'İşleminiz henüz onaylanmadı. Yeniden göndermeden önce bir gezginde kontrol edin.',
  UnsupportedMessageError: 'Cüzdanınız bu tür işlemi imzalayamıyor. Başka bir rota veya cüzdan deneyin.',
  UnsupportedTxError: 'Cüzdanınız bu tür işlemi gönderemiyor. O zincir için bir cüzdan bağlayın.',
  SignerMismatchError: 'Cüzdanınız başka bir hesaba geçti. Geri dönün veya bu hesap için yeni teklif alın.',
  UnsupportedSignerError: 'Cüzdanınız bu köprü adımını imzalayamıyor. Keplr gibi başka bir cüzdan deneyin.',
  SimulationFailedError:
    'Zincire göre bu işlem başarısız olur, bu yüzden hiçbir şey imzalanmadı. Nedeni Ayrıntılar bölümünde.',
  AccountNotFoundError:
    'Hesabınız bu zincirde henüz yok. Önce oraya biraz fon gönderin, sonra tekrar deneyin.',
  BroadcastUncertainError:
    'İşleminiz gönderilmiş olabilir ama ağ onaylamadı. Yeniden imzalamadan önce cüzdan etkinliğinizi kontrol edin.',
  RouterError: 'Köprü servisi isteği işleyemedi. Tekrar deneyin veya başka bir rota seçin.',
  RouteNotFoundError: 'Bu varlıklar arasında bu miktar için rota yok. Başka bir çift veya miktar deneyin.',
  BadPriceError: 'Bu rota çok değer kaybettiriyor. Daha küçük bir miktar deneyin veya rotaya yine de bakın.',
  InvalidAmountError: 'Bu miktar bu rotayla gönderilemez. Başka bir miktar deneyin.',
  TxNotFoundError: 'Köprü servisi bu işlemi henüz görmedi. Biraz bekleyip yeniden kontrol edin.',
  RateLimitedError: 'Servis yoğun. Biraz bekleyip tekrar deneyin.',
  MsgsMismatchError:
    'Köprü servisinin hazırladığı işlem teklifinizle eşleşmiyor, bu yüzden imzalanmadı. Hiçbir şey gönderilmedi.',
  SimulatedOutflowError:
    'İmzadan önceki kontrol, işlemin hesabınızdan tekliften fazlasını alacağını gösterdi; bu yüzden imzalanmadı. Hiçbir şey gönderilmedi.',
  SimulationUnavailableError:
    'Zincir işleminizin kontrolüne yanıt vermedi, bu yüzden imzalanmadı. Hiçbir şey gönderilmedi. Birazdan tekrar deneyin.',
  WalletContractError:
    'Cüzdanınız işlemin gönderilip gönderilmediğini bildirmedi. Yeniden imzalamadan önce cüzdan etkinliğinizi kontrol edin.',
  TransferStorageError: 'Tarayıcınız bu transferi kaydedemedi. Tamamlanana kadar bu sayfayı açık tutun.',
  StorageEntryError:
    'Kayıtlı bir transfer okunamadı ve bir kenara ayrıldı. Diğer transferleriniz etkilenmedi.',
  RecipientEntryError:
    'Kayıtlı bir alıcı okunamadı ve dışarıda bırakıldı. Diğer kayıtlı alıcılarınız etkilenmedi.',
  TransferRecordError: 'Kayıtlı bir transfer okunamadı. Diğer transferleriniz etkilenmedi.',
  NewerTransferRecordError:
    'Kayıtlı bir transfer bu sitenin daha yeni bir sürümüyle yapılmış. Açmak için sayfayı yeniden yükleyin.',
  BroadcastNotFoundError: 'İşleminiz ağa ulaşmadı, hiçbir şey gönderilmedi. Yeniden imzalayın.',
  TrackTimeoutError:
    'Köprü işleminizi henüz görmedi; zincir onu düşürmüş olabilir. Bir gezginde kontrol edin, sonra devam edin veya kaldırın.',
  SignatureRequiredError:
    'Transferinizin bir kısmı tamamlandı. Devam etmek için sonraki işlemi cüzdanınızda imzalayın.',
  TransferStateUnknownError:
    'Köprü transferinizin nerede olduğunu bilemiyor. Bir gezginde kontrol edin, sonra devam edin veya kaldırın.',
  TransferAbandonedError:
    'Köprü transferinizi izlemeyi bıraktı. Yeniden izlemek için devam edin veya bir gezginde kontrol edin.',
  InterruptedSignatureError:
    'Cüzdanınız imzalarken sayfa kapandı. Yeniden imzalamadan önce cüzdan etkinliğinizi kontrol edin.',
  TransferFailedError:
    'Transfer yolda başarısız oldu. Fonlarınızın nerede olduğunu görmek için bir gezginde kontrol edin.',
  ClaimUnconfirmedError:
    'Talebiniz gönderildi ama fonlar henüz ulaşmadı. Bir gezginde kontrol edin; yeniden talep etmek güvenlidir.',
  WithdrawalMismatchError:
    'Bu çekim için rollup kaydı transferinizle eşleşmiyor, bu yüzden hiçbir şey talep edilmedi veya gönderilmedi.',
}

export const bridgeHistoryLabels: BridgeHistoryLabels = {
  foundOnChain: 'Zincirde bulundu',
  trackAgain: 'Yeniden izle',
  state: {
    success: 'Tamamlandı',
    error: 'Başarısız',
    abandoned: 'Takıldı',
    pending: 'Sürüyor',
    unknown: 'Henüz bilinmiyor',
    finalizing: 'Talep bekliyor',
    claimable: 'Talep edilebilir',
    claimed: 'Talep edildi',
    notFollowed: 'İzlenmiyor',
  },
  chainFailed: (chain) => `${chain} zincirinin geçmişi okunamadı`,
}

export const bridgeWidgetLabels: LaterWords<BridgeWidgetLabels, 'bridgeWidgetLabels'> = {
  connectToSend: (chain) => `Göndermek için ${chain} zincirinde imza atabilen bir cüzdan bağlayın.`,
  enterRecipient: (chain) => `Almak için ${chain} zincirinde bir adres girin.`,
  savedRecipients: recipientFieldLabels,
  recipientName: recipientNameLabels,
  recipientProblem: (problem, chain) =>
    problem === 'empty'
      ? `Fonları ${chain} zincirinde alacak adresi girin.`
      : problem === 'prefix'
        ? `Bu adres ${chain} zincirinde değil: ilk harflerini kontrol edin.`
        : `Bu, ${chain} zincirinde bir adres değil.`,
  minimumReceived: 'En az alınacak',
  feesDeducted: 'Miktardan düşülür',
  feesAdditional: 'Ayrıca ödenir',
  sender: 'Gönderen adres',
  signatures: (count) =>
    count === 1 ? 'Cüzdanınızda bir kez imzalarsınız.' : `Cüzdanınızda ${count} kez imzalarsınız.`,
  mayApprove: 'Cüzdanınız önce token onayı isteyebilir.',
  claimLater: (chain) =>
    `Bu bir çekimdir: bekleme süresi bitince fonları bir imza daha atarak ${chain} zincirinde talep edersiniz.`,
  steps: 'Rota',
  step: (kind, from, to) =>
    from === to
      ? `${from} zincirinde ${bridgeNames[kind] ?? kind}`
      : `${bridgeNames[kind] ?? kind}: ${from} → ${to}`,
  riskAcknowledge: 'Gönderdiğimden çok daha azını alabileceğimi anlıyorum',
  highPriceImpact: (percent) => `Bu takas fiyatı %${percent} oynatıyor: çok daha az alırsınız.`,
  badPriceWarning: 'Gönderdiğinizden çok daha az değer alırsınız.',
  reviewTitle: 'Transferi inceleyin',
  balanceChanges: 'Bakiyeleriniz',
  changesOn: (chain) => `${chain} zincirinde:`,
  simulatedChanges: 'İmzadan önce zincirde simüle edildi',
  simulatedTx: (tx, chain) => `${chain} zincirinde ${tx}. işlem:`,
  simulatedGas: (gas) => `${gas} gaz`,
  notSimulated: 'simüle edilmedi (bu zincir için bilinen adres yok); yalnızca teklifle karşılaştırıldı',
  confirm: 'Onayla ve imzala',
  back: 'Geri',
  newTransfer: 'Yeni transfer',
  signAgain: 'Yeniden imzala',
  resume: 'Devam et',
  dismiss: 'Kaldır',
  view: 'Göster',
  claim: 'Talep et',
  claimOn: (chain) => `${chain} zincirinde talep et`,
  claimIn: (seconds) => `Yaklaşık ${duration(seconds)} sonra talep edilebilir`,
  waitingForOutput: (chain) => `Çekimin rollup tarafından ${chain} zincirine bildirilmesi bekleniyor`,
  timeLeft: (seconds) => `yaklaşık ${shortTime(seconds)} kaldı`,
  overdue: 'Beklenenden uzun sürüyor',
  received: (amount, chain) => `${chain} zincirinde ${amount} aldınız.`,
  explorerTx: (chain, role) =>
    role === 'send'
      ? `${chain} zincirinde gönderildi`
      : role === 'receive'
        ? `${chain} zincirinde alındı`
        : role === 'acknowledge'
          ? `${chain} zincirinde onaylandı`
          : `${chain} zincirindeki işlem`,
  progressTitle: 'Transfer',
  routeProgress: 'Rota ilerlemesi',
  relativeTime: relativeTimeIn('tr', 'az önce', 'short'),
  hopState: hopStateIn({ waiting: 'bekliyor', done: 'tamamlandı', failed: 'başarısız', active: 'sürüyor' }),
  gasOnDestination: (chain) => `${chain} zincirinde gaz`,
  gasWhy: (symbol) => `Alıcının ücretleri ödeyecek ${symbol} bakiyesi yok.`,
  gasBring: (symbol) => `Ücretler için ${symbol} ekle`,
  gasCost: (cost, amount) => `${amount} için ${cost}`,
  gasSignedApart: (count) =>
    count === 1 ? 'Transferden sonra bir imza daha.' : `Transferden sonra ${count} imza daha.`,
  gasSignaturesToBring: (count) => (count === 1 ? 'Cüzdanınızda bir imza.' : `Cüzdanınızda ${count} imza.`),
  gasUnavailable: 'Ücretler için gaz eklenemedi. Transfer gaz olmadan da yapılır.',
  gasProgress: {
    waiting: (amount) => `Ücretler için ${amount}: transfer gönderildikten sonra`,
    signing: (amount) => `Ücretler için ${amount}: cüzdanınızda imzalayın`,
    sending: (amount) => `Ücretler için ${amount}: yolda`,
    arrived: (amount) => `Ücretler için ${amount}: ulaştı`,
    failed: (amount) => `Ücretler için ${amount} gönderilemedi. Transfer bundan etkilenmez.`,
    notSent: (amount) =>
      `Ücretler için ${amount} gönderilmedi: sayfa imzalanmadan önce kapandı. Transfer bundan etkilenmez.`,
  },
  errors: {
    ...errorWords,
    ...bridgeErrorWords,
    UserRejectedError: 'İmzayı cüzdanınızda reddettiniz. Hiçbir şey gönderilmedi.',
    RateLimitedError: 'Köprü servisi yoğun. Biraz bekleyip tekrar deneyin.',
    TimeoutError: 'Köprü servisi zamanında yanıt vermedi. Tekrar deneyin.',
    NetworkError: 'Köprü servisine ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin.',
    HttpError: 'Köprü servisi bir hatayla yanıt verdi. Birazdan tekrar deneyin.',
    ResponseValidationError:
      'Köprü servisi bu sayfanın okuyamadığı bir yanıt gönderdi. Daha sonra tekrar deneyin.',
    generic: 'Bir sorun oluştu. Tekrar deneyin.',
  },
}
