import type { CoreTables } from './core-tables';
import type { NotificationTables } from './notification-tables';
import type { UploadTables } from './upload-tables';
import type { YoutubeTables } from './youtube-tables';

/** The whole database as Kysely sees it; migrations in `src/migrations` create the tables. */
export interface Database extends CoreTables, YoutubeTables, UploadTables, NotificationTables {}
