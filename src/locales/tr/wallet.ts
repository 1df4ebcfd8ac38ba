import type { PortfolioLabels } from '../../components/Portfolio/labels.ts'
import type { ReceiveAddressLabels } from '../../components/ReceiveAddress/labels.ts'
import type { SendFormLabels } from '../../components/SendForm/labels.ts'
import type { SendNftFormLabels } from '../../components/SendNftForm/labels.ts'
import type { TxPreviewLabels } from '../../components/TxPreview/labels.ts'
import type { SimulationFailureReason } from '../../errors/tx.ts'
import type { FirstWords } from '../layout.ts'
import { amountProblemWords, balanceChangesLabels, recipientProblemWords } from './common.ts'

const failures: Record<SimulationFailureReason, string> = {
  insufficientFunds:
    'Hesabınızda bu işlem için yeterli bakiye yok. Fon ekleyin veya miktarı düşürün, sonra tekrar deneyin.',
  insufficientFee: 'Ücret bu zincir için çok düşük. Ücret için başka bir token seçip tekrar deneyin.',
  wrongSequence: 'Hesabınızdan başka bir işlem önce gitti. Birazdan tekrar deneyin.',
  unknownMessage:
    'Bu zincir, uygulamanın istediği mesajlardan birini tanımıyor. Hiçbir şey imzalanmadı; uygulamaya bildirin.',
  outOfGas: 'Bu işlem zincirin izin verdiğinden fazla gaz gerektiriyor. Bu haliyle gönderilemez.',
  unknownAccount: 'Hesabınız bu zincirde henüz yok. Önce bu zincirde biraz fon alın.',
  invalidAddress: 'Bu işlemdeki bir adres bu zincirde geçerli değil. Kontrol edip tekrar deneyin.',
  executionFailed:
    'Sözleşme bu işlemi reddetti: işlem başarısız olur. Uygulamanın ne istediğini kontrol edip tekrar deneyin.',
  other:
    'Zincire göre bu işlem başarısız olur, bu yüzden hiçbir şey imzalanmadı. Nedeni Ayrıntılar bölümünde.',
}

const failedOnChain = 'İşlem zincirde başarısız oldu'

const feeSpent = 'Yalnızca ücret harcandı'

const failedOnChainReasons: Record<SimulationFailureReason, string> = {
  insufficientFunds: `${failedOnChain}: hesabınızda yeterli bakiye yoktu. ${feeSpent}.`,
  insufficientFee: `${failedOnChain}: ücret çok düşüktü. ${feeSpent}.`,
  wrongSequence: `${failedOnChain}: hesabınızdan başka bir işlem önce gitti. ${feeSpent}.`,
  unknownMessage: `${failedOnChain}: zincir mesajlardan birini tanımıyor. ${feeSpent}; uygulamaya bildirin.`,
  outOfGas: `${failedOnChain}: gazı tükendi. ${feeSpent}.`,
  unknownAccount: `${failedOnChain}: belirttiği bir hesap orada yok. ${feeSpent}.`,
  invalidAddress: `${failedOnChain}: içindeki bir adres orada geçerli değil. ${feeSpent}.`,
  executionFailed: `${failedOnChain}: sözleşme reddetti. ${feeSpent}; uygulamanın ne istediğini kontrol edin.`,
  other: `${failedOnChain}. ${feeSpent}; nedeni Ayrıntılar bölümünde.`,
}

export const sendFormLabels: FirstWords<SendFormLabels, 'sendFormLabels'> = {
  title: 'Gönder',
  asset: 'Varlık',
  amount: 'Miktar',
  balance: (amount) => `Bakiye: ${amount}`,
  max: 'Maks',
  fee: (amount) => `Ücret yaklaşık ${amount}`,
  recipient: 'Alıcı',
  recipientHint: 'init1… veya 0x… adresi ya da bir ad.init',
  memo: 'Memo',
  memoOptional: '(isteğe bağlı)',
  review: 'İncele',
  loading: 'Bakiyeleriniz yükleniyor…',
  noAssets: (chain) => `Bu hesabın ${chain} zincirinde gönderecek bir şeyi yok.`,
  retry: 'Tekrar dene',
  amountProblem: (problem, symbol, feeWords) => {
    switch (problem.kind) {
      case 'fee':
        return problem.max === '0'
          ? `Ücret (${feeWords}) için bir şey kalmıyor. Önce bu hesaba ${symbol} ekleyin.`
          : `Ücret (${feeWords}) için bir şey kalmıyor. Ücret hariç tümünü göndermek için Maks’ı kullanın.`
      case 'feeBalance':
        return `Ücreti (${feeWords}) ödeyemiyorsunuz. Önce bu hesaba biraz bakiye ekleyin.`
      default:
        return amountProblemWords(problem, symbol)
    }
  },
  recipientProblem: recipientProblemWords,
  memoTooLong: (max) => `Memo çok uzun: en fazla ${max} bayt.`,
  memoCheck: 'Bir borsaya mı gönderiyorsunuz? Memo gerekip gerekmediğini kontrol edin.',
  memoContract:
    'Bu adres bir sözleşme veya modül hesabı. Bir borsaya veya uygulamaya aitse memo gerekip gerekmediğini kontrol edin.',
  otherChain: (chain) => `Bu adres ${chain} zincirinde. Oraya göndermek bir köprü transferidir.`,
  bridge: 'Köprüyle gönder',
  sent: 'Gönderildi.',
  sendAnother: 'Yeni gönderim',
}

