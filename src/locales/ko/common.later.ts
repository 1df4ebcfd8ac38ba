import type { ErrorLabels } from '../../components/shared/ErrorAlert.tsx'
import type { ErrorWords } from '../../components/shared/errorWords.ts'
import type { RecipientFieldLabels } from '../../components/shared/recipientFieldLabels.ts'
import type { RecipientNameLabels } from '../../components/shared/recipientNameLabels.ts'

const invalidParameter = '이 주소나 ID는 조회할 수 없습니다. 확인한 뒤 다시 시도하세요.'

const jsonRpc = '체인 노드가 요청을 거부했습니다. 다시 시도하거나 EVM 체인인지 확인하세요.'

const moduleLoad = '페이지 일부를 불러오지 못했습니다. 연결 상태를 확인한 뒤 다시 시도하세요.'

const usernameAnswer =
  '체인이 사용자 이름도 주소도 아닌 값을 보내 사용하지 않았습니다. 주소를 직접 사용하세요.'

const usernameChanged =
  '이 이름이 이제 표시된 계정과 다른 계정을 가리킵니다. 아무것도 서명하지 않았습니다. 받는 사람을 다시 확인하세요.'

const usernameNotFound = '이 이름을 가진 계정이 없습니다. 철자를 확인하거나 주소를 직접 사용하세요.'

const unknownChain =
  '이 네트워크의 체인 레지스트리에 이 체인이 정확히 한 번 등록되어 있지 않습니다. 체인 ID와 네트워크를 확인하세요.'

const shown = (character: string) =>
  character === ' '
    ? '공백'
    : `“${character}”(U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`

const alphabets = [
  ['키릴 문자', /\p{Script=Cyrillic}/u],
  ['그리스 문자', /\p{Script=Greek}/u],
  ['아르메니아 문자', /\p{Script=Armenian}/u],
] as const

const whatItIs = (character: string) => {
  const alphabet = alphabets.find(([, script]) => script.test(character))?.[0]
  if (alphabet) return `${alphabet}입니다`
  return /\p{Script=Latin}/u.test(character)
    ? '전각 또는 꾸밈 글꼴 문자입니다'
    : '다른 문자 체계의 글자입니다'
}

export const errorWords: ErrorWords = {
  RollscopeError: '문제가 발생했습니다. 다시 시도하고, 계속되면 사이트 운영팀에 알려 주세요.',
  InvalidParameterError: invalidParameter,
  HttpError: '서비스가 오류를 반환했습니다. 잠시 후 다시 시도하세요.',
  ResponseValidationError: '서비스가 이 페이지에서 읽을 수 없는 응답을 보냈습니다. 나중에 다시 시도하세요.',
  TimeoutError: '서비스 응답 시간이 초과되었습니다. 다시 시도하세요.',
  NetworkError: '서비스에 연결할 수 없습니다. 연결 상태를 확인한 뒤 다시 시도하세요.',
  ChainNotFoundError: '이 네트워크의 체인 레지스트리에 없는 체인입니다. 체인 ID와 네트워크를 확인하세요.',
  DuplicateChainIdError:
    '체인 레지스트리에 이 체인이 두 번 등록되어 있어 사용하지 않습니다. 체인 ID와 네트워크를 확인하세요.',
  ChainServiceMissingError: '체인 레지스트리에 이 체인의 서비스가 없어 여기에 표시할 수 없습니다.',
  JsonRpcError: jsonRpc,
  ModuleLoadError: moduleLoad,
  UsernameAnswerError: usernameAnswer,
  UsernameChangedError: usernameChanged,
  UsernameNotFoundError: usernameNotFound,
}

