import {
  CaptionUploadFieldsSchema,
  RegisterFieldsSchema,
  UpdateVideoRequestSchema,
  VideoUploadFieldsSchema,
  YOUTUBE_VIDEO_ID_PATTERN,
} from '@kinora/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE } from '../src/youtube/catalogue/catalogue-data';
import { API, createTestApp, dataOf, type TestApp } from './helpers/app';
import { insertVideo } from './helpers/data';
import {
  fillPath,
  operationsOf,
  sampleOf,
  type JsonSchema,
  type Operation,
  type OperationField,
} from './helpers/openapi-operations';
import type { LightMyRequestResponse } from 'fastify';

/**
 * Every endpoint of the OpenAPI document, each of its path, query and body fields in turn given
 * hostile input (the other fields valid, ids of real rows), anonymous and signed in: no answer may
 * be a 5xx, and every 4xx must be the JSON error envelope.
 */

const HOSTILE_TEXT: unknown[] = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  'x'.repeat(10_000),
  '\u202Eevil\u200B\u200D\uFEFF',
  "' OR '1'='1'; DROP TABLE users; --",
  '%_\\',
  '../../../etc/passwd',
  '99999999999999999999999',
  '-1',
  'NaN',
  '1e400',
  '',
];
/** JSON bodies can also carry the wrong types. */
const HOSTILE_JSON: unknown[] = [
  ...HOSTILE_TEXT,
  ['a', 'b'],
  { $ne: null },
  null,
  true,
  1e308,
  -1,
  Number.MAX_SAFE_INTEGER * 1024,
];
/** Repeated query keys arrive as an array where a string is expected. */
const HOSTILE_QUERY: unknown[] = [...HOSTILE_TEXT, ['a', 'b']];

/** Multipart forms whose text fields are read by hand (they have no JSON body schema). */
const FORM_FIELDS: Record<string, JsonSchema> = {
  'POST /api/v1/users/register': RegisterFieldsSchema,
  'POST /api/v1/videos': VideoUploadFieldsSchema,
  'PATCH /api/v1/videos/{videoId}': UpdateVideoRequestSchema,
  'PATCH /api/v1/users/avatar': { type: 'object', properties: {} },
  'PATCH /api/v1/users/cover-image': { type: 'object', properties: {} },
  'PUT /api/v1/videos/{videoId}/captions/{language}': CaptionUploadFieldsSchema,
};

/** A field no operation takes. */
const UNKNOWN_FIELD: OperationField = {
  in: 'body',
  name: 'unexpectedField',
  schema: { type: 'string' },
  required: false,
};

/** URL-encodes anything, lone surrogates included (as the invalid UTF-8 a client could send). */
function encode(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return Array.from(text, (char) => {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      return bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    }
    return encodeURIComponent(char);
  }).join('');
}

function queryString(values: Record<string, unknown>): string {
  const pairs = Object.entries(values).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((v) => `${name}=${encode(v)}`),
  );
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

interface Fixture {
  headers: Record<string, string>;
  known: Record<string, string[]>;
}

let t: TestApp;
let operations: Operation[];

