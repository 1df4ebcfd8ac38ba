// zod's checks load with an app's first response (src/http/zodBuild.ts). The dom tests load them before a file's
// tests, as an app that has answered once has them, so that a test's first wait is not spent compiling zod; the
// browser tests and the stories load them as an app does.
import '../src/http/zodBuildMore.ts'
