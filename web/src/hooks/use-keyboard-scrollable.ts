import { useEffect, useRef } from 'react';

/**
 * A box that scrolls sideways (a wide table) joins the tab order while, and only while, its
 * content overflows: keyboard users can then focus it and scroll with the arrow keys (WCAG
 * 2.1.1, axe's scrollable-region-focusable), and a table that fits adds no extra tab stop.
 */
export function useKeyboardScrollable<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const update = () => {
      if (box.scrollWidth > box.clientWidth) box.tabIndex = 0;
      else box.removeAttribute('tabindex');
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return ref;
}
