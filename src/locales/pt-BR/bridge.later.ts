import type { BridgeErrorWords } from '../../components/BridgeWidget/errorWords.ts'
import type { BridgeHistoryLabels } from '../../components/BridgeWidget/FoundHistory.tsx'
import type { BridgeWidgetLabels } from '../../components/BridgeWidget/labels.ts'
import type { LaterWords } from '../layout.ts'
import { minutes, timeUnits } from '../shared/bridge.ts'
import { hopStateIn, relativeTimeIn } from '../shared/bridgeLater.ts'
import { errorWords, recipientFieldLabels, recipientNameLabels } from './common.later.ts'

const inUnit = timeUnits('pt-BR', { long: ['day'] })

const bridgeNames: Record<string, string> = {
  transfer: 'Transferência IBC',
  ibc_transfer: 'Transferência IBC',
  swap: 'Troca',
  evm_swap: 'Troca',
  op_init_transfer: 'Ponte OPinit',
  cctp_transfer: 'CCTP',
  axelar_transfer: 'Axelar',
  hyperlane_transfer: 'Hyperlane',
  go_fast_transfer: 'Go Fast',
  stargate_transfer: 'Stargate',
  layer_zero_transfer: 'LayerZero',
  eureka_transfer: 'IBC Eureka',
  bank_send: 'Envio',
}

export const bridgeErrorWords: BridgeErrorWords = {
  UserRejectedError: 'Você recusou a solicitação na carteira. Nada foi enviado.',
  WalletNotConnectedError: 'Nenhuma carteira conectada. Conecte sua carteira e tente de novo.',
  ChainNotConfiguredError: 'A configuração de carteiras deste site não inclui esta rede. Escolha outra rede.',
  TxRejectedError:
    'A rede recusou a transação, então nada foi enviado. Confira seu saldo e as taxas e tente de novo.',
  ReceiptTimeoutError:
    'Sua transação ainda não foi confirmada. Procure-a em um explorer antes de enviar de novo.',
  UnsupportedMessageError:
    'Sua carteira não consegue assinar este tipo de transação. Tente outra rota ou carteira.',
  UnsupportedTxError:
    'Sua carteira não consegue enviar este tipo de transação. Conecte uma carteira dessa rede.',
  SignerMismatchError: 'Sua carteira mudou para outra conta. Volte para a anterior ou peça uma nova cotação.',
  UnsupportedSignerError: 'Sua carteira não consegue assinar esta etapa da ponte. Tente outra, como a Keplr.',
  SimulationFailedError:
    'A rede diz que esta transação falharia, então nada foi assinado. Veja o motivo em Detalhes.',
  AccountNotFoundError:
    'Sua conta ainda não existe nesta rede. Envie fundos para ela lá primeiro e tente de novo.',
  BroadcastUncertainError:
    'Sua transação pode ter sido enviada, mas a rede não confirmou. Confira a atividade da carteira antes de assinar de novo.',
  RouterError:
    'O serviço da ponte não conseguiu processar a solicitação. Tente de novo ou escolha outra rota.',
  RouteNotFoundError: 'Não há rota entre estes ativos para este valor. Tente outro par ou valor.',
  BadPriceError: 'Esta rota perde muito valor. Tente um valor menor ou veja a rota mesmo assim.',
  InvalidAmountError: 'Este valor não pode ser enviado nesta rota. Tente outro valor.',
  TxNotFoundError: 'O serviço da ponte ainda não viu esta transação. Aguarde um pouco e confira de novo.',
  RateLimitedError: 'O serviço está ocupado. Aguarde um pouco e tente de novo.',
  MsgsMismatchError:
    'A transação preparada pelo serviço da ponte não confere com sua cotação, então não foi assinada. Nada foi enviado.',
  SimulatedOutflowError:
    'Uma verificação antes da assinatura mostrou a transação tirando da sua conta mais do que a cotação, então não foi assinada. Nada foi enviado.',
  SimulationUnavailableError:
    'A rede não respondeu à verificação da sua transação, então ela não foi assinada. Nada foi enviado. Tente em instantes.',
  WalletContractError:
    'Sua carteira não informou se a transação foi enviada. Confira a atividade da carteira antes de assinar de novo.',
  TransferStorageError:
    'Seu navegador não conseguiu salvar esta transferência. Mantenha esta página aberta até terminar.',
  StorageEntryError:
    'Uma transferência salva não pôde ser lida e foi separada. Suas outras transferências não são afetadas.',
  RecipientEntryError:
    'Um destinatário salvo não pôde ser lido e foi deixado de fora. Seus outros destinatários salvos não são afetados.',
  TransferRecordError:
    'Uma transferência salva não pôde ser lida. Suas outras transferências não são afetadas.',
  NewerTransferRecordError:
    'Uma transferência salva foi feita por uma versão mais nova deste site. Recarregue a página para abri-la.',
  BroadcastNotFoundError: 'Sua transação não chegou à rede, então nada foi enviado. Assine de novo.',
  TrackTimeoutError:
    'A ponte ainda não viu sua transação; a rede pode tê-la descartado. Confira em um explorer e depois continue ou remova.',
  SignatureRequiredError:
    'Parte da sua transferência foi concluída. Assine a próxima transação na carteira para continuar.',
  TransferStateUnknownError:
    'A ponte não sabe onde está sua transferência. Confira em um explorer e depois continue ou remova.',
  TransferAbandonedError:
    'A ponte parou de acompanhar sua transferência. Toque em Continuar para acompanhar de novo ou confira em um explorer.',
  InterruptedSignatureError:
    'A página fechou enquanto sua carteira assinava. Confira a atividade da carteira antes de assinar de novo.',
  TransferFailedError:
    'A transferência falhou no caminho. Confira em um explorer para ver onde estão seus fundos.',
  ClaimUnconfirmedError:
    'Seu resgate foi enviado, mas os fundos ainda não chegaram. Confira em um explorer; resgatar de novo é seguro.',
  WithdrawalMismatchError:
    'O registro do rollup deste saque não confere com sua transferência, então nada foi resgatado nem enviado.',
}

