import { renderStandalone } from '@kinora/shared/standalone';
import record from './app/pages.json';
import { pages } from './app/routes';

// Runs only when this remote is opened on its own dev server; the shell imports ./routes instead.
renderStandalone('studio', record, pages);
