// Starts the embedded content service: `npm run content` from the repository root.
import { ContentError } from "./content/load.ts";
import { startContentService } from "./server.ts";
import { readSettings } from "./settings.ts";

try {
  const settings = readSettings(process.env);
  const service = await startContentService(settings);
  const { pages, posts, menus } = service.store;
  const modes = [
    settings.auth && "auth required",
    settings.testControls && "test controls on",
    settings.watch && "reloading on edits",
    settings.publish && `publishing to ${settings.publish.url}`,
  ];
  console.log(
    `content-service: ${pages.length} pages, ${posts.length} posts, ${menus.length} menus; ` +
      `GraphQL at ${service.graphqlUrl}${modes.some(Boolean) ? ` (${modes.filter(Boolean).join(", ")})` : ""}`,
  );
  const stop = () => void service.close().then(() => process.exit(0));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
} catch (error) {
  const reason = error instanceof ContentError ? `invalid seed content: ${error.message}` : error;
  console.error(
    "content-service: cannot start:",
    reason instanceof Error ? reason.message : reason,
  );
  process.exit(1);
}
