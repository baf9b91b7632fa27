import type { TestApp } from './app';

type Schema = { properties?: Record<string, unknown> };
type OpenApiOperation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI form: `/api/environments/{id}`. */
  path: string;
  /** Names of its query parameters and of its JSON body's fields. */
  query: string[];
  body: string[];
}

/** Every operation of the app's route table, read from the OpenAPI document built from it. */
export function routeTable(t: TestApp): Operation[] {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase() as Operation['method'],
      path,
      query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      body: Object.keys(
        operation.requestBody?.content?.['application/json']?.schema?.properties ?? {},
      ),
    })),
  );
}
