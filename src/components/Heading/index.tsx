import React, { useState } from "react"
import { vi } from "../../i18n/vi"
import { copyText } from "../../lib/clipboard"
import { reactText } from "../../lib/reactText"
import * as styles from "./styles.module.css"

type Level = 2 | 3 | 4

interface Props extends React.HTMLAttributes<HTMLHeadingElement> {
  level: Level
}

/** A content heading with its anchor: following the "#" link also copies the section's URL. */
export default function Heading({ level, id, children, ...rest }: Props) {
  const Tag = `h${level}` as const
  const [copied, setCopied] = useState(false)
  if (!id) return <Tag {...rest}>{children}</Tag>

  const onAnchorClick = async () => {
    const url = `${window.location.origin}${window.location.pathname}#${id}`
    if (await copyText(url)) {
      setCopied(true)
      window.setTimeout(() => setCopied(false), 1500)
    }
  }
  return (
    <Tag id={id} className={styles.heading} {...rest}>
      {children}
      <a
        href={`#${id}`}
        className={styles.anchor}
        aria-label={vi.headingLinkLabel(reactText(children))}
        onClick={onAnchorClick}
      >
        #
      </a>
      {copied && (
        <span role="status" className={styles.copied}>
          {vi.linkCopied}
        </span>
      )}
    </Tag>
  )
}
