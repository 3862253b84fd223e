// The process's one memory of rendered personal pages. The app's middleware fills it and the web server answers
// from it, and the two are separate module graphs (the built app is a bundle of its own, loaded by
// scripts/start.ts): a registry symbol makes them share one instance.
import { RenderedPages } from '../route-handlers/rendered-pages.ts';

const SHARED = Symbol.for('leadership-platform.rendered-pages');

export const renderedPages: RenderedPages = ((globalThis as { [SHARED]?: RenderedPages })[SHARED] ??= new RenderedPages());
