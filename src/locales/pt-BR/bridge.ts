import type { BridgeWidgetLabels } from '../../components/BridgeWidget/labels.ts'
import type { FirstWords } from '../layout.ts'
import { minutes, timeUnits } from '../shared/bridge.ts'
import { amountProblemWords } from './common.ts'

const inUnit = timeUnits('pt-BR', { long: ['day'] })

const linkFields: Record<string, string> = {
  sourceChain: 'rede de origem',
  sourceAsset: 'ativo de origem',
  destChain: 'rede de destino',
  destAsset: 'ativo de destino',
  amount: 'valor',
  recipient: 'destinatário',
}

export const bridgeWidgetLabels: FirstWords<BridgeWidgetLabels, 'bridgeWidgetLabels'> = {
  title: 'Ponte',
  from: 'De',
  to: 'Para',
  amount: 'Valor',
  max: 'Máx.',
  balance: (amount) => `Saldo: ${amount}`,
  flip: 'Inverter origem e destino',
  flipLocked: 'Não é possível inverter: um lado está fixo',
  chooseAsset: 'Escolha um ativo',
  search: 'Buscar redes e ativos',
  noMatch: 'Nenhum resultado',
  onChain: (chain) => `na ${chain}`,
  loadingAssets: 'Carregando redes e ativos…',
  walletCannotSign: (chain) =>
    `Sua carteira não consegue enviar da ${chain}. Conecte uma que consiga ou escolha outra origem.`,
  assetsError: 'Não foi possível carregar a lista de redes e ativos.',
  slippage: 'Slippage',
  slippageCustom: 'Outro slippage (%)',
  slippageCustomPlaceholder: 'Outro %',
  slippageProblem: {
    invalid: 'Digite o slippage como número, como 1 ou 0,5.',
    range: 'O slippage deve ficar entre 0,01 % e 50 %.',
  },
  recipient: 'Destinatário',
  recipientOwn: 'Seu endereço',
  recipientEdit: 'Enviar para outro endereço',
  recipientUseOwn: 'Usar meu endereço',
  recipientAtReview: 'Pedido ao revisar',
  amountProblem: amountProblemWords,
  linkProblem: (field, problem) =>
    `Campo “${linkFields[field] ?? field}” do link: ${
      problem === 'unknown'
        ? 'não está disponível aqui. Escolha outra opção.'
        : problem === 'locked'
          ? `ignorado, pois nesta página ${field.startsWith('source') ? 'a origem é fixa' : 'o destino é fixo'}.`
          : problem === 'large'
            ? 'grande demais.'
            : problem === 'decimals'
              ? 'tem mais casas decimais que este ativo.'
              : problem === 'zero'
                ? 'é 0.'
                : 'não pôde ser lido e foi ignorado.'
    }`,
  defaultNotOffered: (side) =>
    `Esse token não pode ser ${side === 'source' ? 'enviado' : 'recebido'} pela ponte aqui. Escolha um dos tokens oferecidos.`,
  lockNotOffered: (side, problem, name) =>
    `O serviço da ponte não oferece ${problem === 'chain' ? `a rede ${name}` : name} no momento, então nada pode ser enviado ${side === 'source' ? 'de lá' : 'para lá'}. Tente mais tarde.`,
  routePreference: 'Rota',
  routePreferences: { fastest: 'Mais rápida', cheapest: 'Mais barata' },
  routeChosen: (preference, bridges) =>
    `Rota ${preference === 'fastest' ? 'mais rápida' : 'mais barata'}${bridges.length > 0 ? ` via ${new Intl.ListFormat('pt-BR').format(bridges)}` : ''}`,
  youReceive: 'Você recebe',
  fees: 'Taxas',
  etaLabel: 'Tempo',
  eta: (seconds) =>
    seconds < 10
      ? 'alguns segundos'
      : seconds < 90
        ? `cerca de ${inUnit(seconds, 'second')}`
        : `cerca de ${inUnit(minutes(seconds), 'minute')}`,
  priceImpact: 'Impacto no preço',
  updatingQuote: 'Atualizando a cotação…',
  showRouteAnyway: 'Mostrar a rota mesmo assim',
  review: 'Revisar',
  retry: 'Tentar de novo',
  details: 'Detalhes',
  history: 'Transferências recentes',
  otherWithdrawals: 'Saques a resgatar',
  status: {
    idle: 'Digite um valor',
    quoting: 'Buscando a melhor rota…',
    quoted: 'Pronto',
    preparing: 'Preparando a transação…',
    signingOpHook: 'Aprove a etapa da ponte na carteira',
    approving: 'Aprove o token na carteira',
    signing: 'Assine a transação na carteira',
    broadcasting: 'Enviando…',
    tracking: 'A caminho',
    confirming: 'Procurando sua transação na rede',
    actionRequired: 'Sua ação é necessária',
    finalizing: 'Saiu do rollup: aguardando o fim do período de saque',
    claimable: 'Pronto para resgatar na rede de destino',
    claiming: 'Resgatando seus fundos',
    completed: 'Concluída',
    failed: 'Falhou',
    refunded: 'Falhou: os fundos foram devolvidos',
    abandoned: 'Sem acompanhamento',
  },
}
