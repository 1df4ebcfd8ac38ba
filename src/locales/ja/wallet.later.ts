import type { PortfolioLabels } from '../../components/Portfolio/labels.ts'
import type { ReceiveAddressLabels } from '../../components/ReceiveAddress/labels.ts'
import type { SendFormLabels } from '../../components/SendForm/labels.ts'
import type { SendNftFormLabels } from '../../components/SendNftForm/labels.ts'
import type { TxPreviewLabels } from '../../components/TxPreview/labels.ts'
import type { LaterWords } from '../layout.ts'
import { errorLabels, errorWords, recipientFieldLabels, recipientNameLabels } from './common.later.ts'

export const sendFormLabels: LaterWords<SendFormLabels, 'sendFormLabels'> = {
  savedRecipients: recipientFieldLabels,
  recipientName: recipientNameLabels,
  errors: errorLabels,
}

export const sendNftFormLabels: LaterWords<SendNftFormLabels, 'sendNftFormLabels'> = {
  savedRecipients: recipientFieldLabels,
  recipientName: recipientNameLabels,
  errors: errorLabels,
}

export const receiveAddressLabels: LaterWords<ReceiveAddressLabels, 'receiveAddressLabels'> = {
  errors: errorLabels,
}

export const portfolioLabels: LaterWords<PortfolioLabels, 'portfolioLabels'> = {
  errors: {
    ...errorLabels,
    TimeoutError: 'チェーンの応答に時間がかかりすぎました。もう一度お試しください。',
    NetworkError: 'チェーンに接続できませんでした。接続を確認してから、もう一度お試しください。',
    ResponseValidationError:
      'チェーンから、このページで読めない応答が届きました。後でもう一度お試しください。',
    ChainServiceMissingError:
      'チェーンレジストリにこのチェーンの REST エンドポイントがないため、残高を表示できません。',
    notFound: 'チェーンにこのアドレスの残高がありません。後でもう一度お試しください。',
    busy: 'チェーンが混み合っています。しばらく待ってから、もう一度お試しください。',
    server: 'チェーンで問題が発生しました。しばらくしてから、もう一度お試しください。',
  },
}

export const txPreviewLabels: LaterWords<TxPreviewLabels, 'txPreviewLabels'> = {
  usernameErrors: {
    UsernameChangedError: errorWords.UsernameChangedError,
    UsernameNotFoundError: errorWords.UsernameNotFoundError,
    UsernameAnswerError: errorWords.UsernameAnswerError,
  },
}
