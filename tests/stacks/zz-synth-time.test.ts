import { it } from "vitest";
import { synthesize } from "./synthesize.ts";
it("times", async () => {
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    await synthesize(`preview-t${i}`, { CMS_GRAPHQL_URL: "https://cms.example.com/graphql", SITEMAP_BASE_URL: "https://www.example.com" });
    console.log("synth", i, Math.round(performance.now() - t));
  }
}, 200_000);
