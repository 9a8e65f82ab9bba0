import { renderStandalone } from '@kinora/shared';
import { routes } from './app/routes';

// Runs only when this remote is opened on its own dev server; the shell imports ./routes instead.
renderStandalone('library', routes);