beforeAll(async () => {
  t = await createTestApp();
  // Destructive operations last, so earlier ones find their rows.
  operations = operationsOf(t.app.swagger()).sort(
    (a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'),
  );
});
afterAll(async () => {
  await t.close();
});

/** A fresh user with a video, a playlist holding it, a comment and a post: ids the fields need. */
async function createFixture(): Promise<Fixture> {
  const owner = await t.registerUser();
  const video = await insertVideo(t, owner.user._id);
  const playlist = await t.inject({
    method: 'POST',
    url: '/playlist',
    headers: owner.headers,
    payload: { name: 'Mine', isPrivate: false },
  });
  const playlistId = dataOf<{ _id: string }>(playlist)._id;
  await t.inject({
    method: 'PATCH',
    url: `/playlist/add/${video._id}/${playlistId}`,
    headers: owner.headers,
  });
  const comment = await t.inject({
    method: 'POST',
    url: `/comments/${video._id}`,
    headers: owner.headers,
    payload: { content: 'Nice' },
  });
  const post = await t.inject({
    method: 'POST',
    url: '/tweets',
    headers: owner.headers,
    payload: { content: 'Hello' },
  });
  const youtubeVideoId = CATALOGUE[0]?.videoId ?? 'dQw4w9WgXcQ';
  return {
    headers: owner.headers,
    known: {
      userId: [owner.user._id],
      channelId: [owner.user._id],
      username: [owner.user.username],
      videoId: [video._id, youtubeVideoId],
      playlistId: [playlistId],
      commentId: [dataOf<{ _id: string }>(comment)._id],
      tweetId: [dataOf<{ _id: string }>(post)._id],
      '*': [`avatars/${'0'.repeat(32)}.webp`],
      query: ['video'],
      email: [owner.user.email],
      language: ['en'],
    },
  };
}

function valid(field: { name: string; schema: JsonSchema }, known: Fixture['known']): unknown {
  const candidates = known[field.name] ?? [];
  const { pattern } = field.schema;
  const fit = candidates.find((c) => !pattern || new RegExp(pattern).test(c));
  if (fit !== undefined) return fit;
  if (pattern === YOUTUBE_VIDEO_ID_PATTERN) return CATALOGUE[0]?.videoId;
  return sampleOf(field.schema, field.name, { userId: known.userId?.[0] ?? '' });
}

interface Attempt {
  label: string;
  response: LightMyRequestResponse;
}

/** One request: every field valid except `target`, which gets `value`. */
async function send(
  operation: Operation,
  fields: OperationField[],
  fixture: Fixture,
  signedIn: boolean,
  target: OperationField | null,
  value: unknown,
  as: 'json' | 'form',
): Promise<Attempt> {
  const path: Record<string, string> = {};
  const query: Record<string, unknown> = {};
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const isTarget = field === target;
    if (!isTarget && !field.required) continue;
    const v = isTarget ? value : valid(field, fixture.known);
    if (field.in === 'path') path[field.name] = encode(v);
    else if (field.in === 'query') query[field.name] = v;
    else body[field.name] = v;
  }
  const url = `${fillPath(operation.path, path)}${queryString(query)}`;
  const headers = signedIn ? { ...fixture.headers } : {};
  const hasBody = fields.some((f) => f.in === 'body');
  let payload: string | FormData | undefined;
  if (as === 'form') {
    const form = new FormData();
    for (const [name, v] of Object.entries(body))
      form.append(name, typeof v === 'string' ? v : JSON.stringify(v));
    payload = form;
  } else if (hasBody) {
    payload = JSON.stringify(body);
    Object.assign(headers, { 'content-type': 'application/json' });
  }
  const response = await t.app.inject({
    method: operation.method as 'GET',
    url,
    headers,
    ...(payload !== undefined ? { payload } : {}),
  });
  const shown = typeof value === 'string' && value.length > 40 ? `${value.length} chars` : value;
  const label = `${operation.method} ${url.slice(0, 120)} ${as} ${target?.in ?? ''}:${target?.name ?? '-'}=${JSON.stringify(shown)} ${signedIn ? 'signed in' : 'anonymous'}`;
  return { label, response };
}

/** A field of a form read by hand (register, upload, video edit), as a body field. */
function formFields(operation: Operation): OperationField[] | null {
  const schema = FORM_FIELDS[`${operation.method} ${operation.path}`];
  if (!schema) return null;
  return Object.entries(schema.properties ?? {}).map(([name, s]) => ({
    in: 'body',
    name,
    schema: s,
    required: schema.required?.includes(name) ?? false,
  }));
}

function problemsOf(attempts: Attempt[]): string[] {
  const problems: string[] = [];
  for (const { label, response } of attempts) {
    const status = response.statusCode;
    if (status >= 500) {
      problems.push(`${status} ${label}: ${response.body.slice(0, 200)}`);
      continue;
    }
    if (status < 400 || label.startsWith('HEAD')) continue;
    const type = String(response.headers['content-type'] ?? '');
    let envelope: unknown = null;
    try {
      envelope = type.includes('application/json') ? response.json() : null;
    } catch {
      envelope = null;
    }
    const e = envelope as Record<string, unknown> | null;
    if (
      !e ||
      e.statusCode !== status ||
      e.success !== false ||
      typeof e.message !== 'string' ||
      !Array.isArray(e.errors)
    )
      problems.push(
        `${status} without the error envelope ${label}: ${response.body.slice(0, 200)}`,
      );
  }
  return problems;
}

