import type { AccountSecurityTables } from './account-security-tables';
import type { BlockTables } from './block-tables';
import type { CoreTables } from './core-tables';
import type { DiscussionTables } from './discussion-tables';
import type { ModerationTables } from './moderation-tables';
import type { NotificationTables } from './notification-tables';
import type { PlatformTables } from './platform-tables';
import type { SiteTables } from './site-tables';
import type { UploadTables } from './upload-tables';
import type { YoutubeTables } from './youtube-tables';

/** The whole database as Kysely sees it; migrations in `src/migrations` create the tables. */
export interface Database
  extends
    CoreTables,
    DiscussionTables,
    YoutubeTables,
    UploadTables,
    NotificationTables,
    ModerationTables,
    PlatformTables,
    SiteTables,
    BlockTables,
    AccountSecurityTables {}
export type { PlaylistKind } from './core-tables';
