// Every message definition on the platform, loaded at once: what `translateText` searches when a text raised
// in English (a form schema's message, a service's refusal) must be shown in another language, and what the
// key test checks. Server side only: an island imports just its own messages.
import.meta.glob('../**/*.messages.ts', { eager: true });
