// Where the package keeps its schema and seed content.
import { fileURLToPath } from "node:url";

const root = (relative: string) => fileURLToPath(new URL(`../${relative}`, import.meta.url));

export const SCHEMA_DIR = root("src/schema");
export const CONTENT_DIR = root("content");
export const UPLOADS_DIR = root("uploads");
