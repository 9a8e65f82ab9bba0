import type { CoreTables } from './core-tables';
import type { YoutubeTables } from '../youtube/tables';

/**
 * The whole database as Kysely sees it. Each area declares its own tables beside its code;
 * migrations in `src/migrations` create them.
 */
export interface Database extends CoreTables, YoutubeTables {}
