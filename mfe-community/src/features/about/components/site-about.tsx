import { PageHeader, type SiteInfo } from '@kinora/shared';
import { useId } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { ruleParagraphs } from '../lib/rule-paragraphs';

/** The site's name, description and rules, from props alone. */
export function SiteAbout({ site }: { site: Pick<SiteInfo, 'name' | 'description' | 'rules'> }) {
  const t = useT();
  const rulesId = useId();
  const paragraphs = ruleParagraphs(site.rules);
  return (
    <>
      <PageHeader title={site.name} subtitle={site.description || undefined} />
      <Rules aria-labelledby={rulesId}>
        <h2 id={rulesId}>{t('Rules')}</h2>
        {paragraphs.length > 0 ? (
          paragraphs.map((paragraph, index) => <p key={index}>{paragraph}</p>)
        ) : (
          <p className="none">{t('This site has not published rules yet.')}</p>
        )}
      </Rules>
    </>
  );
}

const Rules = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  overflow-wrap: anywhere;

  ${({ theme }) => theme.media.md} {
    padding: 24px;
  }

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  p {
    /* A line break inside a paragraph is the writer's, kept as written. */
    white-space: pre-line;
    line-height: ${({ theme }) => theme.lineHeights.normal};
  }

  .none {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
