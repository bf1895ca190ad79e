// The two reads of cold-cms-reads-apollo.ts as cold-cms-reads-http.ts sends them, printed here
// (bundled and run once by the benchmark, untimed): the documents as JSON on standard output.
import { print } from "graphql";
import { NODE_BY_URI_QUERY } from "@/lib/graphql/node-query";
import { SHELL_QUERY } from "@/lib/graphql/shell-query";

process.stdout.write(
  JSON.stringify([
    { query: print(SHELL_QUERY), variables: {} },
    { query: print(NODE_BY_URI_QUERY), variables: { uri: process.env.PROBE_URI ?? "/" } },
  ]),
);
