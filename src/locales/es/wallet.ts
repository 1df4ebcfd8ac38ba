import type { PortfolioLabels } from '../../components/Portfolio/labels.ts'
import type { ReceiveAddressLabels } from '../../components/ReceiveAddress/labels.ts'
import type { SendFormLabels } from '../../components/SendForm/labels.ts'
import type { SendNftFormLabels } from '../../components/SendNftForm/labels.ts'
import type { TxPreviewLabels } from '../../components/TxPreview/labels.ts'
import type { FirstWords } from '../layout.ts'
import { amountProblemWords, balanceChangesLabels, recipientProblemWords } from './common.ts'

export const sendFormLabels: FirstWords<SendFormLabels, 'sendFormLabels'> = {
  title: 'Enviar',
  asset: 'Activo',
  amount: 'Cantidad',
  balance: (amount) => `Saldo: ${amount}`,
  max: 'Máx.',
  fee: (amount) => `Comisión aprox. ${amount}`,
  recipient: 'Destinatario',
  recipientHint: 'Una dirección init1… o 0x…, o un nombre.init',
  memo: 'Memo',
  memoOptional: '(opcional)',
  review: 'Revisar',
  loading: 'Cargando tus saldos…',
  noAssets: (chain) => `Esta cuenta no tiene nada que enviar en ${chain}.`,
  retry: 'Reintentar',
  amountProblem: (problem, symbol, feeWords) => {
    switch (problem.kind) {
      case 'fee':
        return problem.max === '0'
          ? `No queda nada para la comisión (${feeWords}). Añade ${symbol} a esta cuenta primero.`
          : `No queda nada para la comisión (${feeWords}). Usa Máx. para enviar todo menos la comisión.`
      case 'feeBalance':
        return `No puedes pagar la comisión (${feeWords}). Añade fondos a esta cuenta primero.`
      default:
        return amountProblemWords(problem, symbol)
    }
  },
  recipientProblem: recipientProblemWords,
  memoTooLong: (max) => `El memo es demasiado largo: ${max} ${max === 1 ? 'byte' : 'bytes'} como máximo.`,
  memoCheck: '¿Envías a un exchange? Comprueba si necesita un memo.',
  memoContract:
    'Esta dirección es una cuenta de contrato o de módulo. Si es de un exchange o una app, comprueba si necesita un memo.',
  otherChain: (chain) => `Esta dirección es de ${chain}. Enviar allí es una transferencia por el puente.`,
  bridge: 'Usar el puente',
  sent: 'Enviado.',
  sendAnother: 'Enviar otro',
}

export const sendNftFormLabels: FirstWords<SendNftFormLabels, 'sendNftFormLabels'> = {
  title: (name) => `Enviar ${name}`,
  recipient: 'Destinatario',
  recipientHint: 'Una dirección init1… o 0x… de esta red',
  recipientProblem: recipientProblemWords,
  contractRecipient:
    'Esta dirección es un contrato. Comprueba que pueda guardar y transferir NFT antes de enviar.',
  unsupported: 'No se pueden mover NFT en esta red: su VM no es Move, EVM ni Wasm.',
  review: 'Revisar',
  cancel: 'Cancelar',
  loading: 'Cargando…',
  retry: 'Reintentar',
}

export const receiveAddressLabels: FirstWords<ReceiveAddressLabels, 'receiveAddressLabels'> = {
  heading: 'Recibir',
  bech32: 'Dirección de Initia',
  hex: 'Dirección EVM',
  copyBech32: 'Copiar dirección de Initia',
  copyHex: 'Copiar dirección EVM',
  copied: 'Copiada',
  qrOf: 'Código QR de',
  qrCode: (address) => `Código QR de ${address}`,
  qrLoading: 'Generando el código QR…',
  noHex: 'Ninguna: esta es una cuenta de contrato o de módulo.',
  invalid:
    'Esto no es una dirección de cuenta, así que no hay dónde recibir. Conecta una billetera o indica su dirección.',
  retry: 'Reintentar',
}

export const portfolioLabels: FirstWords<PortfolioLabels, 'portfolioLabels'> = {
  title: 'Portafolio',
  total: 'Valor total',
  unpriced: 'Algunos tokens no tienen precio y no se cuentan.',
  assets: 'Activos',
  loading: 'Cargando saldos…',
  empty: 'Aún no hay tokens en estas redes.',
  retry: 'Reintentar',
  chainError: (chain, text) => `${chain}: ${text}`,
  retryChain: (chain) => `Reintentar ${chain}`,
  chainsLoading: (chains) => `Aún cargando: ${new Intl.ListFormat('es').format(chains)}`,
  chainCount: (count) => `${count} ${count === 1 ? 'red' : 'redes'}`,
  onChain: (chain) => `en ${chain}`,
  noPrice: 'Sin precio',
  showSmall: (count) => (count === 1 ? `Mostrar ${count} saldo pequeño` : `Mostrar ${count} saldos pequeños`),
  hideSmall: 'Ocultar saldos pequeños',
  unlisted: (count) => `Tokens sin registrar (${count})`,
  baseUnits: 'Cantidades en unidades base: el registro de redes no nombra estos tokens.',
}

