// The bundle's build on its own, as the unit tests' global setup makes it (fresh sources skip
// it): `npm test` runs this beside lint and the type-check (scripts/test.sh), so the unit tests
// find the bundle built instead of waiting for it with both cores otherwise idle.
import { setup } from "./global-setup.ts";

await setup();
