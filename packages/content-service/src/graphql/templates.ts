// Page templates: WPGraphQL names a template's type Template_<Name> (ContentTemplate).
export const TEMPLATE_TYPES: Record<string, string> = {
  Default: "DefaultTemplate",
  "Press Releases": "Template_PressReleases",
};

export function templateOf(templateName: string) {
  return { __typename: TEMPLATE_TYPES[templateName] ?? "DefaultTemplate", templateName };
}
