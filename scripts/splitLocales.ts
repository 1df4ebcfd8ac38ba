// Splits each locale group file (src/locales/<tag>/<group>.ts) in two, keeping every translation as it is: what a
// component shows first stays in <group>.ts; the error sentences and the bridge's Review/Progress/History words go to
// <group>.later.ts, which loads right after the first words are in (src/i18n/request.ts). Re-runnable: a group file
// and its later file are joined first, then split again (so keys added to either file land where they belong). A split
// export's halves are typed `FirstWords<…>` / `LaterWords<…>` (layout.ts); the files are formatted as biome writes them,
// so a second run changes nothing.
//   node scripts/splitLocales.ts
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import ts from 'typescript'
import { laterExports, laterKeys } from '../src/locales/layout.ts'

const tags = ['ko', 'ja', 'zh-CN', 'ru', 'es', 'fr', 'de', 'pt-BR', 'tr', 'vi']
// a group after the groups it imports from
const groups = ['common', 'lists', 'bridge', 'wallet', 'details', 'activity', 'search']

interface Import {
  name: string
  module: string
  type: boolean
}
interface Helper {
  names: string[]
  text: string
}
interface Export {
  name: string
  /** the declared type, without a split's FirstWords/LaterWords */
  type?: string
  object?: ts.ObjectLiteralExpression
  text: string
  node: ts.VariableStatement | ts.FunctionDeclaration
}

const parse = (text: string) => ts.createSourceFile('x.ts', text, ts.ScriptTarget.Latest, true)

/** Identifiers a node reads (not the property names it declares or accesses). */
function reads(node: ts.Node): Set<string> {
  const names = new Set<string>()
  const visit = (child: ts.Node) => {
    if (ts.isIdentifier(child)) {
      const parent = child.parent
      const declared =
        (ts.isPropertyAssignment(parent) && parent.name === child) ||
        (ts.isPropertyAccessExpression(parent) && parent.name === child) ||
        (ts.isPropertySignature(parent) && parent.name === child) ||
        (ts.isParameter(parent) && parent.name === child) ||
        (ts.isMethodDeclaration(parent) && parent.name === child)
      if (!declared) names.add(child.text)
    }
    ts.forEachChild(child, visit)
  }
  visit(node)
  return names
}

/** What a node reads, and what the helpers it reads read (a helper composing `errorLabels` taints its readers). */
function readsThrough(node: ts.Node, helpers: Helper[]): Set<string> {
  const names = reads(node)
  let grew = true
  while (grew) {
    grew = false
    for (const helper of helpers)
      if (helper.names.some((name) => names.has(name)))
        for (const name of reads(parse(helper.text)))
          if (!names.has(name)) {
            names.add(name)
            grew = true
          }
  }
  return names
}

/** Exports in their order, each after the exports it reads (a join puts the later file's own exports first). */
function declarationOrder(body: string[]): string[] {
  const named = body.map((text) => ({
    text,
    name: /^export (?:const|function) (\w+)/m.exec(text)?.[1],
    reads: reads(parse(text)),
  }))
  const ordered: typeof named = []
  while (ordered.length < named.length) {
    const next =
      named.find(
        (entry) =>
          !ordered.includes(entry) &&
          !named.some(
            (other) =>
              other !== entry && !ordered.includes(other) && other.name && entry.reads.has(other.name),
          ),
      ) ?? named.find((entry) => !ordered.includes(entry))!
    ordered.push(next)
  }
  return ordered.map((entry) => entry.text)
}

/** `FirstWords<T, ...>` / `LaterWords<T, ...>` (or the `Omit`/`Pick` written before them) → `T` */
const baseType = (type: string) =>
  type.replace(/^(?:FirstWords|LaterWords|Omit|Pick)<\s*(\w+)\s*,[\s\S]*>$/, '$1')

const splitTypes = ['FirstWords', 'LaterWords']

/** The keys layout.ts says an export has in its later file (`LaterKey` there). */
const listedLaterKeys = (name: string): readonly string[] =>
  (laterKeys as Record<string, readonly string[]>)[name] ?? ['errors']

