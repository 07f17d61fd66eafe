interface ExtractPlugin {
  constructor: { name: string }
  options?: { ignoreOrder?: boolean }
}

/**
 * Turns off mini-css-extract-plugin's "Conflicting order" warnings in a webpack config; returns how many plugins it
 * changed, and throws when none (a Gatsby upgrade that renames the plugin must not bring the noise back unnoticed).
 *
 * The warnings say that two page templates import the same CSS modules in different orders, so the one styles file
 * cannot follow both. Only the order of rules from different modules is at stake, and that order cannot change what
 * applies here: every component's rules are CSS-module classes of its own, and the site-wide sheets are imported once,
 * in gatsby-browser.tsx. The option only drops the warning; the plugin orders the file as before.
 */
export function ignoreCssModuleOrder(config: { plugins?: unknown[] }): number {
  let changed = 0
  for (const plugin of (config.plugins ?? []) as ExtractPlugin[]) {
    if (plugin?.constructor?.name !== "MiniCssExtractPlugin") continue
    plugin.options = { ...plugin.options, ignoreOrder: true }
    changed++
  }
  if (changed === 0) throw new Error("Không tìm thấy MiniCssExtractPlugin trong cấu hình webpack")
  return changed
}
