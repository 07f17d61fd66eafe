import React, { Suspense, memo } from "react"
import { ApproachFrame } from "./ApproachFrame"

/**
 * The server's side of hydrateOnApproach (onApproach.tsx): the component rendered at once, statically imported,
 * in the frame and boundary the browser's side hydrates. Used by the server twins of the modules that list a
 * page's on-approach parts (src/build/browserTwins.ts).
 */
export function renderedOnServer<Props extends object>(Component: React.ComponentType<Props>) {
  return memo(function OnServer(props: Props) {
    return (
      <ApproachFrame>
        <Suspense fallback={null}>
          <Component {...props} />
        </Suspense>
      </ApproachFrame>
    )
  })
}
