import type { BridgeErrorWords } from '../../components/BridgeWidget/errorWords.ts'
import type { BridgeHistoryLabels } from '../../components/BridgeWidget/FoundHistory.tsx'
import type { BridgeWidgetLabels } from '../../components/BridgeWidget/labels.ts'
import type { LaterWords } from '../layout.ts'
import { minutes, timeUnits } from '../shared/bridge.ts'
import { hopStateIn, relativeTimeIn } from '../shared/bridgeLater.ts'
import { errorWords, recipientFieldLabels, recipientNameLabels } from './common.later.ts'

const inUnit = timeUnits('es', { long: ['day'] })

const bridgeNames: Record<string, string> = {
  transfer: 'Transferencia IBC',
  ibc_transfer: 'Transferencia IBC',
  swap: 'Intercambio',
  evm_swap: 'Intercambio',
  op_init_transfer: 'Puente OPinit',
  cctp_transfer: 'CCTP',
  axelar_transfer: 'Axelar',
  hyperlane_transfer: 'Hyperlane',
  go_fast_transfer: 'Go Fast',
  stargate_transfer: 'Stargate',
  layer_zero_transfer: 'LayerZero',
  eureka_transfer: 'IBC Eureka',
  bank_send: 'Envío',
}

export const bridgeErrorWords: BridgeErrorWords = {
  UserRejectedError: 'Rechazaste la solicitud en tu billetera. No se envió nada.',
  WalletNotConnectedError: 'No hay ninguna billetera conectada. Conecta tu billetera e inténtalo de nuevo.',
  ChainNotConfiguredError:
    'La configuración de billeteras de este sitio no incluye esta red. Elige otra red.',
  TxRejectedError:
    'La red rechazó la transacción, así que no se envió nada. Revisa tu saldo y las comisiones e inténtalo de nuevo.',
  ReceiptTimeoutError:
    'Tu transacción aún no está confirmada. Búscala en un explorador antes de enviarla otra vez.',
  UnsupportedMessageError:
    'Tu billetera no puede firmar este tipo de transacción. Prueba otra ruta o billetera.',
  UnsupportedTxError:
    'Tu billetera no puede enviar este tipo de transacción. Conecta una billetera de esa red.',
  SignerMismatchError: 'Tu billetera cambió a otra cuenta. Vuelve a la anterior o pide una cotización nueva.',
  UnsupportedSignerError: 'Tu billetera no puede firmar este paso del puente. Prueba otra, como Keplr.',
  SimulationFailedError:
    'La red indica que esta transacción fallaría, así que no se firmó nada. Mira el motivo en Detalles.',
  AccountNotFoundError:
    'Tu cuenta aún no existe en esta red. Envíale fondos allí primero e inténtalo de nuevo.',
  BroadcastUncertainError:
    'Puede que tu transacción se haya enviado, pero la red no la confirmó. Revisa la actividad de tu billetera antes de volver a firmar.',
  RouterError: 'El servicio del puente no pudo procesar la solicitud. Inténtalo de nuevo o elige otra ruta.',
  RouteNotFoundError: 'No hay ruta entre estos activos para esta cantidad. Prueba otro par u otra cantidad.',
  BadPriceError: 'Esta ruta pierde mucho valor. Prueba una cantidad menor o mira la ruta de todos modos.',
  InvalidAmountError: 'Esta cantidad no se puede enviar por esta ruta. Prueba otra cantidad.',
  TxNotFoundError:
    'El servicio del puente aún no ve esta transacción. Espera un momento y vuelve a comprobar.',
  RateLimitedError: 'El servicio está ocupado. Espera un momento e inténtalo de nuevo.',
  MsgsMismatchError:
    'La transacción que preparó el servicio del puente no coincide con tu cotización, así que no se firmó. No se envió nada.',
  SimulatedOutflowError:
    'Una comprobación previa a la firma mostró que la transacción sacaba de tu cuenta más que la cotización, así que no se firmó. No se envió nada.',
  SimulationUnavailableError:
    'La red no respondió a la comprobación de tu transacción, así que no se firmó. No se envió nada. Inténtalo en un momento.',
  WalletContractError:
    'Tu billetera no indicó si la transacción se envió. Revisa la actividad de tu billetera antes de volver a firmar.',
  TransferStorageError:
    'Tu navegador no pudo guardar esta transferencia. Mantén esta página abierta hasta que termine.',
  StorageEntryError:
    'Una transferencia guardada no se pudo leer y se apartó. Tus otras transferencias no se ven afectadas.',
  RecipientEntryError:
    'Un destinatario guardado no se pudo leer y se omitió. Tus otros destinatarios guardados no se ven afectados.',
  TransferRecordError:
    'Una transferencia guardada no se pudo leer. Tus otras transferencias no se ven afectadas.',
  NewerTransferRecordError:
    'Una transferencia guardada se creó con una versión más nueva de este sitio. Recarga la página para abrirla.',
  BroadcastNotFoundError: 'Tu transacción no llegó a la red, así que no se envió nada. Fírmala de nuevo.',
  TrackTimeoutError:
    'El puente aún no ve tu transacción; puede que la red la haya descartado. Búscala en un explorador y luego continúa o quítala.',
  SignatureRequiredError:
    'Parte de tu transferencia está hecha. Firma la siguiente transacción en tu billetera para seguir.',
  TransferStateUnknownError:
    'El puente no sabe dónde está tu transferencia. Búscala en un explorador y luego continúa o quítala.',
  TransferAbandonedError:
    'El puente dejó de seguir tu transferencia. Pulsa Continuar para seguirla de nuevo o búscala en un explorador.',
  InterruptedSignatureError:
    'La página se cerró mientras tu billetera firmaba. Revisa la actividad de tu billetera antes de volver a firmar.',
  TransferFailedError:
    'La transferencia falló por el camino. Búscala en un explorador para ver dónde están tus fondos.',
  ClaimUnconfirmedError:
    'Tu reclamo se envió, pero los fondos aún no llegaron. Búscalo en un explorador; reclamar de nuevo es seguro.',
  WithdrawalMismatchError:
    'El registro del rollup de este retiro no coincide con tu transferencia, así que no se reclamó ni envió nada.',
}

