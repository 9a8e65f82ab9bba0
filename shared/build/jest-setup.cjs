require('@testing-library/jest-dom');

// A whole page's first render (the watch page with its player) can take over a second on a busy
// two-core CI machine while the linter runs beside the tests; findBy* and waitFor wait up to five
// before they give up, instead of Testing Library's default of one.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });

installModalDialog();

/**
 * jsdom has the <dialog> element but not `showModal()` or `close()`. This gives it the parts a
 * browser does that component tests can observe: `open` set and cleared, focus moved in on open
 * (the autofocus element, else the first control, else the dialog) and given back on close,
 * Escape firing a cancelable `cancel` at the top modal dialog and closing it unless prevented,
 * and `close` fired a task later. Inertness of the page behind and Tab containment are left to
 * the browser (jsdom has no top layer): tests must not claim them.
 */
function installModalDialog() {
  const { HTMLDialogElement, document } = globalThis;
  if (!HTMLDialogElement || HTMLDialogElement.prototype.showModal) return;
  const FOCUSABLE =
    'button:not([disabled]), [href], input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
  const modals = [];
  const openers = new WeakMap();

  HTMLDialogElement.prototype.showModal = function showModal() {
    if (this.open) return;
    if (!this.isConnected)
      throw new DOMException('The dialog is not connected.', 'InvalidStateError');
    openers.set(this, document.activeElement);
    this.setAttribute('open', '');
    modals.push(this);
    const target = this.querySelector('[autofocus]') ?? this.querySelector(FOCUSABLE) ?? this;
    target.focus();
  };

  HTMLDialogElement.prototype.close = function close(returnValue) {
    if (!this.open) return;
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.removeAttribute('open');
    const index = modals.indexOf(this);
    if (index !== -1) modals.splice(index, 1);
    const opener = openers.get(this);
    openers.delete(this);
    if (opener && opener !== document.body && opener.isConnected) opener.focus();
    setTimeout(() => this.dispatchEvent(new Event('close')), 0);
  };

  // A browser turns Escape into a close request for the top modal dialog, wherever focus is.
  globalThis.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const top = modals.filter((dialog) => dialog.isConnected && dialog.open).at(-1);
    if (!top) return;
    const cancel = new Event('cancel', { cancelable: true });
    if (top.dispatchEvent(cancel)) top.close();
  });
}
