export {
  FIRST_PAINT_ID,
  FIRST_PAINT_STYLE_ID,
  handOverFirstPaint,
  useFirstScreenReady,
} from './hand-over';
export {
  CHANNEL_ORDER_LABELS,
  COMMUNITY_ROW_TITLE,
  EXPLORE_ORDER_LABELS,
  EXPLORE_TITLE,
  pageTexts,
  usePageTexts,
  type PageTexts,
} from './page-texts';
