/** `expect.toBeOneOf([...])`: an asymmetric matcher for "any of these values". */
expect.extend({
  toBeOneOf(received: unknown, expected: unknown[]) {
    const pass = expected.includes(received)
    return {
      pass,
      message: () =>
        `expected ${String(received)} ${pass ? "not " : ""}to be one of ${expected.join(", ")}`,
    }
  },
})

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace jest {
    interface Expect {
      toBeOneOf(expected: unknown[]): unknown
    }
    interface Matchers<R> {
      toBeOneOf(expected: unknown[]): R
    }
  }
}

export {}
