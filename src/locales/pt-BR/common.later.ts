import type { ErrorLabels } from '../../components/shared/ErrorAlert.tsx'
import type { ErrorWords } from '../../components/shared/errorWords.ts'
import type { RecipientFieldLabels } from '../../components/shared/recipientFieldLabels.ts'
import type { RecipientNameLabels } from '../../components/shared/recipientNameLabels.ts'

const invalidParameterWords = 'Não é possível buscar este endereço ou ID. Confira e tente de novo.'

const jsonRpcWords = 'O nó da rede recusou a solicitação. Tente de novo ou confira se esta é uma rede EVM.'

const moduleLoadWords = 'Parte desta página não carregou. Verifique sua conexão e tente de novo.'

const usernameAnswerWords =
  'A rede enviou algo que não é um nome de usuário nem um endereço, então não foi usado. Use o próprio endereço.'

const usernameChangedWords =
  'Este nome agora aponta para outra conta, não a mostrada. Nada foi assinado: confira o destinatário de novo.'

const usernameNotFoundWords = 'Ninguém tem este nome. Confira a grafia ou use o próprio endereço.'

const unknownChain =
  'Esta rede não está no registro ou aparece duas vezes. Confira o ID da rede e se é mainnet ou testnet.'

const shown = (character: string) =>
  character === ' '
    ? 'um espaço'
    : `“${character}” (U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`

const alphabets = [
  ['é uma letra cirílica', /\p{Script=Cyrillic}/u],
  ['é uma letra grega', /\p{Script=Greek}/u],
  ['é uma letra armênia', /\p{Script=Armenian}/u],
] as const

const whatItIs = (character: string) => {
  const alphabet = alphabets.find(([, script]) => script.test(character))?.[0]
  if (alphabet) return alphabet
  return /\p{Script=Latin}/u.test(character) ? 'é uma forma larga ou estilizada' : 'é de outro alfabeto'
}

export const errorWords: ErrorWords = {
  RollscopeError: 'Algo deu errado. Tente de novo; se continuar, avise a equipe do site.',
  InvalidParameterError: invalidParameterWords,
  HttpError: 'O serviço respondeu com um erro. Tente de novo em instantes.',
  ResponseValidationError: 'O serviço enviou algo que esta página não consegue ler. Tente mais tarde.',
  TimeoutError: 'O serviço demorou demais para responder. Tente de novo.',
  NetworkError: 'Não foi possível acessar o serviço. Verifique sua conexão e tente de novo.',
  ChainNotFoundError:
    'Esta rede não está no registro de redes. Confira o ID da rede e se é mainnet ou testnet.',
  DuplicateChainIdError:
    'Esta rede aparece duas vezes no registro, então não é usada. Confira o ID da rede e se é mainnet ou testnet.',
  ChainServiceMissingError:
    'O registro não indica nenhum serviço para esta rede, então isto não pode ser mostrado aqui.',
  JsonRpcError: jsonRpcWords,
  ModuleLoadError: moduleLoadWords,
  UsernameAnswerError: usernameAnswerWords,
  UsernameChangedError: usernameChangedWords,
  UsernameNotFoundError: usernameNotFoundWords,
}

export const errorLabels: ErrorLabels = {
  RollscopeError: 'Não foi possível carregar. Tente de novo.',
  InvalidParameterError: invalidParameterWords,
  HttpError: 'Não foi possível carregar. Tente de novo.',
  TimeoutError: 'O indexador demorou demais para responder. Tente de novo.',
  NetworkError: 'Não foi possível acessar o indexador. Verifique sua conexão e tente de novo.',
  ResponseValidationError: 'O indexador enviou algo que esta página não consegue ler. Tente mais tarde.',
  ChainNotFoundError: unknownChain,
  DuplicateChainIdError: unknownChain,
  ChainServiceMissingError:
    'O registro não indica nenhum indexador para esta rede, então os dados dela não podem ser mostrados aqui.',
  JsonRpcError: jsonRpcWords,
  ModuleLoadError: moduleLoadWords,
  UsernameAnswerError: usernameAnswerWords,
  UsernameChangedError: usernameChangedWords,
  UsernameNotFoundError: usernameNotFoundWords,
  notFound: 'O indexador não tem dados nesta URL. Confira o endereço configurado e tente de novo.',
  busy: 'O indexador está ocupado agora. Aguarde um pouco e tente de novo.',
  server: 'O indexador teve um problema. Tente de novo em instantes.',
  generic: 'Não foi possível carregar. Tente de novo.',
  registry:
    'Não foi possível ler o registro de redes, então o indexador e os tokens desta rede são desconhecidos. Tente em instantes.',
  details: 'Detalhes',
}

export const recipientFieldLabels: RecipientFieldLabels = {
  saved: 'Salvos',
  recent: 'Recentes',
  addressBook: 'Contatos',
  none: 'Ainda não há destinatários salvos nesta rede.',
  saveContact: 'Salvar nos contatos',
  contactLabel: 'Nome',
  save: 'Salvar',
  cancel: 'Cancelar',
  rename: (label) => `Renomear ${label}`,
  remove: (label) => `Remover ${label}`,
  contactProblem: (problem) =>
    problem === 'labelEmpty'
      ? 'Dê um nome ao endereço.'
      : problem === 'labelTooLong'
        ? 'Use um nome de no máximo 40 caracteres.'
        : problem === 'labelCharacters'
          ? 'Use texto simples no nome: sem < ou >, sem quebras de linha e sem links.'
          : 'Este endereço não pode ser salvo.',
  dropped: (count) =>
    count === 1
      ? `${count} destinatário salvo não pôde ser lido neste navegador e foi deixado de fora.`
      : `${count} destinatários salvos não puderam ser lidos neste navegador e foram deixados de fora.`,
  storeFailed:
    'Não foi possível guardar os destinatários neste navegador: ele pode estar cheio ou em modo privado.',
}

export const recipientNameLabels: RecipientNameLabels = {
  looking: (username) => `Buscando ${username}…`,
  found: (username) => `${username} é`,
  notFound: (username) => `Ninguém tem o nome ${username}. Confira a grafia ou cole o próprio endereço.`,
  off: (username) =>
    `Nomes como ${username} não são buscados aqui, então este não pode ser usado. Cole o endereço.`,
  notInitia: (chain) =>
    `Nomes (name.init) são para redes Initia; a ${chain} usa endereços próprios. Cole um endereço da ${chain}.`,
  invalid: (problem, character, length) => {
    switch (problem) {
      case 'lookalike':
        return `${shown(character ?? '')} só parece uma letra latina: ${whatItIs(character ?? '')}. Nomes aceitam só a–z, 0–9 e hífens; digite de novo.`
      case 'tooShort':
      case 'tooLong':
        return `Um nome tem de 3 a 64 caracteres antes de .init; este tem ${length}.`
      case 'hyphenEdge':
        return 'Um nome não pode começar nem terminar com hífen.'
      default:
        return character === '.'
          ? 'Um nome tem um só ponto, o antes de init: nenhum outro (x.init.init não é um nome).'
          : `Um nome não pode ter ${shown(character ?? '')}. Nomes aceitam só a–z, 0–9 e hífens, depois .init.`
    }
  },
  failed: (username, garbage) =>
    garbage
      ? `A rede enviou algo que não é um endereço para ${username}, então não foi usado. Cole o próprio endereço.`
      : `A rede não conseguiu dizer para onde ${username} aponta. Tente de novo ou cole o próprio endereço.`,
  retry: 'Tentar de novo',
  details: 'Detalhes',
}
