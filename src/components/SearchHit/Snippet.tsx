import React from "react"
import type { SnippetPart } from "../../search/snippet"

/** Snippet text is rendered as React text nodes, never as HTML. */
export default function Snippet({ parts }: { parts: SnippetPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.match ? (
          <mark key={index}>{part.text}</mark>
        ) : (
          <React.Fragment key={index}>{part.text}</React.Fragment>
        ),
      )}
    </>
  )
}
