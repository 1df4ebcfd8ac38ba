import type { BridgeUrlField } from '../../bridge/form/urlState.ts'
import type { BridgeWidgetLabels } from '../../components/BridgeWidget/labels.ts'
import type { FirstWords } from '../layout.ts'
import { minutes, timeUnits } from '../shared/bridge.ts'
import { amountProblemWords } from './common.ts'

const inUnit = timeUnits('tr', { grouped: false })

const linkFields: Record<BridgeUrlField, string> = {
  sourceChain: 'kaynak zincir',
  sourceAsset: 'kaynak varlık',
  destChain: 'hedef zincir',
  destAsset: 'hedef varlık',
  amount: 'miktar',
  recipient: 'alıcı',
}

export const bridgeWidgetLabels: FirstWords<BridgeWidgetLabels, 'bridgeWidgetLabels'> = {
  title: 'Köprü',
  from: 'Kaynak',
  to: 'Hedef',
  amount: 'Miktar',
  max: 'Maks',
  balance: (amount) => `Bakiye: ${amount}`,
  flip: 'Kaynak ile hedefi değiştir',
  flipLocked: 'Bir taraf kilitli, yer değiştirilemez',
  chooseAsset: 'Varlık seçin',
  search: 'Zincir ve varlık ara',
  noMatch: 'Eşleşme yok',
  onChain: (chain) => `${chain} zincirinde`,
  loadingAssets: 'Zincirler ve varlıklar yükleniyor…',
  walletCannotSign: (chain) =>
    `Cüzdanınız ${chain} zincirinden gönderemiyor. Gönderebilen bir cüzdan bağlayın veya başka kaynak seçin.`,
  assetsError: 'Zincir ve varlık listesi yüklenemedi.',
  slippage: 'Kayma',
  slippageCustom: 'Özel kayma (%)',
  slippageCustomPlaceholder: 'Özel %',
  slippageProblem: {
    invalid: 'Kaymayı sayı olarak girin, örneğin 1 veya 0,5.',
    range: 'Kayma %0,01 ile %50 arasında olmalı.',
  },
  recipient: 'Alıcı',
  recipientOwn: 'Adresiniz',
  recipientEdit: 'Başka adrese gönder',
  recipientUseOwn: 'Adresimi kullan',
  recipientAtReview: 'İncele adımında istenir',
  amountProblem: amountProblemWords,
  linkProblem: (field, problem) =>
    `Bağlantıdaki ${linkFields[field] ?? `${field} alanı`} ${
      problem === 'unknown'
        ? 'burada sunulmuyor. Başka birini seçin.'
        : problem === 'locked'
          ? `yok sayıldı: bu sayfa yalnızca gösterilen ${field.startsWith('source') ? 'kaynaktan' : 'hedefe'} gönderir.`
          : problem === 'large'
            ? 'çok büyük.'
            : problem === 'decimals'
              ? 'bu varlıktan fazla ondalık basamak içeriyor.'
              : problem === 'zero'
                ? '0.'
                : 'okunamadı ve dışarıda bırakıldı.'
    }`,
  defaultNotOffered: (side) =>
    `Bu token burada ${side === 'source' ? 'kaynak' : 'hedef'} olarak kullanılamaz. Sunulan varlıklardan birini seçin.`,
  lockNotOffered: (side, problem, name) =>
    `Köprü servisi şu anda ${problem === 'chain' ? `${name} zincirini` : name} sunmuyor; bu yüzden ${side === 'source' ? 'kaynak' : 'hedef'} olarak kullanılamaz. Daha sonra tekrar deneyin.`,
  routePreference: 'Rota',
  routePreferences: { fastest: 'En hızlı', cheapest: 'En ucuz' },
  routeChosen: (preference, bridges) => {
    const chosen = preference === 'fastest' ? 'en hızlı rota' : 'en ucuz rota'
    return bridges.length > 0
      ? `${bridges.join(', ')} üzerinden ${chosen}`
      : chosen.replace(/^./, (first) => first.toUpperCase())
  },
  youReceive: 'Alacağınız',
  fees: 'Ücretler',
  etaLabel: 'Süre',
  eta: (seconds) =>
    seconds < 10
      ? 'birkaç saniye'
      : seconds < 90
        ? `yaklaşık ${inUnit(seconds, 'second')}`
        : `yaklaşık ${inUnit(minutes(seconds), 'minute')}`,
  priceImpact: 'Fiyat etkisi',
  updatingQuote: 'Teklif güncelleniyor…',
  showRouteAnyway: 'Rotayı yine de göster',
  review: 'İncele',
  retry: 'Tekrar dene',
  details: 'Ayrıntılar',
  history: 'Son transferler',
  otherWithdrawals: 'Talep edilecek çekimler',
  status: {
    idle: 'Bir miktar girin',
    quoting: 'En iyi rota aranıyor…',
    quoted: 'Hazır',
    preparing: 'İşlem hazırlanıyor…',
    signingOpHook: 'Köprü adımını cüzdanınızda onaylayın',
    approving: 'Cüzdanınızda token onayı verin',
    signing: 'İşlemi cüzdanınızda imzalayın',
    broadcasting: 'Gönderiliyor…',
    tracking: 'Yolda',
    confirming: 'İşleminiz ağda aranıyor',
    actionRequired: 'Harekete geçmeniz gerekiyor',
    finalizing: 'Rollup’tan çıktı: çekim süresinin bitmesi bekleniyor',
    claimable: 'Hedef zincirde talep edilebilir',
    claiming: 'Fonlarınız talep ediliyor',
    completed: 'Tamamlandı',
    failed: 'Başarısız',
    refunded: 'Başarısız: fonlar iade edildi',
    abandoned: 'Artık izlenmiyor',
  },
}
