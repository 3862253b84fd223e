// "Save for offline" on a module page: asks the service worker to keep this module (and the next, unless the
// browser asks to save data) with the files it uses, and says how that went in the panel's status line, in the
// words the page gave the panel (its language).
import { loadedAssets, tellWorker } from './offline-worker.ts';

interface NetworkInformationLike {
  readonly saveData?: boolean;
}

/** Whether the learner asked the browser to spend as little data as possible (Chromium's Data Saver). */
function savingData(): boolean {
  return (navigator as Navigator & { connection?: NetworkInformationLike }).connection?.saveData === true;
}

/** Wires every `[data-save-offline]` panel; hides them where no service worker can run. */
export function wireSaveForOffline(root: ParentNode = document): void {
  const canKeepPages = 'serviceWorker' in navigator && typeof caches !== 'undefined';
  for (const panel of root.querySelectorAll<HTMLElement>('[data-save-offline]')) {
    const button = panel.querySelector<HTMLButtonElement>('button');
    const status = panel.querySelector<HTMLElement>('[role="status"]');
    if (!canKeepPages || !button || !status) {
      panel.hidden = true;
      continue;
    }
    button.addEventListener('click', async () => {
      const next = panel.dataset.next;
      const paths = [window.location.pathname, ...(next && !savingData() ? [next] : [])];
      button.disabled = true;
      const words = panel.dataset;
      status.textContent = words.saving ?? 'Saving…';
      const answer = await tellWorker({ type: 'save', paths, assets: loadedAssets() });
      const saved = typeof answer?.saved === 'number' ? answer.saved : 0;
      status.textContent =
        saved >= 2 ? (words.savedBoth ?? 'Saved on this device: this module and the next one open without a signal.')
        : saved === 1 ? (words.savedThis ?? 'Saved on this device: this module opens without a signal.')
        : (words.notSaved ?? 'This module could not be saved. Try again when you have a signal.');
      button.disabled = false;
    });
  }
}
