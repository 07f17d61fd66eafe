import React from "react"

/** Gatsby's browser runtime does not exist under Jest: Link renders a plain anchor. */
export function Link({
  to,
  children,
  ...rest
}: { to: string; children?: React.ReactNode } & Record<string, unknown>) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  )
}

export const graphql = () => ""
export const useStaticQuery = jest.fn()
export const navigate = jest.fn()