describe('NUL characters', () => {
  it('are refused with a 400 that names the field, on public routes and in bodies and forms', async () => {
    const user = await t.registerUser();
    const video = await insertVideo(t, user.user._id);
    const cases: Array<[string, Parameters<TestApp['inject']>[0], string]> = [
      ['query', { method: 'GET', url: '/videos?query=%00' }, 'query'],
      ['path', { method: 'GET', url: '/users/c/a%00b' }, 'username'],
      ['channel search', { method: 'GET', url: '/users/search-channels?query=a%00' }, 'query'],
      [
        'login',
        { method: 'POST', url: '/users/login', payload: { email: 'a\u0000@b.c', password: 'x' } },
        'email',
      ],
      [
        'register',
        {
          method: 'POST',
          url: '/users/register',
          payload: {
            username: 'nul',
            email: 'n@example.com',
            fullName: 'N\u0000',
            password: 'pw-ok-1!',
          },
        },
        'fullName',
      ],
      [
        'post',
        { method: 'POST', url: '/tweets', headers: user.headers, payload: { content: 'a\u0000' } },
        'content',
      ],
      [
        'comment',
        {
          method: 'POST',
          url: `/comments/${video._id}`,
          headers: user.headers,
          payload: { content: '\u0000' },
        },
        'content',
      ],
      [
        'playlist name',
        { method: 'POST', url: '/playlist', headers: user.headers, payload: { name: 'a\u0000b' } },
        'name',
      ],
    ];
    for (const [what, request, field] of cases) {
      const res = await t.inject(request);
      expect(res.statusCode, what).toBe(400);
      expect(res.json(), what).toEqual({
        statusCode: 400,
        message: `${field} must not contain NUL characters`,
        errors: [{ field, message: `${field} must not contain NUL characters` }],
        success: false,
      });
    }
  });

  it('are refused in multipart text fields too', async () => {
    const user = await t.registerUser();
    const video = await insertVideo(t, user.user._id);
    const form = new FormData();
    form.append('title', 'a\u0000b');
    const res = await t.inject({
      method: 'PATCH',
      url: `/videos/${video._id}`,
      headers: user.headers,
      payload: form,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'title must not contain NUL characters' });
  });

  it('answers a number that is not finite with 400', async () => {
    const res = await t.inject({ method: 'GET', url: '/videos?page=1e400' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'page must be a finite number' });
  });

  it('answers a URL the router cannot decode, or an over-long segment, in the error envelope', async () => {
    const bad = await t.inject({ method: 'GET', url: '/videos/%ED%A0%80' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      statusCode: 400,
      message: 'The URL is not valid.',
      errors: [],
      success: false,
    });
    const long = await t.inject({ method: 'GET', url: `/users/c/${'x'.repeat(500)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toMatchObject({ statusCode: 414, message: 'The URL is too long.' });
    // Asked for as a page, the API still answers its envelope.
    const apiAsPage = await t.inject({
      method: 'GET',
      url: '/videos/%%%',
      headers: { accept: 'text/html' },
    });
    expect(apiAsPage.statusCode).toBe(400);
  });

  it('sends a browser opening a page address that does not decode on to it escaped', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/watch/%%%?t=5',
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/watch/%25%25%25?t=5');
    // Never on to another site: `//host/…` in a Location header would be one.
    const offsite = await t.app.inject({
      method: 'GET',
      url: '//evil.example/%%',
      headers: { accept: 'text/html' },
    });
    expect(offsite.statusCode).toBe(302);
    expect(offsite.headers.location).toBe('/evil.example/%25%25');
  });
});

describe('hostile input on every endpoint of the OpenAPI document', () => {
  it('walks a document that has the whole API in it', () => {
    expect(operations.length).toBeGreaterThan(40);
    expect(operations.map((o) => `${o.method} ${o.path}`)).toContain(`GET ${API}/videos`);
  });

  it('never answers 5xx, and answers every 4xx with the JSON error envelope', async () => {
    const problems: string[] = [];
    for (const operation of operations) {
      for (const signedIn of [false, true]) {
        const fixture = await createFixture();
        const form = formFields(operation);
        const variants: Array<{ as: 'json' | 'form'; fields: OperationField[] }> = [
          {
            as: 'json',
            fields: form && !operation.jsonBody ? [...operation.fields, ...form] : operation.fields,
          },
          ...(form ? [{ as: 'form' as const, fields: [...operation.fields, ...form] }] : []),
        ];
        const attempts: Attempt[] = [];
        for (const { as, fields } of variants) {
          if (fields.length === 0)
            attempts.push(await send(operation, fields, fixture, signedIn, null, null, as));
          for (const target of fields) {
            const values =
              target.in === 'body' && as === 'json'
                ? HOSTILE_JSON
                : target.in === 'query'
                  ? HOSTILE_QUERY
                  : HOSTILE_TEXT;
            for (const value of values)
              attempts.push(await send(operation, fields, fixture, signedIn, target, value, as));
          }
        }
        problems.push(...problemsOf(attempts));
      }
    }
    expect(problems).toEqual([]);
  }, 600_000);
});

describe('unknown fields on every endpoint of the OpenAPI document', () => {
  it('are refused with a 400 naming them, in JSON bodies and forms, on routes with and without a body', async () => {
    const problems: string[] = [];
    // A GET or HEAD request's body is never read.
    for (const operation of operations.filter((o) => !['GET', 'HEAD'].includes(o.method))) {
      const fixture = await createFixture();
      const form = formFields(operation);
      // First, so the form is refused before any of its other fields is read.
      const fields = [UNKNOWN_FIELD, ...operation.fields, ...(form ?? [])];
      const as = form ? 'form' : 'json';
      const { label, response } = await send(
        operation,
        fields,
        fixture,
        true,
        UNKNOWN_FIELD,
        'x',
        as,
      );
      const answer = response.json<{ message?: string; errors?: Array<{ field?: string }> }>();
      if (
        response.statusCode !== 400 ||
        answer.message !== 'Unknown field "unexpectedField".' ||
        answer.errors?.[0]?.field !== 'unexpectedField'
      )
        problems.push(`${response.statusCode} ${label}: ${response.body.slice(0, 200)}`);
    }
    expect(problems).toEqual([]);
  }, 300_000);
});
