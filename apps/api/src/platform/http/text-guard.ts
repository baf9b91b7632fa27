import type { FastifySchemaCompiler } from 'fastify';
import { MULTI_LINE_CONTROL } from '@maryjane/contract/validation';

/**
 * Where a request's text holds a control character other than tab and line breaks (ESC, NUL,
 * C1): the dotted paths of those strings. Names refuse tab and line breaks too, in their schemas
 * (`singleLine` in the contract); this catches every other text, so no field is forgotten.
 */
export function controlCharacterPaths(value: unknown, at: string[] = []): string[][] {
  if (typeof value === 'string') return MULTI_LINE_CONTROL.test(value) ? [at] : [];
  if (Array.isArray(value))
    return value.flatMap((item, index) => controlCharacterPaths(item, [...at, String(index)]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      controlCharacterPaths(item, [...at, key]),
    );
  }
  return [];
}

/**
 * The schema's own validator, then the control-character check on what it let through (body and
 * query; headers are the HTTP layer's). Its refusals are field errors like any other:
 * 422 with `controlCharacters` for each field.
 */
export function withTextGuard<T>(compile: FastifySchemaCompiler<T>): FastifySchemaCompiler<T> {
  return (route) => {
    const validate = compile(route);
    // Path parameters are ids and tokens, each checked by its own schema: a wrong one is not found.
    if (route.httpPart === 'headers' || route.httpPart === 'params') return validate;
    return (data) => {
      const result = validate(data);
      if (!result || typeof result !== 'object' || !('value' in result)) return result;
      const paths = controlCharacterPaths(result.value);
      if (paths.length === 0) return result;
      return {
        error: paths.map((path) => ({
          keyword: 'controlCharacters',
          instancePath: `/${path.join('/')}`,
          schemaPath: '#/controlCharacters',
          params: {},
          message: 'controlCharacters',
        })),
      };
    };
  };
}
