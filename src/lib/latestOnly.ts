/**
 * Runs at most one call at a time and, of the calls made meanwhile, only the last: typing "vector" sends one
 * query for "v" and one for "vector", not six queued in the worker. Each settled result goes to `onResult` only
 * if no newer call was made since; superseded calls are never run.
 */
export function latestOnly<A, R>(
  run: (args: A) => Promise<R>,
  onResult: (outcome: { ok: true; value: R } | { ok: false; error: Error }) => void,
) {
  let running = false
  let waiting: { args: A } | null = null
  let generation = 0

  const start = (args: A) => {
    running = true
    const mine = generation
    run(args)
      .then(
        (value) => mine === generation && onResult({ ok: true, value }),
        (error: Error) => mine === generation && onResult({ ok: false, error }),
      )
      .finally(() => {
        running = false
        const next = waiting
        waiting = null
        if (next) start(next.args)
      })
  }

  return {
    call(args: A) {
      generation += 1
      if (running) waiting = { args }
      else start(args)
    },
    /** Forgets a waiting call and drops the result of the one running (an emptied search box). */
    cancel() {
      generation += 1
      waiting = null
    },
  }
}
