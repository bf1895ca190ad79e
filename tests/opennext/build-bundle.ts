// The bundle's build on its own, as the unit tests' global setup makes it (fresh sources skip
// it): `npm test` runs this beside lint and the type-check (scripts/test.sh), and the unit tests
// then find the bundle built.
import { setup } from "./global-setup.ts";

await setup();
