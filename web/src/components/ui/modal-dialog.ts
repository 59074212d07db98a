import { createStore } from '@web/lib/create-store';
import {
  type KeyboardEvent,
  type KeyboardEventHandler,
  type ReactEventHandler,
  type RefObject,
  useEffect,
  useRef,
} from 'react';

/**
 * The modal dialogs open now, the topmost last. A modal dialog sits in the browser's top layer
 * and makes the rest of the page inert, so whatever must stay usable above it (the toasts)
 * renders inside the topmost one.
 */
export const openDialogs = createStore<readonly HTMLDialogElement[]>([]);
export const useTopDialog = () => openDialogs.use().at(-1) ?? null;

const TABBABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'summary',
  '[tabindex]',
  '[contenteditable]:not([contenteditable="false"])',
].join(',');

/** What Tab stops at inside `root`, in order: one radio per group, nothing hidden or disabled. */
function tabbableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(TABBABLE)).filter((element) => {
    if (element.tabIndex < 0 || element.closest('[inert], fieldset:disabled')) return false;
    // jsdom (the component tests) has no layout to ask; a browser skips what is not rendered.
    if (typeof element.checkVisibility === 'function' && !element.checkVisibility()) return false;
    if (element instanceof HTMLInputElement && element.type === 'radio' && element.name && !element.checked) {
      const group = Array.from(root.querySelectorAll<HTMLInputElement>('input[type="radio"]')).filter(
        (radio) => radio.name === element.name && radio.form === element.form,
      );
      return !group.some((radio) => radio.checked) && group[0] === element;
    }
    return true;
  });
}

/** Focus on opening: the first field, link or button (not a close button), else the dialog itself. */
function focusFirstField(dialog: HTMLDialogElement) {
  const first = tabbableIn(dialog).find((element) => !element.hasAttribute('data-modal-close'));
  (first ?? dialog).focus();
}

/**
 * The browser moves focus between a dialog's fields itself; at either end it would leave the
 * page for its own controls, so focus wraps round instead.
 */
function wrapTab(dialog: HTMLDialogElement, event: globalThis.KeyboardEvent) {
  if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  const stops = tabbableIn(dialog);
  const first = stops[0];
  const last = stops.at(-1);
  const active = document.activeElement;
  const outside = !(active instanceof HTMLElement) || active === dialog || !dialog.contains(active);
  if (!first || !last) {
    event.preventDefault();
    dialog.focus();
  } else if (event.shiftKey && (outside || active === first)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (outside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}

/** What `useModalDialog` answers: spread it onto the `<dialog>` it drives. */
export interface ModalDialogProps {
  ref: RefObject<HTMLDialogElement | null>;
  tabIndex: -1;
  onKeyDown: KeyboardEventHandler<HTMLDialogElement>;
  onCancel: ReactEventHandler<HTMLDialogElement>;
}

/**
 * A native `<dialog>` shown modally while `open` (render it only then): the page behind is inert,
 * focus moves in on opening (the first field, link or button, else the dialog itself), Tab and
 * Shift+Tab cycle inside, Escape calls `onClose`, and focus goes back to the control that opened
 * it. The dialogs and the phone drawers (the site navigation, the admin menu) all behave so.
 * `contentKey` names what the dialog shows: when it changes while open (a dialog that swaps its
 * form), focus moves to the new first field.
 */
export function useModalDialog(open: boolean, onClose: () => void, contentKey?: string): ModalDialogProps {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // jsdom has no showModal; the attribute alone is what it can render.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    openDialogs.set((list) => [...list, dialog]);
    focusFirstField(dialog);
    // Chromium closes a dialog itself when Escape is pressed again before any other user
    // activation; the owner must still hear about it. The event is queued, so one left over from
    // a close this effect's cleanup made (a remount) finds the dialog open again and is ignored.
    const onNativeClose = () => {
      if (!dialog.open) onCloseRef.current();
    };
    // A DOM listener, not React's: the toasts shown inside the dialog belong to another tree.
    const onTab = (event: globalThis.KeyboardEvent) => wrapTab(dialog, event);
    dialog.addEventListener('close', onNativeClose);
    dialog.addEventListener('keydown', onTab);
    return () => {
      dialog.removeEventListener('close', onNativeClose);
      dialog.removeEventListener('keydown', onTab);
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      openDialogs.set((list) => list.filter((element) => element !== dialog));
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  const shownKey = useRef(contentKey);
  useEffect(() => {
    if (shownKey.current === contentKey) return;
    shownKey.current = contentKey;
    if (open && ref.current) focusFirstField(ref.current);
  }, [open, contentKey]);

  return {
    ref,
    tabIndex: -1,
    // Escape on React's tree, so a menu open inside the dialog can take it first.
    onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (!ref.current?.contains(event.target as Node)) return;
      event.preventDefault();
      event.stopPropagation();
      onCloseRef.current();
    },
    // Escape is handled above; this is the browser's other ways of cancelling (a close request).
    onCancel: (event) => {
      event.preventDefault();
      onCloseRef.current();
    },
  };
}
