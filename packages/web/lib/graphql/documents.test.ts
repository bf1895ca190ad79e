// Every query the site sends is valid against the WPGraphQL contract the content service
// serves (and that WordPress serves in production).
import { buildSchema, validate, type DocumentNode } from "graphql";
import { describe, expect, it } from "vitest";
import { schemaSdl } from "../../../content-service/src/schema-sdl";
import { APP_QUERY } from "../redirects/server-lookup";
import { BRANDS_QUERY } from "./brands-query";
import { CATEGORIES_QUERY } from "./categories-query";
import { DIVIDENDS_QUERY, LATEST_DIVIDENDS_QUERY } from "./dividends-query";
import { FINANCIAL_REPORTS_QUERY } from "./financial-reports-query";
import { INVESTOR_EVENTS_QUERY } from "./investor-events-query";
import { PEOPLE_QUERY } from "./people-query";
import { NODE_BY_URI_QUERY } from "./node-query";
import { POSTS_CURSOR_QUERY, POSTS_QUERY } from "./posts-query";
import { SEARCH_CURSORS_QUERY, SEARCH_QUERY } from "./search-query";
import { MENU_ITEMS_PAGE_QUERY, SHELL_QUERY } from "./shell-query";
import { SITEMAP_PAGES_QUERY, SITEMAP_POSTS_QUERY } from "./sitemap-query";

const schema = buildSchema(schemaSdl());

describe("the site's GraphQL documents", () => {
  it.each<[string, DocumentNode]>([
    ["AppQuery (redirection lookup)", APP_QUERY],
    ["PostCategories", CATEGORIES_QUERY],
    ["Shell", SHELL_QUERY],
    ["MenuItemsPage", MENU_ITEMS_PAGE_QUERY],
    ["NodeByUri", NODE_BY_URI_QUERY],
    ["Posts", POSTS_QUERY],
    ["PostsCursor", POSTS_CURSOR_QUERY],
    ["SiteSearch", SEARCH_QUERY],
    ["SiteSearchCursors", SEARCH_CURSORS_QUERY],
    ["SitemapPages", SITEMAP_PAGES_QUERY],
    ["SitemapPosts", SITEMAP_POSTS_QUERY],
    ["People", PEOPLE_QUERY],
    ["Brands", BRANDS_QUERY],
    ["Dividends", DIVIDENDS_QUERY],
    ["LatestDividends", LATEST_DIVIDENDS_QUERY],
    ["FinancialReports", FINANCIAL_REPORTS_QUERY],
    ["InvestorEvents", INVESTOR_EVENTS_QUERY],
  ])("%s validates against the CMS schema", (_name, document) => {
    expect(validate(schema, document).map((error) => error.message)).toEqual([]);
  });
});
