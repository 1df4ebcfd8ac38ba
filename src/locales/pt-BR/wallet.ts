import type { PortfolioLabels } from '../../components/Portfolio/labels.ts'
import type { ReceiveAddressLabels } from '../../components/ReceiveAddress/labels.ts'
import type { SendFormLabels } from '../../components/SendForm/labels.ts'
import type { SendNftFormLabels } from '../../components/SendNftForm/labels.ts'
import type { TxPreviewLabels } from '../../components/TxPreview/labels.ts'
import type { FirstWords } from '../layout.ts'
import { amountProblemWords, balanceChangesLabels, recipientProblemWords } from './common.ts'

export const sendFormLabels: FirstWords<SendFormLabels, 'sendFormLabels'> = {
  title: 'Enviar',
  asset: 'Ativo',
  amount: 'Valor',
  balance: (amount) => `Saldo: ${amount}`,
  max: 'Máx.',
  fee: (amount) => `Taxa aprox. ${amount}`,
  recipient: 'Destinatário',
  recipientHint: 'Um endereço init1… ou 0x…, ou um nome.init',
  memo: 'Memo',
  memoOptional: '(opcional)',
  review: 'Revisar',
  loading: 'Carregando seus saldos…',
  noAssets: (chain) => `Esta conta não tem nada para enviar na ${chain}.`,
  retry: 'Tentar de novo',
  amountProblem: (problem, symbol, feeWords) => {
    switch (problem.kind) {
      case 'fee':
        return problem.max === '0'
          ? `Não sobra nada para a taxa (${feeWords}). Adicione ${symbol} a esta conta primeiro.`
          : `Não sobra nada para a taxa (${feeWords}). Use Máx. para enviar tudo menos a taxa.`
      case 'feeBalance':
        return `Você não consegue pagar a taxa (${feeWords}). Adicione saldo a esta conta primeiro.`
      default:
        return amountProblemWords(problem, symbol)
    }
  },
  recipientProblem: recipientProblemWords,
  memoTooLong: (max) => `O memo é longo demais: no máximo ${max} ${max === 1 ? 'byte' : 'bytes'}.`,
  memoCheck: 'Enviando para uma exchange? Confira se ela exige memo.',
  memoContract:
    'Este endereço é uma conta de contrato ou módulo. Se for de uma exchange ou app, confira se exige memo.',
  otherChain: (chain) => `Este endereço é da ${chain}. Enviar para lá é uma transferência pela ponte.`,
  bridge: 'Usar a ponte',
  sent: 'Enviado.',
  sendAnother: 'Enviar outro',
}

export const sendNftFormLabels: FirstWords<SendNftFormLabels, 'sendNftFormLabels'> = {
  title: (name) => `Enviar ${name}`,
  recipient: 'Destinatário',
  recipientHint: 'Um endereço init1… ou 0x… desta rede',
  recipientProblem: recipientProblemWords,
  contractRecipient:
    'Este endereço é um contrato. Confira se ele pode guardar e repassar NFTs antes de enviar.',
  unsupported: 'Não é possível mover NFTs nesta rede: a VM dela não é Move, EVM nem Wasm.',
  review: 'Revisar',
  cancel: 'Cancelar',
  loading: 'Carregando…',
  retry: 'Tentar de novo',
}

export const receiveAddressLabels: FirstWords<ReceiveAddressLabels, 'receiveAddressLabels'> = {
  heading: 'Receber',
  bech32: 'Endereço Initia',
  hex: 'Endereço EVM',
  copyBech32: 'Copiar endereço Initia',
  copyHex: 'Copiar endereço EVM',
  copied: 'Copiado',
  qrOf: 'QR code de',
  qrCode: (address) => `QR code de ${address}`,
  qrLoading: 'Gerando o QR code…',
  noHex: 'Nenhum: esta é uma conta de contrato ou módulo.',
  invalid:
    'Isto não é um endereço de conta, então não há onde receber. Conecte uma carteira ou informe o endereço.',
  retry: 'Tentar de novo',
}

export const portfolioLabels: FirstWords<PortfolioLabels, 'portfolioLabels'> = {
  title: 'Portfólio',
  total: 'Valor total',
  unpriced: 'Alguns tokens não têm preço e não entram na conta.',
  assets: 'Ativos',
  loading: 'Carregando saldos…',
  empty: 'Ainda não há tokens nestas redes.',
  retry: 'Tentar de novo',
  chainError: (chain, text) => `${chain}: ${text}`,
  retryChain: (chain) => `Tentar ${chain} de novo`,
  chainsLoading: (chains) => `Ainda carregando: ${new Intl.ListFormat('pt-BR').format(chains)}`,
  chainCount: (count) => `${count} ${count === 1 ? 'rede' : 'redes'}`,
  onChain: (chain) => `na ${chain}`,
  noPrice: 'Sem preço',
  showSmall: (count) => (count === 1 ? `Mostrar ${count} saldo pequeno` : `Mostrar ${count} saldos pequenos`),
  hideSmall: 'Ocultar saldos pequenos',
  unlisted: (count) => `Tokens sem registro (${count})`,
  baseUnits: 'Valores em unidades base: o registro de redes não nomeia estes tokens.',
}