export const errorLabels: ErrorLabels = {
  RollscopeError: '불러오지 못했습니다. 다시 시도하세요.',
  InvalidParameterError: invalidParameter,
  HttpError: '불러오지 못했습니다. 다시 시도하세요.',
  TimeoutError: '인덱서 응답 시간이 초과되었습니다. 다시 시도하세요.',
  NetworkError: '인덱서에 연결할 수 없습니다. 연결 상태를 확인한 뒤 다시 시도하세요.',
  ResponseValidationError: '인덱서가 이 페이지에서 읽을 수 없는 응답을 보냈습니다. 나중에 다시 시도하세요.',
  ChainNotFoundError: unknownChain,
  DuplicateChainIdError: unknownChain,
  ChainServiceMissingError: '체인 레지스트리에 이 체인의 인덱서가 없어 데이터를 표시할 수 없습니다.',
  JsonRpcError: jsonRpc,
  ModuleLoadError: moduleLoad,
  UsernameAnswerError: usernameAnswer,
  UsernameChangedError: usernameChanged,
  UsernameNotFoundError: usernameNotFound,
  notFound: '인덱서의 이 주소에 데이터가 없습니다. 인덱서에 지정한 주소를 확인한 뒤 다시 시도하세요.',
  busy: '인덱서에 요청이 많습니다. 잠시 후 다시 시도하세요.',
  server: '인덱서에 문제가 발생했습니다. 잠시 후 다시 시도하세요.',
  generic: '불러오지 못했습니다. 다시 시도하세요.',
  registry: '체인 레지스트리를 읽지 못해 이 체인의 인덱서와 토큰을 알 수 없습니다. 잠시 후 다시 시도하세요.',
  details: '자세히',
}

export const recipientFieldLabels: RecipientFieldLabels = {
  saved: '저장 목록',
  recent: '최근',
  addressBook: '주소록',
  none: '이 네트워크에 저장된 받는 사람이 아직 없습니다.',
  saveContact: '주소록에 저장',
  contactLabel: '이름',
  save: '저장',
  cancel: '취소',
  rename: (label) => `${label} 이름 변경`,
  remove: (label) => `${label} 삭제`,
  contactProblem: (problem) =>
    problem === 'labelEmpty'
      ? '주소의 이름을 입력하세요.'
      : problem === 'labelTooLong'
        ? '이름은 40자 이내로 입력하세요.'
        : problem === 'labelCharacters'
          ? '이름은 일반 텍스트로 입력하세요. <, >, 줄바꿈, 링크는 쓸 수 없습니다.'
          : '이 주소는 저장할 수 없습니다.',
  dropped: (count) => `저장된 받는 사람 ${count}개를 이 브라우저에서 읽지 못해 제외했습니다.`,
  storeFailed:
    '이 브라우저에 받는 사람을 저장하지 못했습니다. 저장 공간이 가득 찼거나 시크릿 모드일 수 있습니다.',
}

export const recipientNameLabels: RecipientNameLabels = {
  looking: (username) => `${username} 조회 중…`,
  found: (username) => `${username}의 주소:`,
  notFound: (username) =>
    `${username} 이름을 가진 계정이 없습니다. 철자를 확인하거나 주소를 직접 붙여넣으세요.`,
  off: (username) =>
    `여기서는 ${username} 같은 이름을 조회하지 않아 사용할 수 없습니다. 주소를 직접 붙여넣으세요.`,
  notInitia: (chain) =>
    `이름(name.init)은 Initia 체인용입니다. ${chain}은(는) 자체 주소를 씁니다. ${chain} 주소를 붙여넣으세요.`,
  invalid: (problem, character, length) => {
    switch (problem) {
      case 'lookalike':
        return `${shown(character ?? '')}은(는) 라틴 문자처럼 보이지만 ${whatItIs(character ?? '')}. 이름에는 a–z, 0–9, 하이픈만 쓸 수 있으니 다시 입력하세요.`
      case 'tooShort':
      case 'tooLong':
        return `이름은 .init 앞이 3~64자여야 합니다. 이 이름은 ${length}자입니다.`
      case 'hyphenEdge':
        return '이름은 하이픈으로 시작하거나 끝날 수 없습니다.'
      default:
        return character === '.'
          ? '이름에는 init 앞의 점 하나만 쓸 수 있습니다(x.init.init은 이름이 아닙니다).'
          : `이름에 ${shown(character ?? '')}${character === ' ' ? '은' : '은(는)'} 쓸 수 없습니다. a–z, 0–9, 하이픈 뒤에 .init을 붙이세요.`
    }
  },
  failed: (username, garbage) =>
    garbage
      ? `체인이 ${username}에 대해 주소가 아닌 값을 보내 사용하지 않았습니다. 주소를 직접 붙여넣으세요.`
      : `체인이 ${username}의 주소를 알려 주지 못했습니다. 다시 시도하거나 주소를 직접 붙여넣으세요.`,
  retry: '다시 시도',
  details: '자세히',
}
