import { describe, expect, it } from "vitest";
import { MIN_SHARED_SECRET_LENGTH, sharedSecretError } from "./shared-secret.ts";

describe("sharedSecretError", () => {
  it("takes a secret of the shortest length or longer", () => {
    expect(sharedSecretError(MIN_SHARED_SECRET_LENGTH)).toBeUndefined();
    expect(sharedSecretError(64)).toBeUndefined();
  });

  it("says how long a shorter one is and how to make one", () => {
    expect(sharedSecretError(31)).toBe(
      "must be at least 32 characters long, got 31 (make one with `openssl rand -hex 32`)",
    );
    expect(sharedSecretError(0)).toMatch(/got 0 /);
  });
});