export const sendNftFormLabels: FirstWords<SendNftFormLabels, 'sendNftFormLabels'> = {
  title: (name) => `Gönder: ${name}`,
  recipient: 'Alıcı',
  recipientHint: 'Bu zincirde init1… veya 0x… adresi',
  recipientProblem: recipientProblemWords,
  contractRecipient: 'Bu adres bir sözleşme. Göndermeden önce NFT tutup aktarabildiğini kontrol edin.',
  unsupported: 'Kit bu zincirde NFT taşıyamaz: zincirin VM’i Move, EVM veya Wasm değil.',
  review: 'İncele',
  cancel: 'İptal',
  loading: 'Yükleniyor…',
  retry: 'Tekrar dene',
}

export const receiveAddressLabels: FirstWords<ReceiveAddressLabels, 'receiveAddressLabels'> = {
  heading: 'Al',
  bech32: 'Initia adresi',
  hex: 'EVM adresi',
  copyBech32: 'Initia adresini kopyala',
  copyHex: 'EVM adresini kopyala',
  copied: 'Kopyalandı',
  qrOf: 'QR kodu:',
  qrCode: (address) => `QR kodu: ${address}`,
  qrLoading: 'QR kodu çiziliyor…',
  noHex: 'Yok: bu hesap bir sözleşme veya modül hesabı.',
  invalid: 'Bu bir hesap adresi değil, bu yüzden alım yapılamaz. Bir cüzdan bağlayın veya adresini verin.',
  retry: 'Tekrar dene',
}

export const portfolioLabels: FirstWords<PortfolioLabels, 'portfolioLabels'> = {
  title: 'Portföy',
  total: 'Toplam değer',
  unpriced: 'Bazı varlıkların fiyatı yok ve toplama katılmadı.',
  assets: 'Varlıklar',
  loading: 'Bakiyeler yükleniyor…',
  empty: 'Bu zincirlerde henüz varlık yok.',
  retry: 'Tekrar dene',
  chainError: (chain, text) => `${chain}: ${text}`,
  retryChain: (chain) => `Tekrar dene: ${chain}`,
  chainsLoading: (chains) => `Hâlâ yükleniyor: ${chains.join(', ')}`,
  chainCount: (count) => `${count} zincir`,
  onChain: (chain) => `${chain} zincirinde`,
  noPrice: 'Fiyat yok',
  showSmall: (count) => `${count} küçük bakiyeyi göster`,
  hideSmall: 'Küçük bakiyeleri gizle',
  unlisted: (count) => `Listesiz varlıklar (${count})`,
  baseUnits: 'Miktarlar temel birimde: zincir kaydı bu varlıkları adlandırmıyor.',
}

export const txPreviewLabels: FirstWords<TxPreviewLabels, 'txPreviewLabels'> = {
  title: 'İşlemi onayla',
  loading: 'İşlem simüle ediliyor…',
  actions: 'Ne yapar',
  message: (name, detail) => (detail ? `${name}: ${detail}` : name),
  evmCall: (to) => `Sözleşme çağrısı: ${to}`,
  memo: 'Memo',
  recipient: 'Alıcı',
  gas: 'Gaz',
  fee: 'Ücret',
  feeToken: 'Ücret şununla ödenir',
  evmFee: 'EVM cüzdanınızdan ödenir',
  changes: 'Bakiye değişiklikleri',
  simulated: 'İmzadan önce zincirde yapılan simülasyona göre.',
  confirm: 'Onayla',
  cancel: 'İptal',
  retry: 'Tekrar dene',
  details: 'Ayrıntılar',
  cannotPay: (symbol) =>
    `Hesabınız bu ücreti ${symbol} ile ödeyemiyor. Ücret için başka bir token seçin veya fon ekleyin.`,
  failures,
  notAnswering: 'Zincir yanıt vermedi, bu yüzden işlem kontrol edilemedi. Birazdan tekrar deneyin.',
  previewFailed: 'Bu işlem kontrol edilemedi, bu yüzden burada imzalanamaz. Ayrıntılar bölümüne bakın.',
  declined: 'İsteği cüzdanınızda reddettiniz. Hiçbir şey gönderilmedi.',
  sendFailed:
    'İşlem gönderilemedi. Hiçbir şey iki kez imzalanmadı; Ayrıntılar bölümüne bakıp tekrar deneyin.',
  signing: 'İşlemi cüzdanınızda onaylayın…',
  broadcasting: 'İşlem gönderiliyor…',
  confirming: 'İşlemin bir bloğa girmesi bekleniyor…',
  confirmed: 'İşlem onaylandı.',
  dropped: 'Hesabınızdan başka bir işlem bunun yerini aldı; bu işlem bloğa girmeyecek.',
  failedOnChain: failedOnChainReasons,
  notFoundYet: 'Gönderildi ama henüz bir blokta değil. Yeniden göndermeden önce gezginde kontrol edin.',
  alreadySigned: 'Bu işlem zaten imzalandı; yeniden imzalanmaz.',
  hash: 'İşlem',
  explorer: 'Gezginde görüntüle',
  balanceChanges: balanceChangesLabels,
}
