export { AppProviders } from './app-providers';
export { ToastHost } from './toast-host';
export { SessionGate, INITIALIZING_SESSION } from './session-gate';
export { RequireAuth, CHECKING_AUTHENTICATION, type ReturnLocationState } from './require-auth';
export { useDocumentTitle } from './use-document-title';
export { useLoginRedirect, useReturnState } from './use-login-redirect';
export { useSessionExpiryRedirect } from './use-session-expiry-redirect';
export { SignInPrompt } from './sign-in-prompt';
export { PageErrorBoundary, type PageErrorBoundaryProps } from './page-error-boundary';
