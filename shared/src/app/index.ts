export { AppProviders } from './app-providers';
export { ToastHost } from './toast-host';
export { SessionGate, INITIALIZING_SESSION } from './session-gate';
export { RequireAuth, CHECKING_AUTHENTICATION, type ReturnLocationState } from './require-auth';
export { useDocumentTitle } from './use-document-title';
export { renderStandalone } from './standalone/render-standalone';
export { useLoginRedirect, useReturnState } from './use-login-redirect';
export { SignInPrompt } from './sign-in-prompt';
