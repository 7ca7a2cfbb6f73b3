import { API_CALLS, FILE_TYPES, type ApiCall } from '@proposal-desk/shared';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/** Schemas that a recursive answer (a tree) refers to, kept in the document's components. */
type SharedSchemas = Record<string, JsonSchema>;

/**
 * A schema as JSON Schema 2020-12 (what OpenAPI 3.1 uses): a request as the client sends it, an answer as the
 * server sends it. A recursive schema's own definitions (`$defs`) move to `shared` under names of their own,
 * since a `#/$defs/…` reference would point at the document's root.
 */
function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output' = 'input', shared: SharedSchemas = {}): JsonSchema {
  // Coercions and preprocessing have no JSON Schema form: the accepted input type is described instead.
  const { $schema: _dialect, $defs, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' });
  if (!$defs) return rest;
  // A schema with a `.meta({ id })` keeps its id (one component however many calls use it); others are numbered.
  const names = Object.keys($defs).map(
    (name, index) => [name, name.startsWith('__') ? `Shared${Object.keys(shared).length + index + 1}` : name] as const,
  );
  let text = JSON.stringify({ rest, $defs });
  for (const [name, unique] of names)
    text = text.split(JSON.stringify(`#/$defs/${name}`)).join(JSON.stringify(`#/components/schemas/${unique}`));
  const moved = JSON.parse(text) as { rest: JsonSchema; $defs: SharedSchemas };
  for (const [name, unique] of names) shared[unique] = moved.$defs[name]!;
  return moved.rest;
}

/** The envelope every JSON answer comes in (`Envelope` of shared/api/envelope.ts). */
const EnvelopeSchema = z.object({
  code: z.number().int().describe('200 on success; the HTTP status otherwise'),
  msg: z.string().describe('A message in the language of Accept-Language (zh or en)'),
  data: z.unknown().describe('The answer; null on a refusal'),
  success: z.boolean(),
  errors: z
    .array(z.object({ field: z.string(), message: z.string() }))
    .optional()
    .describe('On refused values: each field at fault'),
});

const envelopeRef = { $ref: '#/components/schemas/Envelope' };
const jsonEnvelope = (description: string) => ({ description, content: { 'application/json': { schema: envelopeRef } } });

function successOf(call: ApiCall, shared: SharedSchemas): Record<string, unknown> {
  if ('answer' in call)
    return {
      description: 'The envelope with the answer in `data`',
      content: {
        'application/json': {
          schema: { allOf: [envelopeRef, { type: 'object', properties: { data: jsonSchemaOf(call.answer, 'output', shared) } }] },
        },
      },
    };
  if ('plain' in call)
    return { description: 'JSON', content: { 'application/json': { schema: jsonSchemaOf(call.plain, 'output', shared) } } };
  const type = FILE_TYPES[call.file];
  return {
    description:
      call.file === 'html' || call.file === 'script' ? 'A page of the reference' : 'A download (Content-Disposition: attachment)',
    content: { [type]: { schema: { type: 'string', contentMediaType: type } } },
  };
}

/** `/api/ReportRun/:id` → `/api/ReportRun/{id}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
const paramNames = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);

function parametersOf(op: ApiCall, shared: SharedSchemas): JsonSchema[] {
  const params = op.params ? jsonSchemaOf(op.params, 'input', shared) : undefined;
  const inPath = paramNames(op.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: (params?.properties as Record<string, JsonSchema> | undefined)?.[name] ?? { type: 'string', minLength: 1 },
  }));
  if (!op.query) return inPath;
  const query = jsonSchemaOf(op.query, 'input', shared);
  const properties = query.properties as Record<string, JsonSchema> | undefined;
  // A free-form query (a report's parameters) is one object parameter spread over the query string.
  if (!properties) return [...inPath, { name: 'params', in: 'query', style: 'form', explode: true, schema: query }];
  const required = new Set((query.required as string[] | undefined) ?? []);
  return [...inPath, ...Object.entries(properties).map(([name, schema]) => ({ name, in: 'query', required: required.has(name), schema }))];
}

function requestBodyOf(op: ApiCall, shared: SharedSchemas): JsonSchema | undefined {
  if (op.upload)
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { file: { type: 'array', items: { type: 'string', contentMediaType: 'application/octet-stream' } } },
          },
        },
      },
    };
  if (!op.body) return undefined;
  return { required: true, content: { 'application/json': { schema: jsonSchemaOf(op.body, 'input', shared) } } };
}

function operationOf(name: string, op: ApiCall, shared: SharedSchemas): JsonSchema {
  const requestBody = requestBodyOf(op, shared);
  const parameters = parametersOf(op, shared);
  return {
    tags: [op.tag],
    summary: op.summary,
    operationId: name,
    ...(op.access === 'public' ? { security: [] } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: {
      '200': successOf(op, shared),
      ...(op.access === 'public'
        ? {}
        : { '401': jsonEnvelope('No valid bearer token'), '403': jsonEnvelope('Outside the caller’s role or scope') }),
      '400': jsonEnvelope('Refused values: `errors` names each field'),
    },
  };
}

/** The OpenAPI 3.1 document of the API, built from the calls' declarations and their zod schemas. */
export function buildOpenApiDocument(version: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const shared: SharedSchemas = {};
  for (const [name, op] of Object.entries(API_CALLS)) (paths[openApiPath(op.path)] ??= {})[op.method] = operationOf(name, op, shared);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Proposal Desk API',
      version,
      description:
        'The API of Proposal Desk. Sign in with `GET /api/Login/GetJwtToken3` (password RSA-encrypted with the key of ' +
        '`GET /publicKey`) and send the token as `Authorization: Bearer <token>`. Every JSON answer is an envelope ' +
        '`{ code, msg, data, success }`; messages follow Accept-Language (zh, en).',
    },
    servers: [{ url: '/' }],
    security: [{ bearerAuth: [] }],
    tags: [...new Set(Object.values(API_CALLS).map((op) => op.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The token of a sign-in call' },
      },
      schemas: { Envelope: jsonSchemaOf(EnvelopeSchema), ...shared },
    },
  };
}
