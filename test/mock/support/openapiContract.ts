import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsPlugin from 'ajv-formats';
import { isJsonObject } from '../../../src/schemas/isJsonObject.ts';

type Json = unknown;
type JsonObject = Record<string, unknown>;

/**
 * The service's public OpenAPI description (MIT, see LICENSE beside it), copied from the workspace's
 * `shared/spec/openapi/` so the contract tests run from any checkout; `.ci/run` fails when the copy drifts.
 * Tests run from the repository root (jsdom files have no `file:` import.meta.url).
 */
export const OPENAPI_PATH = resolve(process.cwd(), 'test/mock/support/openapi/ampersand-api.json');

const SCHEMA_ID = 'https://contract.test/ampersand-api.json';

function walk(node: Json, visit: (object: JsonObject) => void): void {
  if (Array.isArray(node)) for (const item of node) walk(item, visit);
  else if (isJsonObject(node)) {
    visit(node);
    for (const value of Object.values(node)) walk(value, visit);
  }
}

function requireObject(value: unknown, what: string): JsonObject {
  if (!isJsonObject(value)) throw new Error(`The OpenAPI file has no ${what}`);
  return value;
}

/** OpenAPI 3.0 keywords that JSON Schema (draft 7) spells differently. */
function toJsonSchemaKeywords(spec: JsonObject): void {
  walk(spec, (node) => {
    if (node.nullable === true) {
      if (typeof node.type === 'string') node.type = [node.type, 'null'];
      if (Array.isArray(node.enum)) node.enum = [...node.enum, null];
    }
    delete node.nullable;
    if (node.exclusiveMaximum === true && typeof node.maximum === 'number') {
      node.exclusiveMaximum = node.maximum;
      delete node.maximum;
    } else if (typeof node.exclusiveMaximum === 'boolean') delete node.exclusiveMaximum;
    if (node.exclusiveMinimum === true && typeof node.minimum === 'number') {
      node.exclusiveMinimum = node.minimum;
      delete node.minimum;
    } else if (typeof node.exclusiveMinimum === 'boolean') delete node.exclusiveMinimum;
  });
}

const RAW_FILTER = {
  type: 'object',
  required: ['type', 'filter'],
  properties: { type: { type: 'string' }, filter: {} },
};

/** Where the service's document is newer than the OpenAPI file: follow the document (docs/contract.md, "Where the document is newer than the OpenAPI file"). */
function applyDocumentUpdates(schemas: JsonObject): void {
  const properties = (name: string) =>
    requireObject(requireObject(schemas[name], name).properties, `${name}.properties`);
  properties('BaseReadConfigObject').rawFilter = RAW_FILTER;
  properties('BackfillConfig').rawFilter = RAW_FILTER;
  properties('BaseSubscribeConfigObject').inheritFieldsAndMappings = { type: ['boolean', 'null'] };
  properties('BaseSubscribeConfig').providerOptions = {
    type: 'object',
    properties: {
      useProviderFlows: {
        type: 'object',
        required: ['enabled'],
        properties: { enabled: { type: 'boolean' } },
      },
    },
  };
}

/**
 * A strict `oneOf` fails on normal shapes that match both branches (docs/contract.md, "Field entries and metadata": a field with both `fieldName`
 * and `mapToName`; a patch body with both ids). Such a `oneOf` becomes one object with the properties of both
 * branches and only the `required` they share; `checkByHand` below then checks which branch applies.
 */
function mergeOneOf(node: JsonObject, resolve: (ref: string) => JsonObject): void {
  if (!Array.isArray(node.oneOf)) throw new Error('The OpenAPI file has no oneOf here');
  const branches = node.oneOf.map((branch: Json) => {
    const object = requireObject(branch, 'oneOf branch');
    return typeof object.$ref === 'string' ? resolve(object.$ref) : object;
  });
  const requiredSets = branches.map(
    (branch) => new Set(Array.isArray(branch.required) ? branch.required : []),
  );
  const properties = Object.assign({}, ...branches.map((branch) => branch.properties ?? {}));
  const required = [...(requiredSets[0] ?? [])].filter((key) => requiredSets.every((set) => set.has(key)));
  delete node.oneOf;
  Object.assign(node, { type: 'object', properties, required });
}

