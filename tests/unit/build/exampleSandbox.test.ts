/** @jest-environment node */
import fs from "fs"
import net from "net"
import os from "os"
import path from "path"
import { ExampleRunner } from "../../../src/build/content/exampleRunner"
import { canIsolateNetwork } from "../../../src/build/content/sandbox"

jest.setTimeout(120_000)

// Real compiles: each runner gets a fresh cache, so nothing is answered from an earlier run.
const runnerFor = (compiler: string) =>
  new ExampleRunner(fs.mkdtempSync(path.join(os.tmpdir(), "cppvn-sandbox-test-")), compiler)

describe("example programs run sandboxed", () => {
  it("see an empty environment apart from the locale and the sanitizer settings", async () => {
    const program = [
      "#include <cstdio>",
      "#include <cstdlib>",
      "extern char** environ;",
      "int main() {",
      "    int count = 0;",
      "    for (char** e = environ; *e; ++e) ++count;",
      '    std::printf("%d %s\\n", count, std::getenv("HOME") ? "HOME" : "-");',
      "}",
    ].join("\n")
    const result = await runnerFor("g++").run(program, "")
    expect(result.phase).toBe("ok")
    expect(result.stdout).toBe("3 -\n")
  })

  it("cannot allocate past the memory limit", async () => {
    const program = [
      "#include <iostream>",
      "#include <new>",
      "char* volatile keep;  // stored, so the optimiser cannot drop the allocation",
      "int main() {",
      "    try {",
      "        keep = new char[std::size_t{4} << 30];",
      '        std::cout << "allocated\\n";',
      "    } catch (const std::bad_alloc&) {",
      '        std::cout << "bad_alloc\\n";',
      "    }",
      "}",
    ].join("\n")
    const result = await runnerFor("clang++").run(program, "")
    expect(result.stdout).toBe("bad_alloc\n")
  })

  it("cannot reach the network, even this machine's loopback", async () => {
    if (!canIsolateNetwork()) {
      console.warn("unshare -n is not available here: the network test is skipped")
      return
    }
    const server = net.createServer((socket) => socket.end())
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    const { port } = server.address() as net.AddressInfo
    const program = [
      "#include <arpa/inet.h>",
      "#include <cstdio>",
      "#include <netinet/in.h>",
      "#include <sys/socket.h>",
      "int main() {",
      "    int fd = socket(AF_INET, SOCK_STREAM, 0);",
      "    sockaddr_in address{};",
      "    address.sin_family = AF_INET;",
      `    address.sin_port = htons(${port});`,
      '    inet_pton(AF_INET, "127.0.0.1", &address.sin_addr);',
      "    bool connected = connect(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0;",
      '    std::printf("%s\\n", connected ? "connected" : "blocked");',
      "}",
    ].join("\n")
    try {
      const result = await runnerFor("clang++").run(program, "")
      expect(result.stdout).toBe("blocked\n")
    } finally {
      server.close()
    }
  })
})
