export type { MailContent, Mailer, OutgoingMail } from './mailer';