interface Operation {
  method: string;
  template: string;
  pattern: RegExp;
  parameterNames: string[];
  spec: JsonObject;
}

/** One request/response pair judged against the contract. */
export interface ContractReport {
  method: string;
  path: string;
  status: number;
  operation: string | undefined;
  /** The fault the mock injected (`X-Mock-Fault`), if any. */
  fault: string | null;
  requestViolations: string[];
  responseViolations: string[];
}

function templatePattern(template: string): { pattern: RegExp; parameterNames: string[] } {
  const parameterNames: string[] = [];
  const source = template
    .split(/(\{[^}]+\})/)
    .map((part) => {
      if (part.startsWith('{')) {
        parameterNames.push(part.slice(1, -1));
        return '([^/]+?)';
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return { pattern: new RegExp(`^${source}$`), parameterNames };
}

/** A JSON Pointer (RFC 6901) from unescaped segments. */
function pointer(...segments: string[]): string {
  return segments.map((segment) => `/${segment.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

function hasContent(response: Response): boolean {
  return response.status !== 204 && response.status !== 304;
}

function isString(value: unknown): value is string {
  return typeof value === 'string';
}

/** Validates requests and responses of the mock backend against the service's OpenAPI description. */
export class OpenApiContract {
  private readonly ajv: Ajv;
  private readonly operations: Operation[];
  private readonly compiled = new Map<string, ValidateFunction>();
  private readonly basePath: string;

  constructor(specText = readFileSync(OPENAPI_PATH, 'utf8')) {
    const spec = requireObject(JSON.parse(specText), 'document');
    const components = requireObject(spec.components, 'components');
    const schemas = requireObject(components.schemas, 'components.schemas');
    const paths = requireObject(spec.paths, 'paths');
    toJsonSchemaKeywords(spec);
    applyDocumentUpdates(schemas);
    const resolve = (ref: string) => requireObject(schemas[ref.replace('#/components/schemas/', '')], ref);
    for (const name of ['HydratedIntegrationField', 'IntegrationField'])
      mergeOneOf(requireObject(schemas[name], name), resolve);
    const patchBody = this.patchBodySchema(paths);
    mergeOneOf(patchBody, resolve);

    const servers = Array.isArray(spec.servers) ? spec.servers : [];
    const server = isJsonObject(servers[0]) && isString(servers[0].url) ? servers[0].url : 'https://x/v1';
    this.basePath = new URL(server).pathname;
    this.operations = Object.entries(paths)
      .flatMap(([template, item]) =>
        Object.entries(requireObject(item, template))
          .filter(([method]) => ['get', 'post', 'patch', 'put', 'delete'].includes(method))
          .map(([method, operation]) => ({
            method: method.toUpperCase(),
            template,
            ...templatePattern(template),
            spec: requireObject(operation, `${method} ${template}`),
          })),
      )
      .sort(
        (a, b) => b.template.replace(/\{[^}]+\}/g, '').length - a.template.replace(/\{[^}]+\}/g, '').length,
      );

    this.ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false, validateFormats: true });
    addFormatsPlugin.default(this.ajv);
    this.ajv.addSchema({ ...spec, $id: SCHEMA_ID });
  }

  private patchBodySchema(paths: JsonObject): JsonObject {
    const item = requireObject(
      paths['/projects/{projectIdOrName}/integrations/{integrationId}/objects/{objectName}/config-content'],
      'patch object path',
    );
    const body = requireObject(requireObject(item.patch, 'patch').requestBody, 'requestBody');
    const schema = requireObject(
      requireObject(requireObject(body.content, 'content')['application/json'], 'json').schema,
      'schema',
    );
    return requireObject(Array.isArray(schema.allOf) ? schema.allOf[0] : undefined, 'allOf[0]');
  }

  /** A validator for the schema at a JSON Pointer inside the (adjusted) OpenAPI document. */
  validatorAt(schemaPointer: string): ValidateFunction {
    let validate = this.compiled.get(schemaPointer);
    if (!validate) {
      const fragment = schemaPointer
        .split('/')
        .map((segment) => encodeURIComponent(segment))
        .join('/');
      validate = this.ajv.compile({ $ref: `${SCHEMA_ID}#${fragment}` });
      this.compiled.set(schemaPointer, validate);
    }
    return validate;
  }

  private errors(schemaPointer: string, value: unknown, what: string): string[] {
    const validate = this.validatorAt(schemaPointer);
    if (validate(value)) return [];
    return (validate.errors ?? []).map(
      (error) => `${what}${error.instancePath} ${error.message ?? 'is invalid'}`,
    );
  }

  private findOperation(
    method: string,
    pathname: string,
  ): { operation: Operation; params: Record<string, string> } | undefined {
    if (!pathname.startsWith(this.basePath)) return undefined;
    const path = pathname.slice(this.basePath.length);
    for (const operation of this.operations) {
      if (operation.method !== method) continue;
      const match = operation.pattern.exec(path);
      if (!match) continue;
      const params = Object.fromEntries(
        operation.parameterNames.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]),
      );
      return { operation, params };
    }
    return undefined;
  }

  private pointerOf(operation: Operation): string {
    return pointer('paths', operation.template, operation.method.toLowerCase());
  }

  /** Checks one exchange; pass clones, the bodies are read. */
  async check(request: Request, response: Response): Promise<ContractReport> {
    const url = new URL(request.url);
    const found = this.findOperation(request.method, url.pathname);
    const report: ContractReport = {
      method: request.method,
      path: `${url.pathname}${url.search}`,
      status: response.status,
      operation: found ? `${found.operation.method} ${found.operation.template}` : undefined,
      fault: response.headers.get('x-mock-fault'),
      requestViolations: [],
      responseViolations: [],
    };
    const requestText = await request.text();
    const responseText = await response.text();
    if (!found) {
      report.requestViolations.push('no operation of the contract has this method and path');
      this.checkBody(
        report,
        '/components/schemas/ApiProblem',
        response,
        responseText,
        'application/problem+json',
      );
      return report;
    }
    const { operation, params } = found;
    const operationPointer = this.pointerOf(operation);
    this.checkRequest(report, operation, operationPointer, params, url, request, requestText);
    // A malformed body is the point of that fault; the client must reject it, the contract cannot describe it.
    if (report.fault !== 'malformed-json')
      this.checkResponse(report, operation, operationPointer, response, responseText);
    return report;
  }

  private checkRequest(
    report: ContractReport,
    operation: Operation,
    operationPointer: string,
    params: Record<string, string>,
    url: URL,
    request: Request,
    text: string,
  ): void {
    const violations = report.requestViolations;
    const apiKey = request.headers.get('x-api-key');
    const bearer = /^Bearer \S+$/.test(request.headers.get('authorization') ?? '');
    if (!apiKey && !bearer) violations.push('no X-Api-Key and no Bearer credential');
    const parameters = Array.isArray(operation.spec.parameters)
      ? operation.spec.parameters.filter(isJsonObject)
      : [];
    for (const parameter of parameters) {
      const name = String(parameter.name);
      const schema = isJsonObject(parameter.schema) ? parameter.schema : {};
      const raw =
        parameter.in === 'path' ? params[name] : parameter.in === 'query' ? url.searchParams.get(name) : null;
      if (raw === undefined || raw === null || raw === '') {
        if (parameter.required === true) violations.push(`${parameter.in} parameter ${name} is required`);
        continue;
      }
      if (schema.type === 'boolean' && raw !== 'true' && raw !== 'false') {
        violations.push(`query parameter ${name} must be true or false, not ${raw}`);
      }
    }
    const body = isJsonObject(operation.spec.requestBody) ? operation.spec.requestBody : undefined;
    if (!body) {
      if (text !== '') violations.push('the operation takes no body');
      return;
    }
    if (!(request.headers.get('content-type') ?? '').startsWith('application/json')) {
      violations.push('the body is not sent as application/json');
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      violations.push('the body is not JSON');
      return;
    }
    violations.push(
      ...this.errors(
        `${operationPointer}${pointer('requestBody', 'content', 'application/json', 'schema')}`,
        json,
        'request body',
      ),
    );
    violations.push(...checkByHand(operation.template, json, 'request body'));
  }

  private checkResponse(
    report: ContractReport,
    operation: Operation,
    operationPointer: string,
    response: Response,
    text: string,
  ): void {
    const responses = requireObject(operation.spec.responses, 'responses');
    const key = String(response.status) in responses ? String(response.status) : 'default';
    const declared = responses[key];
    if (!isJsonObject(declared)) {
      report.responseViolations.push(`status ${response.status} is not declared and there is no default`);
      return;
    }
    const content = isJsonObject(declared.content) ? declared.content : undefined;
    if (!content) {
      if (hasContent(response) && text !== '')
        report.responseViolations.push(`status ${response.status} has no body`);
      return;
    }
    const [mediaType] = Object.keys(content);
    if (!mediaType) return;
    const schemaPointer = `${operationPointer}${pointer('responses', key, 'content', mediaType, 'schema')}`;
    this.checkBody(report, schemaPointer, response, text, mediaType);
    if (response.ok && report.responseViolations.length === 0) {
      report.responseViolations.push(
        ...checkByHand(operation.template, JSON.parse(text), 'response body', true),
      );
    }
  }

  private checkBody(
    report: ContractReport,
    schemaPointer: string,
    response: Response,
    text: string,
    mediaType: string,
  ): void {
    const contentType = response.headers.get('content-type') ?? '';
    if (!contentType.startsWith(mediaType)) {
      report.responseViolations.push(`content type ${contentType || '(none)'} instead of ${mediaType}`);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      report.responseViolations.push('the body is not JSON');
      return;
    }
    report.responseViolations.push(...this.errors(schemaPointer, json, 'response body'));
  }
}

