// Page templates: WPGraphQL names a template's type Template_ and the name without spaces
// (ContentTemplate); WordPress's default is DefaultTemplate.
function templateTypeName(templateName: string): string {
  return templateName === "Default"
    ? "DefaultTemplate"
    : `Template_${templateName.replace(/[^A-Za-z0-9]/g, "")}`;
}

export function templateOf(templateName: string) {
  return { __typename: templateTypeName(templateName), templateName };
}
