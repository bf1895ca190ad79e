// The floor under cold-cms-reads-apollo.ts, bundled and run the same way: the same two reads as
// two POSTs over node:http, which the server function has loaded before its first page, with the
// documents printed beforehand (PROBE_READS). No GraphQL library, no fetch: what reading the CMS
// costs a fresh process at all.
import http from "node:http";

interface Read {
  query: string;
  variables: Record<string, unknown>;
}

function post(url: string, read: Read): Promise<{ data?: unknown }> {
  const body = JSON.stringify(read);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: "POST",
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString("utf8")) as { data?: unknown });
          } catch (error) {
            reject(error as Error);
          }
        });
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

const url = process.env.CMS_GRAPHQL_URL ?? "";
const reads = JSON.parse(process.env.PROBE_READS ?? "[]") as Read[];
const answers = await Promise.all(reads.map((read) => post(url, read)));
if (answers.length === 0 || answers.some((answer) => !answer.data)) {
  throw new Error("the HTTP probe got no data");
}
