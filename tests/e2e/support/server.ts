export const E2E_PORT = Number(process.env.E2E_PORT || 9321)
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`
/** The view-counter service the browser tests run; `npm test` builds the site with COUNTER_API_URL set to it. */
export const E2E_COUNTER_PORT = Number(process.env.E2E_COUNTER_PORT || 9322)
export const E2E_COUNTER_URL = `http://127.0.0.1:${E2E_COUNTER_PORT}`
