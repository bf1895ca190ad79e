// What a schema declares that WordPress does not, or declares differently: a query valid
// against the first must be valid, and mean the same, against the second (so a type here has
// every interface its WordPress namesake has, where this schema declares the interface).
import {
  astFromValue,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isSpecifiedScalarType,
  isUnionType,
  print,
  type GraphQLArgument,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
} from "graphql";

const kindOf = (type: GraphQLNamedType) =>
  isObjectType(type)
    ? "object type"
    : isInterfaceType(type)
      ? "interface"
      : isInputObjectType(type)
        ? "input type"
        : isEnumType(type)
          ? "enum"
          : isUnionType(type)
            ? "union"
            : "scalar";

const defaultOf = (value: GraphQLArgument | GraphQLInputField) =>
  value.defaultValue === undefined
    ? "no default"
    : `default ${print(astFromValue(value.defaultValue, value.type)!)}`;

/** Each declaration of `declared` that `wordpress` lacks or types differently, described. */
export function unfaithfulDeclarations(
  declared: GraphQLSchema,
  wordpress: GraphQLSchema,
): string[] {
  const problems: string[] = [];
  const compareValues = (
    where: string,
    ours: readonly (GraphQLArgument | GraphQLInputField)[],
    theirs: readonly (GraphQLArgument | GraphQLInputField)[],
  ) => {
    for (const value of ours) {
      const real = theirs.find((candidate) => candidate.name === value.name);
      if (!real) {
        problems.push(`${where}(${value.name}): not in WordPress`);
        continue;
      }
      if (String(value.type) !== String(real.type)) {
        problems.push(`${where}(${value.name}): ${value.type} here, ${real.type} in WordPress`);
      }
      if (defaultOf(value) !== defaultOf(real)) {
        problems.push(
          `${where}(${value.name}): ${defaultOf(value)} here, ${defaultOf(real)} in WordPress`,
        );
      }
    }
    for (const real of theirs) {
      const required = String(real.type).endsWith("!") && real.defaultValue === undefined;
      if (required && !ours.some((value) => value.name === real.name)) {
        problems.push(`${where}(${real.name}): required in WordPress, missing here`);
      }
    }
  };

  for (const type of Object.values(declared.getTypeMap())) {
    if (type.name.startsWith("__") || isSpecifiedScalarType(type)) continue;
    const real = wordpress.getType(type.name);
    if (!real) {
      problems.push(`${type.name}: not in WordPress`);
      continue;
    }
    if (kindOf(type) !== kindOf(real)) {
      problems.push(`${type.name}: ${kindOf(type)} here, ${kindOf(real)} in WordPress`);
      continue;
    }
    if (
      (isObjectType(type) || isInterfaceType(type)) &&
      (isObjectType(real) || isInterfaceType(real))
    ) {
      const realInterfaces = real.getInterfaces().map((i) => i.name);
      const interfaces = type.getInterfaces().map((i) => i.name);
      for (const implemented of interfaces) {
        if (!realInterfaces.includes(implemented)) {
          problems.push(`${type.name}: implements ${implemented} here, not in WordPress`);
        }
      }
      // A fragment on an interface WordPress's type has must match it here too.
      for (const implemented of realInterfaces) {
        if (!interfaces.includes(implemented) && declared.getType(implemented)) {
          problems.push(`${type.name}: implements ${implemented} in WordPress, not here`);
        }
      }
      const realFields = real.getFields();
      for (const field of Object.values(type.getFields())) {
        const realField = realFields[field.name];
        const where = `${type.name}.${field.name}`;
        if (!realField) {
          problems.push(`${where}: not in WordPress`);
          continue;
        }
        if (String(field.type) !== String(realField.type)) {
          problems.push(`${where}: ${field.type} here, ${realField.type} in WordPress`);
        }
        compareValues(where, field.args, realField.args);
      }
    } else if (isInputObjectType(type) && isInputObjectType(real)) {
      compareValues(type.name, Object.values(type.getFields()), Object.values(real.getFields()));
    } else if (isEnumType(type) && isEnumType(real)) {
      for (const value of type.getValues()) {
        if (!real.getValue(value.name))
          problems.push(`${type.name}.${value.name}: not in WordPress`);
      }
    } else if (isUnionType(type) && isUnionType(real)) {
      const members = real.getTypes().map((member) => member.name);
      for (const member of type.getTypes()) {
        if (!members.includes(member.name)) {
          problems.push(`${type.name}: has ${member.name} here, not in WordPress`);
        }
      }
    }
  }
  return problems;
}