export const bridgeHistoryLabels: BridgeHistoryLabels = {
  foundOnChain: 'Encontrada en la red',
  trackAgain: 'Seguir de nuevo',
  state: {
    success: 'Completada',
    error: 'Fallida',
    abandoned: 'Detenida',
    pending: 'En curso',
    unknown: 'Aún no se sabe',
    finalizing: 'Esperando reclamo',
    claimable: 'Lista para reclamar',
    claimed: 'Reclamada',
    notFollowed: 'Sin seguimiento',
  },
  chainFailed: (chain) => `No se pudo leer el historial de ${chain}`,
}

export const bridgeWidgetLabels: LaterWords<BridgeWidgetLabels, 'bridgeWidgetLabels'> = {
  connectToSend: (chain) => `Conecta una billetera que pueda firmar en ${chain} para enviar desde allí.`,
  enterRecipient: (chain) => `Introduce una dirección en ${chain} para recibir.`,
  savedRecipients: recipientFieldLabels,
  recipientName: recipientNameLabels,
  recipientProblem: (problem, chain) =>
    problem === 'empty'
      ? `Introduce la dirección que recibe los fondos en ${chain}.`
      : problem === 'prefix'
        ? `Esta dirección no es de ${chain}: revisa sus primeras letras.`
        : `Esto no es una dirección de ${chain}.`,
  minimumReceived: 'Mínimo recibido',
  feesDeducted: 'Descontadas de la cantidad',
  feesAdditional: 'Pagadas aparte',
  sender: 'Dirección de origen',
  signatures: (count) =>
    count === 1 ? 'Firmarás una vez en tu billetera.' : `Firmarás ${count} veces en tu billetera.`,
  mayApprove: 'Puede que tu billetera te pida primero aprobar el token.',
  claimLater: (chain) =>
    `Esto es un retiro: cuando termine su periodo de espera, reclamas los fondos en ${chain} con una firma más.`,
  steps: 'Ruta',
  step: (kind, from, to) =>
    from === to ? `${bridgeNames[kind] ?? kind} en ${from}` : `${bridgeNames[kind] ?? kind}: ${from} → ${to}`,
  riskAcknowledge: 'Entiendo que puedo recibir mucho menos de lo que envío',
  highPriceImpact: (percent) => `Este intercambio mueve el precio un ${percent} %: recibes mucho menos.`,
  badPriceWarning: 'Recibirías mucho menos valor del que envías.',
  reviewTitle: 'Revisa la transferencia',
  balanceChanges: 'Tus saldos',
  changesOn: (chain) => `En ${chain}:`,
  simulatedChanges: 'Simulado por la red antes de firmar',
  simulatedTx: (tx, chain) => `Transacción ${tx} en ${chain}:`,
  simulatedGas: (gas) => `${gas} de gas`,
  notSimulated: 'sin simular (no se conoce ninguna dirección en esta red); solo se comparó con la cotización',
  confirm: 'Confirmar y firmar',
  back: 'Atrás',
  newTransfer: 'Nueva transferencia',
  signAgain: 'Firmar de nuevo',
  resume: 'Continuar',
  dismiss: 'Quitar',
  view: 'Ver',
  claim: 'Reclamar',
  claimOn: (chain) => `Reclamar en ${chain}`,
  claimIn: (seconds) =>
    `Podrás reclamar en unos ${
      seconds < 60
        ? inUnit(Math.max(1, Math.ceil(seconds)), 'second')
        : seconds < 2 * 3600
          ? inUnit(minutes(seconds), 'minute')
          : seconds < 2 * 86_400
            ? inUnit(Math.round(seconds / 3600), 'hour')
            : inUnit(Math.round(seconds / 86_400), 'day')
    }`,
  waitingForOutput: (chain) => `Esperando a que el rollup informe del retiro a ${chain}`,
  timeLeft: (seconds) =>
    `quedan unos ${
      seconds < 60 ? inUnit(Math.max(1, Math.ceil(seconds)), 'second') : inUnit(minutes(seconds), 'minute')
    }`,
  overdue: 'Está tardando más de lo previsto',
  received: (amount, chain) => `Recibiste ${amount} en ${chain}.`,
  explorerTx: (chain, role) =>
    role === 'send'
      ? `Enviado en ${chain}`
      : role === 'receive'
        ? `Recibido en ${chain}`
        : role === 'acknowledge'
          ? `Confirmado en ${chain}`
          : `Transacción en ${chain}`,
  progressTitle: 'Transferencia',
  routeProgress: 'Progreso de la ruta',
  relativeTime: relativeTimeIn('es', 'justo ahora', 'short'),
  hopState: hopStateIn({ waiting: 'en espera', done: 'hecho', failed: 'fallido', active: 'en curso' }),
  gasOnDestination: (chain) => `Gas en ${chain}`,
  gasWhy: (symbol) => `El destinatario no tiene ${symbol} para pagar comisiones.`,
  gasBring: (symbol) => `Añadir ${symbol} para comisiones`,
  gasCost: (cost, amount) => `${cost} por ${amount}`,
  gasSignedApart: (count) =>
    count === 1 ? 'Una firma más, tras la transferencia.' : `${count} firmas más, tras la transferencia.`,
  gasSignaturesToBring: (count) =>
    count === 1 ? 'Una firma en tu billetera.' : `${count} firmas en tu billetera.`,
  gasUnavailable: 'No se pudo añadir gas para las comisiones. La transferencia funciona sin él.',
  gasProgress: {
    waiting: (amount) => `${amount} para comisiones: tras enviar la transferencia`,
    signing: (amount) => `${amount} para comisiones: firma en tu billetera`,
    sending: (amount) => `${amount} para comisiones: en camino`,
    arrived: (amount) => `${amount} para comisiones: recibido`,
    failed: (amount) => `No se pudo enviar ${amount} para comisiones. La transferencia no se ve afectada.`,
    notSent: (amount) =>
      `${amount} para comisiones no se envió: la página se cerró antes de firmar. La transferencia no se ve afectada.`,
  },
  errors: {
    ...errorWords,
    ...bridgeErrorWords,
    UserRejectedError: 'Rechazaste la firma en tu billetera. No se envió nada.',
    RateLimitedError: 'El servicio del puente está ocupado. Espera un momento e inténtalo de nuevo.',
    TimeoutError: 'El servicio del puente no respondió a tiempo. Inténtalo de nuevo.',
    NetworkError: 'No se pudo conectar con el servicio del puente. Revisa tu conexión e inténtalo de nuevo.',
    HttpError: 'El servicio del puente respondió con un error. Inténtalo de nuevo en un momento.',
    ResponseValidationError:
      'El servicio del puente envió algo que esta página no puede leer. Inténtalo más tarde.',
    generic: 'Algo salió mal. Inténtalo de nuevo.',
  },
}
