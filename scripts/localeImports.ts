// What the locale files (src/locales/<tag>/<group>.ts) import from outside their folder: types only, so that a
// locale chunk holds words and nothing else. One exception: src/locales/shared/, the helpers every locale writes alike
// (the bridges' product names, Intl's units), imported at run time so that they are written once; they are locale
// files themselves, so they too import only types from outside.
import { dirname, join } from 'node:path'
import ts from 'typescript'

const localeFile = /^src\/locales\/[^/]+\/[^/]+\.ts$/
const shared = 'src/locales/shared/'

/** Per locale file, the files it imports only as types; and each import that is not type-only, as `file -> path`. */
export function localeTypeImports(files: ReadonlyMap<string, string>) {
  const types = new Map<string, Set<string>>()
  const runtime: string[] = []
  for (const [file, text] of files) {
    if (!localeFile.test(file)) continue
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest)
    const typeTargets = new Set<string>()
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue
      const specifier = statement.moduleSpecifier
      if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue
      const target = join(dirname(file), specifier.text).replaceAll('\\', '/')
      if (target.startsWith(dirname(file))) continue
      if (isTypeOnly(statement)) typeTargets.add(target)
      else if (target.startsWith(shared)) continue
      else runtime.push(`${file} -> ${target}`)
    }
    types.set(file, typeTargets)
  }
  return { types, runtime }
}

function isTypeOnly(statement: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(statement)) return statement.isTypeOnly
  const clause = statement.importClause
  if (!clause) return false
  if (clause.isTypeOnly) return true
  // `import { type A, type B } from …`: every name a type
  const bindings = clause.namedBindings
  return (
    !clause.name &&
    bindings !== undefined &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly)
  )
}
