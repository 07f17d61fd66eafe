import React from "react"
import { Link, type GatsbyLinkProps } from "gatsby"
import { routeHref } from "../../lib/routes"

type Props = Omit<GatsbyLinkProps<unknown>, "to" | "ref"> & {
  /** A site route as the build knows it (`/containers/vector/operator[]`); may carry `?query` and `#hash`. */
  route: string
}

/** Gatsby's <Link> to a site route, written into the href in its percent-encoded form (routeHref). */
export default function RouteLink({ route, ...rest }: Props) {
  return <Link to={routeHref(route)} {...rest} />
}
