// Node's fetch loads undici on its first call, and its HTTP client compiles its code (and its
// HTTP parser, WebAssembly) on its first request: about 50 ms of a new container's first CMS
// read, which a page waits for (docs/benchmark-and-audit.md, "Cold start of the deployed
// shape"). One request to a server of the process's own, on the loopback interface, does that
// at init without calling anyone.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export async function primeFetch() {
  const server = createServer((request, response) => {
    request.resume();
    response.setHeader("content-type", "application/json");
    response.end("{}");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    // As the CMS client posts: JSON in, JSON out.
    const answer = await fetch(`http://127.0.0.1:${port}/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    await answer.json();
  } finally {
    server.closeAllConnections();
    server.close();
  }
}