function read(text: string) {
  const source = parse(text)
  const imports: Import[] = []
  const helpers: Helper[] = []
  const exports: Export[] = []
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const module = (statement.moduleSpecifier as ts.StringLiteral).text
      const clause = statement.importClause
      const bindings = clause?.namedBindings
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements)
          imports.push({ name: element.name.text, module, type: !!clause?.isTypeOnly || element.isTypeOnly })
      continue
    }
    const exported = ts.canHaveModifiers(statement)
      ? ts.getModifiers(statement)?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
      : false
    if (exported && ts.isVariableStatement(statement)) {
      const declaration = statement.declarationList.declarations[0]!
      const init = declaration.initializer
      exports.push({
        name: (declaration.name as ts.Identifier).text,
        type: declaration.type && baseType(declaration.type.getText()),
        object: init && ts.isObjectLiteralExpression(init) ? init : undefined,
        text: statement.getFullText().trim(),
        node: statement,
      })
      continue
    }
    if (exported && ts.isFunctionDeclaration(statement)) {
      exports.push({ name: statement.name!.text, text: statement.getFullText().trim(), node: statement })
      continue
    }
    const names = ts.isVariableStatement(statement)
      ? statement.declarationList.declarations.map((declaration) => (declaration.name as ts.Identifier).text)
      : ts.isFunctionDeclaration(statement) || ts.isTypeAliasDeclaration(statement)
        ? [statement.name!.text]
        : []
    helpers.push({ names, text: statement.getFullText().trim() })
  }
  return { imports, helpers, exports, source }
}

const properties = (object: ts.ObjectLiteralExpression) =>
  object.properties.map((property) => ({
    key:
      ts.isSpreadAssignment(property) || !property.name
        ? undefined
        : (property.name as ts.Identifier | ts.StringLiteral).text,
    spread: ts.isSpreadAssignment(property) ? property.expression.getText() : undefined,
    node: property as ts.Node,
    text: property.getFullText().trim(),
  }))

/** A group file with its later file put back in it: each split export whole again, with its declared type. */
function join(first: string, later: string): string {
  const a = read(first)
  const b = read(later)
  const lines: string[] = []
  const seen = new Set<string>()
  for (const entry of [...a.imports, ...b.imports]) {
    if (splitTypes.includes(entry.name)) continue
    const module = entry.module.replace(/\.later\.ts$/, '.ts')
    const key = `${entry.type}|${entry.name}|${module}`
    if (seen.has(key) || (module === `./${groupOf(first)}.ts` && !entry.type)) continue
    seen.add(key)
    lines.push(`import ${entry.type ? 'type ' : ''}{ ${entry.name} } from '${module}'`)
  }
  const helpers = [...a.helpers]
  for (const helper of b.helpers)
    if (!helpers.some((known) => known.names.join() === helper.names.join())) helpers.push(helper)
  const head = lines.splice(0).join('\n')
  lines.push(head, ...helpers.map((helper) => helper.text))
  const laterByName = new Map(b.exports.map((entry) => [entry.name, entry]))
  // the words wholly in the later file first: the split ones compose them (`errors: { ...errorWords }`)
  const firstNames = new Set(a.exports.map((entry) => entry.name))
  lines.push(...b.exports.filter((entry) => !firstNames.has(entry.name)).map((entry) => entry.text))
  for (const entry of a.exports) {
    const rest = laterByName.get(entry.name)
    laterByName.delete(entry.name)
    if (!rest?.object || !entry.object) {
      lines.push(entry.text)
      continue
    }
    const props = [...properties(entry.object), ...properties(rest.object)]
    // a spread in both halves (a split export's two halves) once
    const kept = props.filter(
      (prop, index) => !prop.spread || props.findIndex((other) => other.spread === prop.spread) === index,
    )
    lines.push(
      `export const ${entry.name}: ${entry.type} = {\n${kept.map((prop) => prop.text).join(',\n')}\n}`,
    )
  }
  return `${lines.join('\n\n')}\n`
}

let currentGroup = ''
const groupOf = (_text: string) => currentGroup

/** Per tag: exports wholly in a later file (name → group), and split exports (name → group and later keys). */
interface Known {
  later: Map<string, string>
  split: Map<string, { group: string; keys: Set<string> }>
  first: Map<string, string>
}

