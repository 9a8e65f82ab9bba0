import { ButtonLink, EmptyState, hrefs, PageHeader } from '@kinora/shared';
import { useT } from '../i18n';
import type { ReactNode } from 'react';

export interface RoleGateProps {
  /** The viewer's role lets them use the page. */
  allowed: boolean;
  /** The page's title, kept for those it turns away. */
  title: string;
  deniedTitle: string;
  deniedMessage: string;
  children: ReactNode;
}

/**
 * A page for a role (moderators, admins): others are told what it is for and sent home. Only a
 * courtesy: the server refuses their calls all the same.
 */
export function RoleGate({ allowed, title, deniedTitle, deniedMessage, children }: RoleGateProps) {
  const t = useT();
  if (allowed) return <>{children}</>;
  return (
    <div>
      <PageHeader title={title} />
      <EmptyState
        title={deniedTitle}
        message={deniedMessage}
        action={<ButtonLink to={hrefs.home()}>{t('Go to Home')}</ButtonLink>}
      />
    </div>
  );
}
