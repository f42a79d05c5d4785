const MARGIN_PX = 8;

/**
 * After a capture the conversation panel opens above the bar (spec 4); it must not cover the
 * card just captured. The card is scrolled clear of the panel when there is room; when the
 * screen is too short for both, the panel closes (its button stays to reopen it).
 */
export function revealCaptured(thoughtId: string, dock: HTMLElement | null, closePanel: () => void): void {
  if (!dock) return;
  const selector = `[data-thought-id="${typeof CSS !== "undefined" && CSS.escape ? CSS.escape(thoughtId) : thoughtId}"]`;
  const card = document.querySelector(selector);
  if (!card) return;
  const box = card.getBoundingClientRect();
  const dockTop = dock.getBoundingClientRect().top;
  if (box.top >= 0 && box.bottom <= dockTop) return;
  if (box.height + 2 * MARGIN_PX > dockTop) {
    closePanel();
    return;
  }
  const shift = box.bottom > dockTop ? box.bottom - dockTop + MARGIN_PX : box.top - MARGIN_PX;
  window.scrollBy({ top: shift });
}
