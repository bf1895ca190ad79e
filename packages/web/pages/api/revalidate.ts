// POST /api/revalidate/ (with the slash: the site keeps trailing slashes, and a sender that
// does not follow redirects gets a 308 from /api/revalidate): the CMS's publish webhook.
// lib/publish/webhook/index.ts does the work; this reads the raw body (the signature covers its
// exact bytes) and writes the answer.
import type { IncomingMessage } from "node:http";
import type { NextApiRequest, NextApiResponse } from "next";
import { observeRequest } from "@/lib/observability/request";
import { publishWebhook } from "@/lib/publish/webhook/process";
import { handleWebhook, MAX_BODY_BYTES } from "@/lib/publish/webhook";

export const config = { api: { bodyParser: false } };

export default function revalidate(req: NextApiRequest, res: NextApiResponse) {
  return observeRequest({ req, operation: "revalidate" }, () => deliver(req, res));
}

async function deliver(req: NextApiRequest, res: NextApiResponse) {
  const answer = await handleWebhook(
    {
      method: req.method ?? "",
      headers: req.headers,
      body: req.method === "POST" ? await readBody(req, MAX_BODY_BYTES) : Buffer.alloc(0),
    },
    publishWebhook,
  );
  res.setHeader("cache-control", "no-store");
  for (const [name, value] of Object.entries(answer.headers ?? {})) res.setHeader(name, value);
  res.status(answer.status).json(answer.body);
}

/** The body's bytes, or "too-large" as soon as it passes `limit` (the rest is not read). */
async function readBody(req: IncomingMessage, limit: number): Promise<Buffer | "too-large"> {
  if (Number(req.headers["content-length"] ?? 0) > limit) return "too-large";
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) return "too-large";
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
