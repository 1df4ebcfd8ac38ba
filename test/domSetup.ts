// The dom tests' setup. Testing Library's waits end as soon as their condition holds; on CI's busy two-core machine,
// where four projects run at once, a condition the devnet meets in 100 ms alone can take seconds, so a wait gives
// up after 10 s instead of Testing Library's 1 s.
import { configure } from '@testing-library/react'
import './loadChecks.ts'

configure({ asyncUtilTimeout: 10_000 })
