export type {
  ApiErrorBody,
  ApiFieldError,
  ApiSuccess,
  Id,
  IsoDate,
  Page,
  PageQuery,
} from '@kinora/contract';
