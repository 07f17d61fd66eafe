import { readRequiredRoutes } from "../requiredRoutes"

/** A documented name -> its page: "std::vector" -> "/containers/vector/", "std::sort" -> "/algorithms/sort". */
export type SymbolRoutes = Map<string, string>

export interface CodeLink {
  start: number
  end: number
  href: string
}

/** Page titles that are a plain qualified name ("std::vector::at"; not "std::vector::operator[]"). */
export function symbolRoutesFrom(
  routes: Array<{ path: string; title: string | null }>,
): SymbolRoutes {
  const symbols: SymbolRoutes = new Map()
  for (const { path, title } of routes)
    if (title && /^std::[A-Za-z_]\w*(?:::[A-Za-z_]\w*)*$/.test(title)) symbols.set(title, path)
  return symbols
}

let siteSymbols: SymbolRoutes | null = null
/** The site's documented names, from data/routes.json (read once per process). */
export function siteSymbolRoutes(): SymbolRoutes {
  siteSymbols ??= symbolRoutesFrom(readRequiredRoutes())
  return siteSymbols
}

const QUALIFIED_NAME = /\bstd::[A-Za-z_]\w*(?:::[A-Za-z_]\w*)*/g
const IDENTIFIER = /[A-Za-z_]\w*/y

/** The end of a balanced `<…>` starting at `open`, or -1 (a `<` that is not a template argument list). */
function templateArgumentsEnd(code: string, open: number): number {
  let depth = 0
  for (let at = open; at < code.length; at += 1) {
    const ch = code[at]
    if (ch === "<") depth += 1
    else if (ch === ">") {
      depth -= 1
      if (depth === 0) return at + 1
    } else if (ch === ";" || ch === "{" || ch === "}" || ch === "\n") return -1
  }
  return -1
}

/**
 * Variables declared in the code with a documented std type: `std::vector<int> v{…}`, `const std::string& s)`.
 * A name declared with two different types is left out: a link must never be wrong.
 */
function declaredVariables(code: string, symbols: SymbolRoutes): Map<string, string> {
  const found = new Map<string, string | null>()
  for (const match of code.matchAll(QUALIFIED_NAME)) {
    const type = match[0]
    if (!symbols.has(type) || match.index === undefined) continue
    let at = match.index + type.length
    if (code[at] === "<") {
      at = templateArgumentsEnd(code, at)
      if (at === -1) continue
    }
    const rest = /^\s*(?:const\s*)?(?:&&|&)?\s*/.exec(code.slice(at))
    at += rest ? rest[0].length : 0
    IDENTIFIER.lastIndex = at
    const name = IDENTIFIER.exec(code)
    if (!name) continue
    const after = code.slice(at + name[0].length).trimStart()[0]
    if (!after || !";{(=,)[".includes(after)) continue
    const known = found.get(name[0])
    found.set(name[0], known === undefined || known === type ? type : null)
  }
  return new Map([...found].filter((entry): entry is [string, string] => entry[1] !== null))
}

/**
 * Where a code block names something the site documents, to link it: qualified names (`std::sort`,
 * `std::string::npos`; the longest documented prefix of `std::map::iterator`), and members called on a variable
 * declared in the same block with a documented type (`v.push_back` after `std::vector<int> v;`). `skip(start, end)`
 * leaves out comments and strings; links to `self` are not made. Ranges are sorted and never overlap.
 */
export function findCodeLinks(
  code: string,
  symbols: SymbolRoutes,
  options: { self?: string; skip?: (start: number, end: number) => boolean } = {},
): CodeLink[] {
  const links: CodeLink[] = []
  const add = (start: number, end: number, symbol: string) => {
    const href = symbols.get(symbol)
    if (!href || href === options.self || options.skip?.(start, end)) return
    links.push({ start, end, href })
  }
  for (const match of code.matchAll(QUALIFIED_NAME)) {
    const parts = match[0].split("::")
    for (let count = parts.length; count >= 2; count -= 1) {
      const symbol = parts.slice(0, count).join("::")
      if (!symbols.has(symbol)) continue
      add(match.index ?? 0, (match.index ?? 0) + symbol.length, symbol)
      break
    }
  }
  const variables = declaredVariables(code, symbols)
  if (variables.size > 0) {
    const names = [...variables.keys()].map((name) => name.replace(/\W/g, "")).join("|")
    const memberCall = new RegExp(`(?<![\\w.:>])(${names})\\s*\\.\\s*([A-Za-z_]\\w*)\\b`, "g")
    for (const match of code.matchAll(memberCall)) {
      const member = match[2]
      const end = (match.index ?? 0) + match[0].length
      add(end - member.length, end, `${variables.get(match[1])}::${member}`)
    }
  }
  return links.sort((a, b) => a.start - b.start)
}