export const txPreviewLabels: FirstWords<TxPreviewLabels, 'txPreviewLabels'> = {
  title: 'Confirmar transacción',
  loading: 'Simulando la transacción…',
  actions: 'Qué hace',
  message: (name, detail) => (detail ? `${name}: ${detail}` : name),
  evmCall: (to) => `Llamar al contrato ${to}`,
  memo: 'Memo',
  recipient: 'Destinatario',
  gas: 'Gas',
  fee: 'Comisión',
  feeToken: 'Pagar la comisión en',
  evmFee: 'Se paga en tu billetera EVM',
  changes: 'Cambios de saldo',
  simulated: 'Según una simulación en la red, antes de firmar.',
  confirm: 'Confirmar',
  cancel: 'Cancelar',
  retry: 'Reintentar',
  details: 'Detalles',
  cannotPay: (symbol) =>
    `Tu cuenta no puede pagar esta comisión en ${symbol}. Elige otro token para la comisión o añade fondos.`,
  failures: {
    insufficientFunds:
      'Tu cuenta no tiene suficiente para esta transacción. Añade fondos o baja la cantidad e inténtalo de nuevo.',
    insufficientFee:
      'La comisión es demasiado baja para esta red. Elige otro token de comisión e inténtalo de nuevo.',
    wrongSequence: 'Otra transacción de tu cuenta se adelantó. Inténtalo de nuevo en un momento.',
    unknownMessage:
      'Esta red no conoce uno de los mensajes que pidió la app. No se firmó nada; avisa a la app.',
    outOfGas: 'Esta transacción necesita más gas del que permite la red. No se puede enviar tal como está.',
    unknownAccount: 'Tu cuenta aún no existe en esta red. Recibe algunos fondos en ella primero.',
    invalidAddress:
      'Una dirección de esta transacción no es válida en esta red. Revísala e inténtalo de nuevo.',
    executionFailed:
      'El contrato rechazó esta transacción: fallaría. Revisa lo que pide la app e inténtalo de nuevo.',
    other:
      'La red indica que esta transacción fallaría, así que no se firmó nada. Mira el motivo en Detalles.',
  },
  notAnswering: 'La red no respondió, así que no se pudo comprobar la transacción. Inténtalo en un momento.',
  previewFailed: 'No se pudo comprobar esta transacción, así que no se puede firmar aquí. Mira Detalles.',
  declined: 'Rechazaste la solicitud en tu billetera. No se envió nada.',
  sendFailed: 'No se pudo enviar la transacción. No se firmó dos veces; mira Detalles e inténtalo de nuevo.',
  signing: 'Aprueba la transacción en tu billetera…',
  broadcasting: 'Enviando la transacción…',
  confirming: 'Esperando a que la transacción entre en un bloque…',
  confirmed: 'Transacción confirmada.',
  dropped: 'Otra transacción de tu cuenta ocupó el lugar de esta, así que no se incluirá.',
  failedOnChain: {
    insufficientFunds:
      'La transacción falló en la red: tu cuenta no tenía suficiente. Solo se gastó la comisión.',
    insufficientFee:
      'La transacción falló en la red: la comisión era demasiado baja. Solo se gastó la comisión.',
    wrongSequence:
      'La transacción falló en la red: otra transacción de tu cuenta se adelantó. Solo se gastó la comisión.',
    unknownMessage:
      'La transacción falló en la red: no conoce uno de los mensajes. Solo se gastó la comisión; avisa a la app.',
    outOfGas: 'La transacción falló en la red: se quedó sin gas. Solo se gastó la comisión.',
    unknownAccount:
      'La transacción falló en la red: una cuenta que nombra no existe allí. Solo se gastó la comisión.',
    invalidAddress:
      'La transacción falló en la red: una dirección no es válida allí. Solo se gastó la comisión.',
    executionFailed:
      'La transacción falló en la red: el contrato la rechazó. Solo se gastó la comisión; revisa lo que pidió la app.',
    other: 'La transacción falló en la red. Solo se gastó la comisión; mira el motivo en Detalles.',
  },
  notFoundYet: 'Enviada, pero aún no está en un bloque. Búscala en el explorador antes de enviarla otra vez.',
  alreadySigned: 'Esta transacción ya se firmó; no se vuelve a firmar.',
  hash: 'Transacción',
  explorer: 'Ver en el explorador',
  balanceChanges: balanceChangesLabels,
}
