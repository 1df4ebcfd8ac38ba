import type { AmountProblem } from '../../amounts/amountInput.ts'
import type { BalanceChangesLabels } from '../../components/shared/BalanceChanges.tsx'
import type { RecipientProblem } from '../../send/recipient.ts'

const grouped = (value: number) => new Intl.NumberFormat('ko').format(value)

export const balanceChangesLabels: BalanceChangesLabels = {
  fee: '수수료',
  unlisted: '미등록',
  none: '변동된 잔액이 없습니다.',
  account: (account) => `${account}의 잔액 변동`,
  issues: (unreadable, unattributed) =>
    [
      unreadable > 0 && `이벤트 ${grouped(unreadable)}개를 읽지 못했습니다.`,
      unattributed > 0 &&
        `트랜잭션에 소유자가 나오지 않는 저장소(풀, 컨트랙트)의 이동 ${grouped(unattributed)}건은 표시하지 않습니다.`,
    ]
      .filter(Boolean)
      .join(' '),
}

export const amountProblemWords = (problem: AmountProblem, symbol: string): string => {
  switch (problem.kind) {
    case 'zero':
      return '0보다 큰 금액을 입력하세요.'
    case 'balance':
      return `보유한 ${symbol}보다 많습니다.`
    case 'decimals':
      return `${symbol}은(는) 소수점 이하 ${problem.decimals}자리까지입니다.`
    case 'grouping':
      return `여기서 "${problem.group}"은(는) 천 단위 구분 기호입니다. 소수점에는 "${problem.decimal}"을(를) 쓰세요.`
    case 'ambiguous':
      return `두 가지로 읽힐 수 있습니다. 소수점에는 "${problem.decimal}"을(를) 쓰고 천 단위 구분 기호는 빼세요.`
    default:
      return '금액을 숫자로 입력하세요(예: 12.5).'
  }
}

export const recipientProblemWords = (problem: RecipientProblem): string => {
  switch (problem.kind) {
    case 'checksum':
      return '주소에 오타가 있습니다(체크섬 불일치). 원래 출처에서 다시 복사하세요.'
    case 'prefix':
      return `${problem.prefix}1… 주소는 다른 네트워크의 주소입니다. ${problem.expected}1… 또는 0x… 주소로 보내세요.`
    default:
      return '주소가 아닙니다. init1… 또는 0x… 주소를 붙여넣으세요.'
  }
}
