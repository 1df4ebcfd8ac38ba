import type { BridgeWidgetLabels } from '../../components/BridgeWidget/labels.ts'
import type { FirstWords } from '../layout.ts'
import { minutes, timeUnits } from '../shared/bridge.ts'
import { amountProblemWords } from './common.ts'

const inUnit = timeUnits('es', { long: ['day'] })

const linkFields: Record<string, string> = {
  sourceChain: 'La red de origen',
  sourceAsset: 'El activo de origen',
  destChain: 'La red de destino',
  destAsset: 'El activo de destino',
  amount: 'La cantidad',
  recipient: 'El destinatario',
}

export const bridgeWidgetLabels: FirstWords<BridgeWidgetLabels, 'bridgeWidgetLabels'> = {
  title: 'Puente',
  from: 'Desde',
  to: 'Hacia',
  amount: 'Cantidad',
  max: 'Máx.',
  balance: (amount) => `Saldo: ${amount}`,
  flip: 'Intercambiar origen y destino',
  flipLocked: 'No se puede intercambiar: hay un lado bloqueado',
  chooseAsset: 'Elige un activo',
  search: 'Buscar redes y activos',
  noMatch: 'Sin resultados',
  onChain: (chain) => `en ${chain}`,
  loadingAssets: 'Cargando redes y activos…',
  walletCannotSign: (chain) =>
    `Tu billetera no puede enviar desde ${chain}. Conecta una que pueda o elige otro origen.`,
  assetsError: 'No se pudo cargar la lista de redes y activos.',
  slippage: 'Deslizamiento',
  slippageCustom: 'Deslizamiento propio (%)',
  slippageCustomPlaceholder: 'Otro %',
  slippageProblem: {
    invalid: 'Escribe el deslizamiento como número, por ejemplo 1 o 0,5.',
    range: 'El deslizamiento debe estar entre 0,01 % y 50 %.',
  },
  recipient: 'Destinatario',
  recipientOwn: 'Tu dirección',
  recipientEdit: 'Enviar a otra dirección',
  recipientUseOwn: 'Usar mi dirección',
  recipientAtReview: 'Se pide al revisar',
  amountProblem: amountProblemWords,
  linkProblem: (field, problem) =>
    `${linkFields[field] ?? field} del enlace ${
      problem === 'unknown'
        ? 'no está disponible aquí. Elige otra opción.'
        : problem === 'locked'
          ? `se ignoró: esta página solo envía ${field.startsWith('source') ? 'desde' : 'a'} lo que muestra.`
          : problem === 'large'
            ? 'es demasiado grande.'
            : problem === 'decimals'
              ? 'tiene más decimales que este activo.'
              : problem === 'zero'
                ? 'es 0.'
                : 'no se pudo leer y se omitió.'
    }`,
  defaultNotOffered: (side) =>
    `Ese token no se puede ${side === 'source' ? 'enviar' : 'recibir'} por el puente aquí. Elige uno de los ofrecidos.`,
  lockNotOffered: (side, problem, name) =>
    `El servicio del puente no ofrece por ahora ${problem === 'chain' ? `la red ${name}` : name}, así que no se puede enviar nada ${side === 'source' ? 'desde ahí' : 'ahí'}. Inténtalo más tarde.`,
  routePreference: 'Ruta',
  routePreferences: { fastest: 'Más rápida', cheapest: 'Más barata' },
  routeChosen: (preference, bridges) =>
    `Ruta ${preference === 'fastest' ? 'más rápida' : 'más barata'}${bridges.length > 0 ? ` vía ${new Intl.ListFormat('es').format(bridges)}` : ''}`,
  youReceive: 'Recibes',
  fees: 'Comisiones',
  etaLabel: 'Tiempo',
  eta: (seconds) =>
    seconds < 10
      ? 'unos segundos'
      : seconds < 90
        ? `unos ${inUnit(seconds, 'second')}`
        : `unos ${inUnit(minutes(seconds), 'minute')}`,
  priceImpact: 'Impacto en el precio',
  updatingQuote: 'Actualizando la cotización…',
  showRouteAnyway: 'Mostrar la ruta igualmente',
  review: 'Revisar',
  retry: 'Reintentar',
  details: 'Detalles',
  history: 'Transferencias recientes',
  otherWithdrawals: 'Retiros por reclamar',
  status: {
    idle: 'Introduce una cantidad',
    quoting: 'Buscando la mejor ruta…',
    quoted: 'Listo',
    preparing: 'Preparando la transacción…',
    signingOpHook: 'Aprueba el paso del puente en tu billetera',
    approving: 'Aprueba el token en tu billetera',
    signing: 'Firma la transacción en tu billetera',
    broadcasting: 'Enviando…',
    tracking: 'En camino',
    confirming: 'Buscando tu transacción en la red',
    actionRequired: 'Se necesita tu acción',
    finalizing: 'Salió del rollup: esperando que termine el periodo de retiro',
    claimable: 'Listo para reclamar en la red de destino',
    claiming: 'Reclamando tus fondos',
    completed: 'Completada',
    failed: 'Fallida',
    refunded: 'Fallida: los fondos se devolvieron',
    abandoned: 'Sin seguimiento',
  },
}