export const txPreviewLabels: FirstWords<TxPreviewLabels, 'txPreviewLabels'> = {
  title: 'Confirmar transação',
  loading: 'Simulando a transação…',
  actions: 'O que ela faz',
  message: (name, detail) => (detail ? `${name}: ${detail}` : name),
  evmCall: (to) => `Chamar o contrato ${to}`,
  memo: 'Memo',
  recipient: 'Destinatário',
  gas: 'Gas',
  fee: 'Taxa',
  feeToken: 'Pagar a taxa em',
  evmFee: 'Paga na sua carteira EVM',
  changes: 'Mudanças de saldo',
  simulated: 'De uma simulação na rede, antes de assinar.',
  confirm: 'Confirmar',
  cancel: 'Cancelar',
  retry: 'Tentar de novo',
  details: 'Detalhes',
  cannotPay: (symbol) =>
    `Sua conta não consegue pagar esta taxa em ${symbol}. Escolha outro token para a taxa ou adicione fundos.`,
  failures: {
    insufficientFunds:
      'Sua conta não tem o suficiente para esta transação. Adicione fundos ou reduza o valor e tente de novo.',
    insufficientFee: 'A taxa é baixa demais para esta rede. Escolha outro token para a taxa e tente de novo.',
    wrongSequence: 'Outra transação da sua conta passou na frente. Tente de novo em instantes.',
    unknownMessage:
      'Esta rede não conhece uma das mensagens que o app pediu. Nada foi assinado; avise o app.',
    outOfGas: 'Esta transação precisa de mais gas do que a rede permite. Ela não pode ser enviada assim.',
    unknownAccount: 'Sua conta ainda não existe nesta rede. Receba alguns fundos nela primeiro.',
    invalidAddress: 'Um endereço desta transação não é válido nesta rede. Confira e tente de novo.',
    executionFailed:
      'O contrato recusou esta transação: ela falharia. Confira o que o app pede e tente de novo.',
    other: 'A rede diz que esta transação falharia, então nada foi assinado. Veja o motivo em Detalhes.',
  },
  notAnswering: 'A rede não respondeu, então a transação não pôde ser verificada. Tente em instantes.',
  previewFailed: 'Esta transação não pôde ser verificada, então não pode ser assinada aqui. Veja Detalhes.',
  declined: 'Você recusou a solicitação na carteira. Nada foi enviado.',
  sendFailed:
    'Não foi possível enviar a transação. Nada foi assinado duas vezes; veja Detalhes e tente de novo.',
  signing: 'Aprove a transação na carteira…',
  broadcasting: 'Enviando a transação…',
  confirming: 'Aguardando a transação entrar em um bloco…',
  confirmed: 'Transação confirmada.',
  dropped: 'Outra transação da sua conta tomou o lugar desta, então ela não será incluída.',
  failedOnChain: {
    insufficientFunds: 'A transação falhou na rede: sua conta não tinha o suficiente. Só a taxa foi gasta.',
    insufficientFee: 'A transação falhou na rede: a taxa era baixa demais. Só a taxa foi gasta.',
    wrongSequence:
      'A transação falhou na rede: outra transação da sua conta passou na frente. Só a taxa foi gasta.',
    unknownMessage:
      'A transação falhou na rede: ela não conhece uma das mensagens. Só a taxa foi gasta; avise o app.',
    outOfGas: 'A transação falhou na rede: o gas acabou. Só a taxa foi gasta.',
    unknownAccount: 'A transação falhou na rede: uma conta citada nela não existe lá. Só a taxa foi gasta.',
    invalidAddress: 'A transação falhou na rede: um endereço nela não é válido lá. Só a taxa foi gasta.',
    executionFailed:
      'A transação falhou na rede: o contrato a recusou. Só a taxa foi gasta; confira o que o app pediu.',
    other: 'A transação falhou na rede. Só a taxa foi gasta; veja o motivo em Detalhes.',
  },
  notFoundYet: 'Enviada, mas ainda não está em um bloco. Procure no explorer antes de enviar de novo.',
  alreadySigned: 'Esta transação já foi assinada; ela não é assinada de novo.',
  hash: 'Transação',
  explorer: 'Ver no explorer',
  balanceChanges: balanceChangesLabels,
}
