import React from "react"
import { Link } from "gatsby"
import CodeBlock from "../CodeBlock"
import Heading from "../Heading"
import * as styles from "./styles.module.css"

type AnchorProps = React.AnchorHTMLAttributes<HTMLAnchorElement>

/** Internal links go through Gatsby's <Link> (client navigation + prefetch); others stay plain anchors. */
function MdxLink({ href = "", children, ...rest }: AnchorProps) {
  if (href.startsWith("/") && !href.startsWith("//")) {
    return (
      <Link to={href} {...(rest as Record<string, unknown>)}>
        {children}
      </Link>
    )
  }
  const external = /^https?:\/\//.test(href)
  return (
    <a
      href={href}
      {...rest}
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      {children}
    </a>
  )
}

function Table(props: React.TableHTMLAttributes<HTMLTableElement>) {
  return (
    <div className={styles.tableWrapper} tabIndex={0} role="region" aria-label="Bảng">
      <table {...props} />
    </div>
  )
}

/** Every element MDX content may produce, mapped to CppVN components in one place. */
export const mdxComponents = {
  a: MdxLink,
  pre: CodeBlock,
  table: Table,
  h2: (props: React.HTMLAttributes<HTMLHeadingElement>) => <Heading level={2} {...props} />,
  h3: (props: React.HTMLAttributes<HTMLHeadingElement>) => <Heading level={3} {...props} />,
  h4: (props: React.HTMLAttributes<HTMLHeadingElement>) => <Heading level={4} {...props} />,
}
