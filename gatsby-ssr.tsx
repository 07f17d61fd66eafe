import React from "react"
import type { GatsbySSR } from "gatsby"
import { wrapPage, wrapRoot } from "./src/app/wrappers"
import { noFlashColorModeScript } from "./src/components/ColorModeToggle/noFlashScript"
import { baseUrlBannerScript } from "./src/build/baseUrlBanner"

export const wrapRootElement: GatsbySSR["wrapRootElement"] = wrapRoot
export const wrapPageElement: GatsbySSR["wrapPageElement"] = wrapPage

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  pathname,
  setHtmlAttributes,
  setPreBodyComponents,
  setPostBodyComponents,
}) => {
  setHtmlAttributes({ lang: "vi-VN", dir: "ltr", "data-theme": "light" } as Record<string, string>)
  // Runs before the body paints: the stored or system colour mode is applied with no flash.
  setPreBodyComponents([
    <script key="color-mode" dangerouslySetInnerHTML={{ __html: noFlashColorModeScript }} />,
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
