import { notify } from '@kinora/shared';
import { t } from '../../../i18n';

/**
 * Copies text, or where the browser refuses (no permission, an insecure origin) selects what
 * shows it on the page, so the person can copy it by hand. Answers whether it was copied.
 */
export async function copyText(text: string, shownIn: HTMLElement | null): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error('This browser has no clipboard access.');
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (shownIn) window.getSelection()?.selectAllChildren(shownIn);
    notify.error(t('Could not copy automatically: the text is selected, press Ctrl+C.'));
    return false;
  }
}