function split(text: string, group: string, known: Known) {
  const { imports, helpers, exports } = read(text)
  const firstOut: string[] = []
  const laterOut: string[] = []
  const firstNodes: ts.Node[] = []
  const laterNodes: ts.Node[] = []
  const tainted = () => new Set(known.later.keys())
  for (const entry of exports) {
    if ((laterExports[group] ?? []).includes(entry.name)) {
      known.later.set(entry.name, group)
      laterOut.push(entry.text)
      laterNodes.push(entry.node)
      continue
    }
    if (!entry.object || !entry.type) {
      known.first.set(entry.name, group)
      firstOut.push(entry.text)
      firstNodes.push(entry.node)
      continue
    }
    const listed = (laterKeys as Record<string, readonly string[]>)[entry.name] ?? []
    const first: string[] = []
    const later: string[] = []
    const keys = new Set<string>()
    for (const prop of properties(entry.object)) {
      if (prop.spread) {
        const spread = known.split.get(prop.spread)
        if (known.later.has(prop.spread)) {
          later.push(prop.text)
          laterNodes.push(prop.node)
        } else {
          first.push(prop.text)
          firstNodes.push(prop.node)
          if (spread) {
            later.push(prop.text)
            laterNodes.push(prop.node)
            for (const key of spread.keys) keys.add(key)
          }
        }
        continue
      }
      const readsLater = [...readsThrough(prop.node, helpers)].some((name) => tainted().has(name))
      if (prop.key && (listed.includes(prop.key) || readsLater)) {
        later.push(prop.text)
        laterNodes.push(prop.node)
        keys.add(prop.key)
      } else {
        first.push(prop.text)
        firstNodes.push(prop.node)
      }
    }
    if (later.length === 0) {
      known.first.set(entry.name, group)
      firstOut.push(entry.text)
      firstNodes.push(entry.node)
      continue
    }
    known.split.set(entry.name, { group, keys })
    const expected = listedLaterKeys(entry.name)
    if (keys.size !== expected.length || expected.some((key) => !keys.has(key)))
      throw new Error(
        `${group}: ${entry.name} has [${[...keys].join(', ')}] in its later file, layout.ts says [${expected.join(', ')}]: list them in laterKeys`,
      )
    const named = `${entry.type}, '${entry.name}'`
    firstOut.push(`export const ${entry.name}: FirstWords<${named}> = {\n${first.join(',\n')}\n}`)
    laterOut.push(`export const ${entry.name}: LaterWords<${named}> = {\n${later.join(',\n')}\n}`)
  }
  const render = (body: string[], nodes: ts.Node[], later: boolean) => {
    if (body.length === 0) return undefined
    const own = new Set(
      body.map((statement) => /^export (?:const|function) (\w+)/.exec(statement)?.[1]).filter(Boolean),
    )
    const wanted = new Set<string>()
    for (const node of nodes) for (const name of reads(node)) wanted.add(name)
    // the declared types of split exports
    for (const statement of body)
      for (const match of statement.matchAll(/^export const \w+: (FirstWords|LaterWords)<(\w+)/gm)) {
        wanted.add(match[1]!)
        wanted.add(match[2]!)
      }
    const usedHelpers: Helper[] = []
    let grew = true
    while (grew) {
      grew = false
      for (const helper of helpers)
        if (!usedHelpers.includes(helper) && helper.names.some((name) => wanted.has(name))) {
          usedHelpers.push(helper)
          for (const name of reads(parse(helper.text))) wanted.add(name)
          grew = true
        }
    }
    const lines: string[] = []
    for (const name of splitTypes)
      if (wanted.has(name)) lines.push(`import type { ${name} } from '../layout.ts'`)
    for (const entry of imports) {
      if (!wanted.has(entry.name) || own.has(entry.name) || splitTypes.includes(entry.name)) continue
      // the shared helpers (../shared/) stay where they are
      if (entry.type || !entry.module.startsWith('./')) {
        lines.push(`import ${entry.type ? 'type ' : ''}{ ${entry.name} } from '${entry.module}'`)
        continue
      }
      const from =
        known.later.get(entry.name) ?? known.split.get(entry.name)?.group ?? known.first.get(entry.name)
      const laterFile = known.later.has(entry.name) || (later && known.split.has(entry.name))
      lines.push(`import { ${entry.name} } from './${from}${laterFile ? '.later' : ''}.ts'`)
    }
    // a later file reads the first file's own exports (and the first file the later one's) by import
    for (const name of wanted) {
      if (own.has(name) || imports.some((entry) => entry.name === name)) continue
      const sibling = later
        ? known.first.get(name) === group || known.split.get(name)?.group === group
        : known.later.get(name) === group
      if (sibling) lines.push(`import { ${name} } from './${group}${later ? '' : '.later'}.ts'`)
    }
    usedHelpers.sort((a, b) => helpers.indexOf(a) - helpers.indexOf(b))
    return `${[lines.join('\n'), ...usedHelpers.map((helper) => helper.text), ...declarationOrder(body)].join('\n\n')}\n`
  }
  return { first: render(firstOut, firstNodes, false), later: render(laterOut, laterNodes, true) }
}

const written: string[] = []
for (const tag of tags) {
  const known: Known = { later: new Map(), split: new Map(), first: new Map() }
  for (const group of groups) {
    currentGroup = group
    const firstPath = `src/locales/${tag}/${group}.ts`
    const laterPath = `src/locales/${tag}/${group}.later.ts`
    let text = readFileSync(firstPath, 'utf8')
    if (existsSync(laterPath)) text = join(text, readFileSync(laterPath, 'utf8'))
    const { first, later } = split(text, group, known)
    writeFileSync(firstPath, first ?? '')
    written.push(firstPath)
    if (later) {
      writeFileSync(laterPath, later)
      written.push(laterPath)
    }
  }
}
// imports joined and sorted, lines wrapped: as the files are checked in
execFileSync('npx', ['biome', 'check', '--write', ...written], { stdio: 'inherit' })
