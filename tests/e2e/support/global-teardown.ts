export default async function globalTeardown(): Promise<void> {
  globalThis.__CPPVN_SERVER__?.kill("SIGTERM")
}
