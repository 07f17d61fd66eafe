import React, { useRef, useState } from "react"
import { vi } from "../../i18n/vi"
import { copyText } from "../../lib/clipboard"
import * as styles from "./styles.module.css"

type Variant = keyof typeof vi.codeTitles

interface Props extends React.HTMLAttributes<HTMLPreElement> {
  "data-variant"?: Variant
  "data-title"?: string
  "data-language"?: string
}

/** The code of a highlighted block, one line per `.code-line` span (see rehypeCodeBlocks). */
export function codeTextOf(pre: HTMLElement): string {
  const lines = pre.querySelectorAll(".code-line")
  if (lines.length === 0) return pre.textContent ?? ""
  return Array.from(lines, (line) => line.textContent ?? "").join("\n")
}

export default function CodeBlock(props: Props) {
  const {
    "data-variant": variant = "plain",
    "data-title": title,
    "data-language": language,
    children,
    className,
    ...rest
  } = props
  const preRef = useRef<HTMLPreElement>(null)
  const [copied, setCopied] = useState(false)
  const heading = title ?? (vi.codeTitles[variant] || language?.toUpperCase() || "")

  const onCopy = async () => {
    if (!preRef.current) return
    if (await copyText(codeTextOf(preRef.current))) {
      setCopied(true)
      window.setTimeout(() => setCopied(false), 1500)
    }
  }

  return (
    <div className={`${styles.block} ${styles[variant] ?? ""}`} data-code-variant={variant}>
      <div className={styles.header}>
        <span className={styles.title}>{heading}</span>
        {variant !== "output" && variant !== "stdin" && (
          <button type="button" className={styles.copy} onClick={onCopy} aria-label={vi.copyCode}>
            {copied ? vi.codeCopied : vi.copyCode}
          </button>
        )}
      </div>
      <pre ref={preRef} className={`${styles.pre} ${className ?? ""}`} tabIndex={0} {...rest}>
        {children}
      </pre>
    </div>
  )
}
