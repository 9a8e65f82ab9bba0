export { createAdminUserRepository } from './admin-user-repository';
export { createAdminUserService, type AdminUserService } from './admin-user-service';
export { createModeratedItemRepository } from './moderated-item-repository';
export { createModerationLogRepository } from './moderation-log-repository';
export { createModerationService, type ModerationService } from './moderation-service';
export { createReportedItemReader } from './reported-items';
export { createReportRepository } from './report-repository';
export { createReportService, type ReportService } from './report-service';
