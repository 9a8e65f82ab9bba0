import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from 'kysely';
import { describe, expect, test } from 'vitest';
import { reusableQuery } from './reusable-query';

interface Tables {
  videos: { id: string; owner_id: string; views: number; is_listed: boolean };
}

// Compiling needs the dialect only: the driver never connects.
const db = new Kysely<Tables>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new PostgresIntrospector(kysely),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

describe('reusableQuery', () => {
  test('binds each call’s values where the stand-ins were, keeping the constants', () => {
    const query = reusableQuery(['owner', 'id'], ({ owner, id }) =>
      db
        .selectFrom('videos')
        .select('views')
        .where('is_listed', '=', true)
        .where('id', '=', id)
        .where('owner_id', '=', owner),
    );
    const first = query({ id: 'a', owner: 'x' });
    const second = query({ id: 'b', owner: 'y' });
    expect(first.sql).toBe(
      'select "views" from "videos" where "is_listed" = $1 and "id" = $2 and "owner_id" = $3',
    );
    expect(first.parameters).toEqual([true, 'a', 'x']);
    expect(second.parameters).toEqual([true, 'b', 'y']);
    // The same text every time: compiled once.
    expect(second.sql).toBe(first.sql);
  });

  test('a value the query never binds is a mistake, said at the first call', () => {
    const query = reusableQuery(['id', 'forgotten'], ({ id }) =>
      db.selectFrom('videos').select('views').where('id', '=', id),
    );
    expect(() => query({ id: 'a', forgotten: 'b' })).toThrow(
      'The query binds no parameter for forgotten.',
    );
  });
});
