// What a preview link points at: the page or post by database id, as the server's CMS
// credentials see it (an editor's view: drafts included). Its type is checked against the
// token's; its status and URI say where the preview opens.
import { graphql } from "../graphql/generated";

export const PREVIEW_TARGET_QUERY = graphql(`
  query PreviewTarget($id: ID!) {
    contentNode(id: $id, idType: DATABASE_ID) {
      databaseId
      contentTypeName
      status
      uri
    }
  }
`);
