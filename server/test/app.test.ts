import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { insertVideo } from './helpers/data';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('app basics', () => {
  it('answers the healthcheck in the success envelope', async () => {
    const res = await t.inject({ method: 'GET', url: '/healthcheck' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      statusCode: 200,
      success: true,
      data: { status: 'ok', database: 'ok' },
    });
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('answers unknown routes with a JSON 404 envelope', async () => {
    const res = await t.inject({ method: 'GET', url: '/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({
      statusCode: 404,
      message: 'Route GET /api/v1/nope not found.',
      errors: [],
      success: false,
    });
  });

  it('keeps a client-supplied request id and echoes it', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/healthcheck',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(res.headers['x-request-id']).toBe('abc-123');
  });

  it('serves the default avatar as SVG', async () => {
    const res = await t.inject({ method: 'GET', url: '/static/default-avatar.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(res.body).toContain('<svg');
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ openapi: string; paths: Record<string, unknown> }>().paths).toHaveProperty(
      '/api/v1/healthcheck',
    );
  });
});

describe('housekeeping', () => {
  it('removes long-expired sessions with their refresh tokens, old revocations and login counters, and view marks older than a day, keeping live ones', async () => {
    const u = await t.registerUser();
    const db = t.app.db;
    const old = new Date(Date.now() - 30 * 86_400_000);
    await db
      .insertInto('sessions')
      .values({ id: 'bbbbbbbbbbbbbbbbbbbbbbbb', user_id: u.user._id, expires_at: old })
      .execute();
    await db
      .insertInto('session_revocations')
      .values([
        { session_id: 'cccccccccccccccccccccccc', revoked_at: old },
        { session_id: 'dddddddddddddddddddddddd' },
      ])
      .execute();
    await db
      .insertInto('login_attempts')
      .values([
        { key: 'address:stale', count: 3, reset_at: old },
        { key: 'address:live', count: 3, reset_at: new Date(Date.now() + 60_000) },
      ])
      .execute();
    await db
      .insertInto('refresh_tokens')
      .values({
        id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
        user_id: u.user._id,
        family_id: 'bbbbbbbbbbbbbbbbbbbbbbbb',
        token_hash: 'old-hash',
        expires_at: old,
      })
      .execute();
    const video = await insertVideo(t, u.user._id);
    await db
      .insertInto('video_view_marks')
      .values([
        {
          video_id: video._id,
          viewer_key: 'a:stale',
          counted_at: new Date(Date.now() - 25 * 3_600_000),
        },
        { video_id: video._id, viewer_key: 'a:fresh' },
      ])
      .execute();
    await t.app.sweepExpiredRows();
    const marks = await db
      .selectFrom('video_view_marks')
      .select('viewer_key')
      .where('video_id', '=', video._id)
      .execute();
    expect(marks.map((m) => m.viewer_key)).toEqual(['a:fresh']);
    const left = await db
      .selectFrom('refresh_tokens')
      .select('token_hash')
      .where('user_id', '=', u.user._id)
      .execute();
    expect(left.map((r) => r.token_hash)).not.toContain('old-hash');
    expect(left).toHaveLength(1);
    const sessions = await db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', u.user._id)
      .execute();
    expect(sessions).toHaveLength(1);
    const revocations = await db.selectFrom('session_revocations').select('session_id').execute();
    expect(revocations.map((r) => r.session_id)).toEqual(['dddddddddddddddddddddddd']);
    const counters = await db.selectFrom('login_attempts').select('key').execute();
    expect(counters.map((r) => r.key)).toEqual(['address:live']);
  });
});
