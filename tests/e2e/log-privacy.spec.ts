// After every other browser test has run (its project depends on theirs): no line any server of
// the run wrote (the content services, every site, the servers the outage, preview and publish
// tests start) holds what visitors searched for, planted by planted-search.spec.ts and
// cms-outage.spec.ts. Logs are kept for weeks in several regions; a URL's query string stays
// out of them (docs/operations.md, "Logs").
import { expect, test } from "@playwright/test";
import { PLANTED, plantedSpellings } from "./planted.ts";
import { serverLogs } from "./server-logs.ts";

test("no server wrote a planted search term or e-mail address", () => {
  const logs = serverLogs();
  // The servers that saw the planted searches are among them, and wrote something.
  const servers = logs.map(({ server }) => server);
  for (const server of ["site", "analytics-site", "no-cms-site", "outage-site"]) {
    expect(servers, `${server}'s output was kept`).toContain(server);
  }
  const written = logs.reduce((lines, log) => lines + log.lines.length, 0);
  expect(written).toBeGreaterThan(100);
  const spellings = plantedSpellings();
  const found = logs.flatMap(({ server, lines }) =>
    lines
      .filter((line) => spellings.some((value) => line.toLowerCase().includes(value.toLowerCase())))
      .map((line) => `${server}: ${line.slice(0, 300)}`),
  );
  expect(found, `lines holding ${Object.values(PLANTED).join(", ")}`).toEqual([]);
});
