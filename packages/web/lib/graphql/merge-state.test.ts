import { describe, expect, it } from "vitest";
import { mergePageState } from "./merge-state";

describe("mergePageState", () => {
  it("merges objects deeply, the page's values winning", () => {
    const existing = { a: { b: 1, c: { d: 2 } }, keep: "yes" };
    const page = { a: { b: 10, c: { e: 3 } } };
    expect(mergePageState<object>(existing, page)).toEqual({
      a: { b: 10, c: { d: 2, e: 3 } },
      keep: "yes",
    });
  });

  it("puts the page's array items first and drops existing items equal to them", () => {
    const existing = { list: [{ id: 1 }, { id: 2 }, { id: 3 }] };
    const page = { list: [{ id: 3 }, { id: 4 }] };
    expect(mergePageState(existing, page)).toEqual({
      list: [{ id: 3 }, { id: 4 }, { id: 1 }, { id: 2 }],
    });
  });

  it("keeps existing items that differ in any nested field", () => {
    const existing = { list: [{ id: 1, tags: ["a"] }] };
    const page = { list: [{ id: 1, tags: ["a", "b"] }] };
    expect(mergePageState(existing, page).list).toEqual([
      { id: 1, tags: ["a", "b"] },
      { id: 1, tags: ["a"] },
    ]);
  });

  it("applies the rule to arrays nested inside objects and arrays", () => {
    const existing = {
      ROOT_QUERY: { posts: { nodes: [{ __ref: "Post:1" }, { __ref: "Post:2" }] } },
    };
    const page = { ROOT_QUERY: { posts: { nodes: [{ __ref: "Post:2" }, { __ref: "Post:5" }] } } };
    expect(mergePageState(existing, page).ROOT_QUERY.posts.nodes).toEqual([
      { __ref: "Post:2" },
      { __ref: "Post:5" },
      { __ref: "Post:1" },
    ]);
    expect(mergePageState({ grid: [[1, 2]] }, { grid: [[1, 2], [3]] }).grid).toEqual([[1, 2], [3]]);
  });

  it("stays stable over repeated navigations to the same pages", () => {
    const pageA = { ROOT_QUERY: { list: ["a1", "a2"] }, "Post:1": { title: "A" } };
    const pageB = { ROOT_QUERY: { list: ["b1"] }, "Post:2": { title: "B" } };
    let cache: object = {};
    for (const page of [pageA, pageB, pageA, pageB, pageA]) cache = mergePageState(cache, page);
    expect(cache).toEqual({
      ROOT_QUERY: { list: ["a1", "a2", "b1"] },
      "Post:1": { title: "A" },
      "Post:2": { title: "B" },
    });
  });

  it("does not change its inputs", () => {
    const existing = { list: [1], nested: { x: 1 } };
    const page = { list: [2], nested: { y: 2 } };
    mergePageState<object>(existing, page);
    expect(existing).toEqual({ list: [1], nested: { x: 1 } });
    expect(page).toEqual({ list: [2], nested: { y: 2 } });
  });
});
