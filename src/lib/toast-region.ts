// Renders $toasts into the page's live region without React, so even the lightest page can show one.
import { $toasts, dismissToast, type Toast } from '#/stores/toasts.ts';

const TONE_CLASSES: Record<Toast['tone'], string> = {
  success: 'border-brand-600',
  error: 'border-danger',
  info: 'border-gray-400',
};

export function mountToastRegion(region: HTMLElement): () => void {
  return $toasts.subscribe((toasts) => {
    const shown = new Set(toasts.map((t) => String(t.id)));
    for (const el of [...region.children] as HTMLElement[]) {
      if (!shown.has(el.dataset.toastId ?? '')) el.remove();
    }
    for (const toast of toasts) {
      if (region.querySelector(`[data-toast-id="${toast.id}"]`)) continue;
      const el = document.createElement('div');
      el.dataset.toastId = String(toast.id);
      el.className = `pointer-events-auto flex items-start gap-3 rounded-md border-l-4 bg-white px-4 py-3 shadow-lg ${TONE_CLASSES[toast.tone]}`;
      const text = document.createElement('p');
      text.textContent = toast.message;
      const close = document.createElement('button');
      close.type = 'button';
      close.className = 'ml-auto text-muted hover:text-ink';
      close.setAttribute('aria-label', region.dataset.dismissLabel ?? 'Dismiss notification');
      close.textContent = '×';
      close.addEventListener('click', () => dismissToast(toast.id));
      el.append(text, close);
      region.append(el);
    }
  });
}
