export type {
  ChangePasswordRequest,
  ChannelProfile,
  ChannelSummary,
  DeleteAccountRequest,
  LoginRequest,
  LoginResponse,
  PublicUser,
  RefreshResponse,
  RegisterFields,
  RegisterResponse,
  UpdateAccountRequest,
  User,
} from '@kinora/contract';
export {
  AVATAR_FIELD,
  CHANNEL_DESCRIPTION_MAX_LENGTH,
  COVER_IMAGE_FIELD,
  MIN_PASSWORD_LENGTH,
  REFRESH_COOKIE,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '@kinora/contract/constants';
