import Head from "next/head";
import { jsonLdText, type JsonLd as JsonLdData } from "@/lib/structured-data/json-ld";

/** Structured data for search engines, in the document's head. */
export function JsonLd({ data, id }: { data: JsonLdData; id: string }) {
  return (
    <Head>
      <script
        key={`json-ld-${id}`}
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLdText(data) }}
      />
    </Head>
  );
}
