export const PRODUCT_NAME = 'Kinora';

/** 'Watch Title · Kinora', or just 'Kinora' when there is no page title. */
export function documentTitle(title?: string | null): string {
  const trimmed = title?.trim();
  return trimmed ? `${trimmed} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}
