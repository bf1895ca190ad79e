export { ContentError, loadContent } from "./content/load.ts";
export { CONTENT_DIR, SCHEMA_FILE, UPLOADS_DIR } from "./paths.ts";
export { startContentService, type ContentService } from "./server.ts";
