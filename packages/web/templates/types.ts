// What every template receives and returns.
import type { ApolloClient } from "@apollo/client";
import type { ComponentType } from "react";
import type { Image } from "@/lib/cms/shell";
import type { CleanHtml } from "@/lib/content/render";
import type { UriNode } from "@/lib/graphql/node-query";

export interface TemplateContext {
  client: ApolloClient;
  node: UriNode;
  /** The ?page= number for paginated templates; 1 when absent. */
  page: number;
}

/** A page or post as templates show it: text already through the content pipeline. */
export interface ContentView {
  title: string;
  image: Image | null;
  html: CleanHtml;
  date: string | null;
}

export interface PostCard {
  id: string;
  title: string;
  uri: string;
  date: string | null;
  excerpt: string;
}

export interface Template<Props> {
  /** Gathers the template's props; null means the URL has nothing to show (404). */
  load(context: TemplateContext): Promise<Props | null>;
  Component: ComponentType<Props>;
}
