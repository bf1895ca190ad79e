import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import { describe, expect, it } from "vitest";
import { CmsNetworkError } from "../graphql/links/cms-fetch";
import { CircuitOpenError } from "./circuit-breaker";
import {
  aggregateErrorMessage,
  describeError,
  FALLBACK_ERROR_MESSAGE,
  isCmsUnavailable,
} from "./errors";

const serverError = (statusCode: number) =>
  new ServerError("Response not successful", {
    response: new Response("", { status: statusCode }),
    bodyText: "",
  });

describe("aggregateErrorMessage", () => {
  it("joins the errors' messages, one per line", () => {
    expect(aggregateErrorMessage([{ message: "first" }, { message: " second " }])).toBe(
      "first\nsecond",
    );
  });

  it.each([[[]], [[{ message: "" }]], [[{ message: "   " }, { message: null }, {}]]])(
    "falls back to the fixed message when none has text: %j",
    (errors) => {
      expect(aggregateErrorMessage(errors)).toBe("Error message not found.");
    },
  );

  it("keeps the fallback's wording in one constant", () => {
    expect(FALLBACK_ERROR_MESSAGE).toBe("Error message not found.");
  });
});

describe("describeError", () => {
  it("aggregates GraphQL errors, with the fallback when they say nothing", () => {
    const errors = new CombinedGraphQLErrors({ errors: [{ message: "" }] });
    expect(describeError(errors)).toBe("GraphQL errors: Error message not found.");
  });

  it("names the error and its cause", () => {
    const error = new CmsNetworkError("the CMS could not be reached", {
      cause: new Error("ECONNREFUSED"),
    });
    expect(describeError(error)).toBe(
      "CmsNetworkError: the CMS could not be reached (cause: ECONNREFUSED)",
    );
    expect(describeError(new Error(""))).toBe("Error: Error message not found.");
  });
});

describe("isCmsUnavailable", () => {
  it.each<[string, unknown, boolean]>([
    ["a network failure", new CmsNetworkError("refused"), true],
    ["an open circuit", new CircuitOpenError("open"), true],
    ["a 503 answer", serverError(503), true],
    ["a 429 answer", serverError(429), true],
    ["a 400 answer", serverError(400), false],
    ["a bug's TypeError", new TypeError("cannot read properties of undefined"), false],
    ["GraphQL errors", new CombinedGraphQLErrors({ errors: [{ message: "bad" }] }), false],
  ])("%s: %s", (_name, error, unavailable) => {
    expect(isCmsUnavailable(error)).toBe(unavailable);
  });
});
