import React from "react"
import { vi } from "../../i18n/chrome"
import * as styles from "./styles.module.css"

interface Props {
  children: React.ReactNode
}

interface State {
  error: Error | null
}

/** "message ← cause ← cause…": the whole chain, so a reader can report what really failed. */
export function errorChain(error: unknown): string[] {
  const chain: string[] = []
  let current: unknown = error
  const seen = new Set<unknown>()
  while (current && !seen.has(current) && chain.length < 10) {
    seen.add(current)
    chain.push(current instanceof Error ? `${current.name}: ${current.message}` : String(current))
    current = current instanceof Error ? (current as Error & { cause?: unknown }).cause : undefined
  }
  return chain
}

/** Crash fallback around each page: the rest of the site (navbar, sidebar) keeps working. */
export default class ErrorBoundary extends React.Component<Props, State> {
  override state: State = { error: null }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  override componentDidCatch(error: Error) {
    console.error(vi.crashTitle, error)
  }

  override render() {
    const { error } = this.state
    if (!error) return this.props.children
    return (
      <div className={styles.crash}>
        <h1>{vi.crashTitle}</h1>
        <ul className={styles.chain}>
          {errorChain(error).map((line, index) => (
            <li key={index}>
              <code>{line}</code>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={styles.retry}
          onClick={() => this.setState({ error: null })}
        >
          {vi.retry}
        </button>
      </div>
    )
  }
}