function fieldEntryViolations(entries: unknown, at: string, hydrated: boolean): string[] {
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((entry, index) => {
    if (!isJsonObject(entry)) return [`${at}[${index}] is not an object`];
    const existing = isString(entry.fieldName) && (!hydrated || isString(entry.displayName));
    const prompt = isString(entry.mapToName);
    return existing || prompt
      ? []
      : [
          `${at}[${index}] is neither an existing field (fieldName${hydrated ? ', displayName' : ''}) nor a mapping prompt (mapToName)`,
        ];
  });
}

/** The two (three, with the manifest's field entries) `oneOf` shapes, checked by hand (docs/contract.md, "Field entries and metadata"). */
function checkByHand(template: string, json: unknown, what: string, isResponse = false): string[] {
  if (template.endsWith('/config-content') && !isResponse) {
    if (!isJsonObject(json)) return [];
    return isString(json.groupRef) || isString(json.installationId)
      ? []
      : [`${what} names the installation by neither groupRef nor installationId`];
  }
  if (!isResponse || !isJsonObject(json)) return [];
  const hydrated = template.endsWith(':hydrate');
  const content = hydrated
    ? json.content
    : isJsonObject(json.latestRevision)
      ? json.latestRevision.content
      : undefined;
  if (!isJsonObject(content) || !isJsonObject(content.read) || !Array.isArray(content.read.objects))
    return [];
  return content.read.objects.flatMap((object, index) => {
    if (!isJsonObject(object)) return [];
    const at = `${what} read.objects[${index}]`;
    return ['requiredFields', 'optionalFields', 'allFields'].flatMap((list) =>
      fieldEntryViolations(object[list], `${at}.${list}`, hydrated),
    );
  });
}
