// The Upload scalar: a file of a GraphQL multipart request, put into the variables by the HTTP
// handler (http/multipart.ts) as a web `File`.
import { GraphQLError, GraphQLScalarType } from 'graphql';

export const UploadScalar = new GraphQLScalarType({
  name: 'Upload',
  description: 'A file sent with the operation as a GraphQL multipart request.',
  serialize: () => {
    throw new GraphQLError('Upload is an input-only type');
  },
  parseValue: (value) => {
    if (value instanceof Blob) return value;
    throw new GraphQLError('Ожидается файл (multipart-запрос)', { extensions: { code: 'BAD_USER_INPUT' } });
  },
  parseLiteral: () => {
    throw new GraphQLError('Файл передаётся только переменной multipart-запроса', { extensions: { code: 'BAD_USER_INPUT' } });
  },
});