export const bridgeHistoryLabels: BridgeHistoryLabels = {
  foundOnChain: 'Encontrada na rede',
  trackAgain: 'Acompanhar de novo',
  state: {
    success: 'Concluída',
    error: 'Falhou',
    abandoned: 'Parada',
    pending: 'Em andamento',
    unknown: 'Ainda desconhecido',
    finalizing: 'Aguardando resgate',
    claimable: 'Pronta para resgate',
    claimed: 'Resgatada',
    notFollowed: 'Não acompanhada',
  },
  chainFailed: (chain) => `Não foi possível ler o histórico da ${chain}`,
}

export const bridgeWidgetLabels: LaterWords<BridgeWidgetLabels, 'bridgeWidgetLabels'> = {
  connectToSend: (chain) => `Conecte uma carteira que possa assinar na ${chain} para enviar dela.`,
  enterRecipient: (chain) => `Informe um endereço na ${chain} para receber.`,
  savedRecipients: recipientFieldLabels,
  recipientName: recipientNameLabels,
  recipientProblem: (problem, chain) =>
    problem === 'empty'
      ? `Digite o endereço que recebe os fundos na ${chain}.`
      : problem === 'prefix'
        ? `Este endereço não é da ${chain}: confira as primeiras letras.`
        : `Isto não é um endereço da ${chain}.`,
  minimumReceived: 'Mínimo recebido',
  feesDeducted: 'Descontadas do valor',
  feesAdditional: 'Pagas à parte',
  sender: 'Endereço de origem',
  signatures: (count) =>
    count === 1 ? 'Você assina uma vez na carteira.' : `Você assina ${count} vezes na carteira.`,
  mayApprove: 'Sua carteira pode pedir primeiro que você aprove o token.',
  claimLater: (chain) =>
    `Isto é um saque: quando o período de espera acabar, você resgata os fundos na ${chain} com mais uma assinatura.`,
  steps: 'Rota',
  step: (kind, from, to) =>
    from === to ? `${bridgeNames[kind] ?? kind} na ${from}` : `${bridgeNames[kind] ?? kind}: ${from} → ${to}`,
  riskAcknowledge: 'Entendo que posso receber bem menos do que envio',
  highPriceImpact: (percent) => `Esta troca move o preço em ${percent} %: você recebe bem menos.`,
  badPriceWarning: 'Você receberia bem menos valor do que envia.',
  reviewTitle: 'Revise a transferência',
  balanceChanges: 'Seus saldos',
  changesOn: (chain) => `Na ${chain}:`,
  simulatedChanges: 'Simulado pela rede antes de assinar',
  simulatedTx: (tx, chain) => `Transação ${tx} na ${chain}:`,
  simulatedGas: (gas) => `${gas} de gas`,
  notSimulated: 'não simulado (nenhum endereço conhecido nesta rede); conferido só com a cotação',
  confirm: 'Confirmar e assinar',
  back: 'Voltar',
  newTransfer: 'Nova transferência',
  signAgain: 'Assinar de novo',
  resume: 'Continuar',
  dismiss: 'Remover',
  view: 'Ver',
  claim: 'Resgatar',
  claimOn: (chain) => `Resgatar na ${chain}`,
  claimIn: (seconds) =>
    `Você pode resgatar em cerca de ${
      seconds < 60
        ? inUnit(Math.max(1, Math.ceil(seconds)), 'second')
        : seconds < 2 * 3600
          ? inUnit(minutes(seconds), 'minute')
          : seconds < 2 * 86_400
            ? inUnit(Math.round(seconds / 3600), 'hour')
            : inUnit(Math.round(seconds / 86_400), 'day')
    }`,
  waitingForOutput: (chain) => `Aguardando o rollup informar o saque à ${chain}`,
  timeLeft: (seconds) =>
    `faltam cerca de ${
      seconds < 60 ? inUnit(Math.max(1, Math.ceil(seconds)), 'second') : inUnit(minutes(seconds), 'minute')
    }`,
  overdue: 'Demorando mais que o esperado',
  received: (amount, chain) => `Você recebeu ${amount} na ${chain}.`,
  explorerTx: (chain, role) =>
    role === 'send'
      ? `Enviado na ${chain}`
      : role === 'receive'
        ? `Recebido na ${chain}`
        : role === 'acknowledge'
          ? `Confirmado na ${chain}`
          : `Transação na ${chain}`,
  progressTitle: 'Transferência',
  routeProgress: 'Progresso da rota',
  relativeTime: relativeTimeIn('pt-BR', 'agora mesmo', 'short'),
  hopState: hopStateIn({
    waiting: 'aguardando',
    done: 'concluído',
    failed: 'falhou',
    active: 'em andamento',
  }),
  gasOnDestination: (chain) => `Gas na ${chain}`,
  gasWhy: (symbol) => `O destinatário não tem ${symbol} para pagar taxas.`,
  gasBring: (symbol) => `Adicionar ${symbol} para taxas`,
  gasCost: (cost, amount) => `${cost} por ${amount}`,
  gasSignedApart: (count) =>
    count === 1
      ? 'Mais uma assinatura, após a transferência.'
      : `Mais ${count} assinaturas, após a transferência.`,
  gasSignaturesToBring: (count) =>
    count === 1 ? 'Uma assinatura na carteira.' : `${count} assinaturas na carteira.`,
  gasUnavailable: 'Não foi possível adicionar gas para as taxas. A transferência funciona sem ele.',
  gasProgress: {
    waiting: (amount) => `${amount} para taxas: após o envio da transferência`,
    signing: (amount) => `${amount} para taxas: assine na carteira`,
    sending: (amount) => `${amount} para taxas: a caminho`,
    arrived: (amount) => `${amount} para taxas: recebido`,
    failed: (amount) => `Não foi possível enviar ${amount} para taxas. A transferência não foi afetada.`,
    notSent: (amount) =>
      `${amount} para taxas não foi enviado: a página foi fechada antes da assinatura. A transferência não foi afetada.`,
  },
  errors: {
    ...errorWords,
    ...bridgeErrorWords,
    UserRejectedError: 'Você recusou a assinatura na carteira. Nada foi enviado.',
    RateLimitedError: 'O serviço da ponte está ocupado. Aguarde um pouco e tente de novo.',
    TimeoutError: 'O serviço da ponte não respondeu a tempo. Tente de novo.',
    NetworkError: 'Não foi possível acessar o serviço da ponte. Verifique sua conexão e tente de novo.',
    HttpError: 'O serviço da ponte respondeu com um erro. Tente de novo em instantes.',
    ResponseValidationError:
      'O serviço da ponte enviou algo que esta página não consegue ler. Tente mais tarde.',
    generic: 'Algo deu errado. Tente de novo.',
  },
}
