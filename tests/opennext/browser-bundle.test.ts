// The AWS SDK clients serve the publish webhook on the server only: none of them may reach
// the JavaScript browsers download. Reads the build made by ./global-setup.ts.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { WEB_DIR } from "./global-setup.ts";

const AWS_SDK_MARKERS = ["CreateInvalidationCommand", "GetParameterCommand", "@aws-sdk/"];

function filesContaining(dir: string, markers: string[]): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".js"))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => {
      const code = readFileSync(file, "utf8");
      return markers.some((marker) => code.includes(marker));
    });
}

describe("the browser's JavaScript", () => {
  it("holds none of the AWS SDK, which the server bundle does hold", () => {
    expect(filesContaining(path.join(WEB_DIR, ".next/server"), AWS_SDK_MARKERS)).not.toEqual([]);
    expect(filesContaining(path.join(WEB_DIR, ".next/static"), AWS_SDK_MARKERS)).toEqual([]);
  });
});
