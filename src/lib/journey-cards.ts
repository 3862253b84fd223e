// Keeps the server-rendered journey cards in step with $journeyPath: the recommendation badge, the selected
// card and its pressed button. A click anywhere on a card (or Enter on its button) selects it.
import { isJourneyPathId } from '#/domain/journey-paths.ts';
import { $journeyPath, selectJourneyPath } from '#/stores/journey-path.ts';

export function mountJourneyCards(root: HTMLElement): () => void {
  const cards = [...root.querySelectorAll<HTMLElement>('[data-journey-card]')];
  root.addEventListener('click', (event) => {
    const card = (event.target as Element).closest<HTMLElement>('[data-journey-card]');
    const id = card?.dataset.journeyCard;
    // Links inside a card's copy keep doing what links do.
    if (id && isJourneyPathId(id) && !(event.target as Element).closest('a')) selectJourneyPath(id);
  });
  return $journeyPath.subscribe(({ recommended, selected }) => {
    for (const card of cards) {
      const id = card.dataset.journeyCard;
      card.toggleAttribute('data-selected', id === selected);
      card.querySelector('button')?.setAttribute('aria-pressed', String(id === selected));
      const badge = card.querySelector<HTMLElement>('[data-recommended]');
      if (badge) badge.hidden = id !== recommended;
    }
  });
}
