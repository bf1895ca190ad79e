// What a preview link points at: the page or post by database id, as the site's WordPress
// account sees it (an editor's view: drafts included). Its type is checked against the
// token's; its status, URI and language (Polylang's) say where the preview opens. `viewer` tells a read WordPress took
// as the account's from one it answered as anonymous (a refused Application Password).
import { graphql } from "../graphql/generated";

export const PREVIEW_TARGET_QUERY = graphql(`
  query PreviewTarget($id: ID!) {
    viewer {
      databaseId
    }
    contentNode(id: $id, idType: DATABASE_ID) {
      databaseId
      contentTypeName
      status
      uri
      ... on Page {
        language {
          code
        }
      }
      ... on Post {
        language {
          code
        }
      }
    }
  }
`);
