import React from "react"
import type { GatsbySSR } from "gatsby"
import { wrapPage, wrapRoot } from "./src/app/wrappers"
import { noFlashColorModeScript } from "./src/components/ColorModeToggle/noFlashScript"
import { COLOR_MODE_ATTRIBUTE } from "./src/lib/colorMode"
import { baseUrlBannerScript } from "./src/build/baseUrlBanner"
import { hideDismissedAnnouncementScript } from "./src/components/AnnouncementBar/hideBeforePaintScript"
import { announcement } from "./src/config/announcement"
import { noFlashStandardScript } from "./src/components/StandardSelector/noFlashScript"
import { DEFAULT_STANDARD, STANDARD_ATTRIBUTE, standardDigits } from "./src/lib/standards"
import { withSitewideLoaderScript } from "./src/build/csp/sitewideLoaderScript"

export const wrapRootElement: GatsbySSR["wrapRootElement"] = wrapRoot
export const wrapPageElement: GatsbySSR["wrapPageElement"] = wrapPage

/**
 * Gatsby inlines the whole stylesheet into every page. A linked file is downloaded once and cached for every
 * other page, and keeps each page's HTML small; the file name carries its content hash. Its per-page loader
 * script becomes one that is the same on every page, for the Content-Security-Policy.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  pathname,
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  replacePostBodyComponents(withSitewideLoaderScript(getPostBodyComponents(), pathname))
  const head = getHeadComponents().map((component) => {
    const element = component as React.ReactElement<{ "data-href"?: string }>
    if (element?.type !== "style" || !element.props["data-href"]) return component
    return (
      <link key={element.props["data-href"]} rel="stylesheet" href={element.props["data-href"]} />
    )
  })
  replaceHeadComponents(head)
}

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  pathname,
  setHtmlAttributes,
  setPreBodyComponents,
  setPostBodyComponents,
}) => {
  setHtmlAttributes({
    lang: "vi-VN",
    dir: "ltr",
    "data-theme": "light",
    [COLOR_MODE_ATTRIBUTE]: "system",
    [STANDARD_ATTRIBUTE]: standardDigits(DEFAULT_STANDARD),
  } as Record<string, string>)
  // Run before the body paints: the stored or system colour mode, the stored C++ standard and a dismissed
  // announcement apply with no flash. One script, not three: each inline script costs the page's
  // Content-Security-Policy a hash. Each part is its own function with its own try/catch.
  const beforePaint = [
    noFlashColorModeScript,
    noFlashStandardScript,
    announcement ? hideDismissedAnnouncementScript(announcement.id) : "",
  ].join("")
  setPreBodyComponents([
    <script key="before-paint" dangerouslySetInnerHTML={{ __html: beforePaint }} />,
  ])
  if (pathname === "/") {
    setPostBodyComponents([
      <script
        key="base-url-banner"
        dangerouslySetInnerHTML={{ __html: baseUrlBannerScript("/") }}
      />,
    ])
  }
}
