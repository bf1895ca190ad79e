// The bundle's build on its own, as the unit tests' global setup makes it (fresh sources skip
// it): `npm test` runs this beside lint and the type-check (scripts/test.sh), and the unit tests
// then find the bundle built. Then the stack's "local" template, which the local CloudFront of the
// unit and browser tests is made from (scripts/cdn/template.ts), synthesized from that bundle.
import { localStageTemplate } from "../../scripts/cdn/template.ts";
import { setup } from "./global-setup.ts";

await setup();
await localStageTemplate();
