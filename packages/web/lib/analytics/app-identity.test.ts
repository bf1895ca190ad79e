import { describe, expect, it } from "vitest";
import { parseAppIdentity, serializeAppIdentity } from "./app-identity";

const app = { version: "2.4.1", platform: "aws", name: "corporate", brand: "Corus" };

describe("the app identity in the document", () => {
  it("survives the trip from server to browser", () => {
    expect(parseAppIdentity(serializeAppIdentity(app))).toEqual(app);
  });

  it("cannot close its <script> element early", () => {
    const json = serializeAppIdentity({ ...app, brand: "</script><script>alert(1)</script>" });
    expect(json).not.toContain("<");
    expect(parseAppIdentity(json)?.brand).toBe("</script><script>alert(1)</script>");
  });

  it.each(["null", "[]", '{"version":"1"}', '{"version":1,"platform":"","name":"","brand":""}'])(
    "is null when malformed: %s",
    (json) => {
      expect(parseAppIdentity(json)).toBeNull();
    },
  );
});
