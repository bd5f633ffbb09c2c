// The JSON scalar: any JSON value, as a variable or written inline in the operation.
import { GraphQLScalarType, Kind, valueFromASTUntyped } from 'graphql';

export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Any JSON value: an object, a list, a string, a number, a boolean or null.',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast, variables) => (ast.kind === Kind.NULL ? null : valueFromASTUntyped(ast, variables)),
});
